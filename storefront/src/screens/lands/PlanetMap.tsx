import { useRef, useState, type KeyboardEvent } from 'react';
import type { LandAreaView, LandView } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { landLabel } from './land-text';

/** Map units around the parcels, so the areas' outlines and names fit. */
const MARGIN = 2;
const AREA_PAD = 0.6;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (lands: LandView[]): Box | undefined => {
  if (!lands.length) return undefined;
  const x = Math.min(...lands.map((l) => l.x));
  const y = Math.min(...lands.map((l) => l.y));
  const right = Math.max(...lands.map((l) => l.x + l.width));
  const bottom = Math.max(...lands.map((l) => l.y + l.height));
  return { x, y, width: right - x, height: bottom - y };
};

const centre = (l: LandView) => ({ x: l.x + l.width / 2, y: l.y + l.height / 2 });

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** The nearest parcel from `from` in a direction of the map (as drawn: the map is never mirrored), if any. */
function nearest(lands: LandView[], from: LandView, [dx, dy]: [number, number]): LandView | undefined {
  const c = centre(from);
  let best: LandView | undefined;
  let bestCost = Infinity;
  for (const l of lands) {
    if (l.id === from.id) continue;
    const o = centre(l);
    const along = (o.x - c.x) * dx + (o.y - c.y) * dy;
    if (along <= 0) continue;
    const across = Math.abs((o.x - c.x) * dy + (o.y - c.y) * dx);
    const cost = along + across * 2;
    if (cost < bestCost) [best, bestCost] = [l, cost];
  }
  return best;
}

export interface PlanetMapProps {
  areas: LandAreaView[];
  lands: LandView[];
  /** Parcels left out by the filters: drawn faded, still reachable. */
  dimmed?: ReadonlySet<number>;
  /** The parcel the page is about: drawn outlined, and the one the keyboard starts on. */
  selected?: number;
  /** Told which parcel the pointer or the keyboard is on (undefined when it leaves the map). */
  onActive?: (land: LandView | undefined) => void;
}

/**
 * The planet as an SVG map: each area's ground tinted in its colour under its name, each parcel a link coloured by
 * its status. The map is one stop of the tab order; the arrow keys move between parcels (to the nearest one that
 * way) and Enter opens one. Pointer and focus both tell `onActive` which parcel to describe.
 */
export function PlanetMap({ areas, lands, dimmed, selected, onActive }: PlanetMapProps) {
  const { state, t, href } = useStorefront();
  const [current, setCurrent] = useState<number | undefined>(selected);
  const links = useRef(new Map<number, Element & { focus(): void }>());
  const all = boxOf(lands);
  if (!all) return null;
  const view = [all.x - MARGIN, all.y - MARGIN * 1.5, all.width + MARGIN * 2, all.height + MARGIN * 2.5];
  const stop = current ?? selected ?? lands[0].id;
  const areaName = new Map(areas.map((a) => [a.id, a.name]));

  const activate = (land: LandView | undefined) => {
    if (land) setCurrent(land.id);
    onActive?.(land);
  };
  const move = (e: KeyboardEvent) => {
    const from = lands.find((l) => l.id === stop);
    if (!from) return;
    let to: LandView | undefined;
    if (DIRECTIONS[e.key]) to = nearest(lands, from, DIRECTIONS[e.key]);
    else if (e.key === 'Home') to = lands[0];
    else if (e.key === 'End') to = lands[lands.length - 1];
    else return;
    e.preventDefault();
    if (!to) return;
    setCurrent(to.id);
    links.current.get(to.id)?.focus();
  };

  return (
    <svg
      className="planet-map"
      viewBox={view.join(' ')}
      role="group"
      aria-label={t('storefront.lands.map')}
      aria-describedby="planet-map-help"
      onKeyDown={move}
      onMouseLeave={() => onActive?.(undefined)}
    >
      <defs>
        <pattern id="parcel-sold" width="0.8" height="0.8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="0.8" height="0.8" className="parcel-sold-ground" />
          <line x1="0" y1="0" x2="0" y2="0.8" className="parcel-sold-line" />
        </pattern>
      </defs>
      <rect className="planet-ground" x={view[0]} y={view[1]} width={view[2]} height={view[3]} rx="2" />
      {areas.map((area) => {
        const box = boxOf(lands.filter((l) => l.areaId === area.id));
        if (!box) return null;
        return (
          <g key={area.id} className="planet-area" aria-hidden="true">
            <rect
              x={box.x - AREA_PAD}
              y={box.y - AREA_PAD}
              width={box.width + AREA_PAD * 2}
              height={box.height + AREA_PAD * 2}
              rx="0.8"
              fill={area.color}
              stroke={area.color}
            />
            <text x={box.x + box.width / 2} y={box.y - AREA_PAD - 0.45} textAnchor="middle" direction={state.dir}>
              {area.name}
            </text>
          </g>
        );
      })}
      {lands.map((land) => {
        const classes = ['parcel', `parcel--${land.status}`];
        if (dimmed?.has(land.id)) classes.push('parcel--dimmed');
        if (land.id === selected) classes.push('parcel--selected');
        return (
          <a
            key={land.id}
            ref={(el) => {
              if (el) links.current.set(land.id, el);
              else links.current.delete(land.id);
            }}
            href={href(`/lands/${land.id}`)}
            className={classes.join(' ')}
            tabIndex={land.id === stop ? 0 : -1}
            aria-label={landLabel(land, areaName.get(land.areaId) ?? '', t, state.lang)}
            aria-current={land.id === selected ? 'page' : undefined}
            data-land={land.id}
            data-status={land.status}
            onFocus={() => activate(land)}
            onMouseEnter={() => activate(land)}
          >
            <rect x={land.x + 0.1} y={land.y + 0.1} width={land.width - 0.2} height={land.height - 0.2} rx="0.3" />
          </a>
        );
      })}
    </svg>
  );
}
