import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { groupByReach, layoutPanel, type LatLng } from './map-geometry';

/** A listing as the map draws it. */
export interface MapItem {
  id: number;
  /** Its number, as on its card. */
  number: number;
  /** What its marker is called: its name and price. */
  label: string;
  /** Where its marker leads: its card on a list, its page elsewhere. */
  href: string;
  point: LatLng;
  /** The city the panel it falls on is named by, and the region named beside its marker. */
  city?: string;
  region?: string;
  /** The listing a property page is about: drawn larger, not a link. */
  current?: boolean;
}

interface Props {
  items: MapItem[];
  /** The map's name for a screen reader. */
  label: string;
  active?: number | null;
  onActive?: (id: number | null) => void;
}

const WIDTH = 400;
const RADIUS = 13;

/** The name most of a panel's listings share: its city. */
function panelName(items: MapItem[]): string | undefined {
  const counts = new Map<string, number>();
  for (const i of items) if (i.city) counts.set(i.city, (counts.get(i.city) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Each region's name once, under the middle of its markers, else above them where another marker or the map's foot is
 * in the way.
 */
function regionLabels(markers: { item: MapItem; x: number; y: number }[], height: number) {
  const byRegion = new Map<string, { x: number; y: number }[]>();
  for (const m of markers) if (m.item.region) byRegion.set(m.item.region, [...(byRegion.get(m.item.region) ?? []), m]);
  const clear = (x: number, y: number) =>
    y > 12 && y < height - 4 && markers.every((m) => Math.abs(m.x - x) > 34 || Math.abs(m.y - (y - 4)) > RADIUS + 6);
  return [...byRegion].map(([name, at]) => {
    const x = at.reduce((sum, m) => sum + m.x, 0) / at.length;
    const below = Math.max(...at.map((m) => m.y)) + RADIUS + 12;
    const above = Math.min(...at.map((m) => m.y)) - RADIUS - 5;
    return { name, x, y: clear(x, below) || !clear(x, above) ? below : above };
  });
}

/**
 * Listings on a map drawn in the page itself (no map tiles: nothing is fetched from another site, and it works
 * offline): a panel per group of nearby listings, each within its listings' bounding box, north up, with a degree
 * grid behind numbered markers. Every marker is a link a keyboard reaches, named by its listing; the same listings
 * follow as a list for whoever cannot use the map.
 */
export function ListingMap({ items, label, active = null, onActive }: Props) {
  const { state, t } = useStorefront();
  const panels = groupByReach(items, (i) => i.point).map((group) => ({
    name: panelName(group),
    panel: layoutPanel(group, (i) => i.point, WIDTH, RADIUS * 2.3),
  }));
  return (
    <figure className="melk-map">
      <div className="melk-map-panels">
        {panels.map(({ name, panel }, n) => (
          <svg
            key={n}
            className="melk-map-panel"
            viewBox={`0 0 ${panel.width} ${panel.height}`}
            role="group"
            aria-label={name ? `${label}: ${name}` : label}
          >
            <rect className="melk-map-ground" width={panel.width} height={panel.height} rx={10} />
            {panel.grid.x.map((x) => (
              <line
                key={`x${x}`}
                className="melk-map-grid"
                x1={x.toFixed(1)}
                x2={x.toFixed(1)}
                y1={0}
                y2={panel.height}
              />
            ))}
            {panel.grid.y.map((y) => (
              <line
                key={`y${y}`}
                className="melk-map-grid"
                x1={0}
                x2={panel.width}
                y1={y.toFixed(1)}
                y2={y.toFixed(1)}
              />
            ))}
            {name && (
              <text className="melk-map-name" x={12} y={24} aria-hidden="true">
                {name}
              </text>
            )}
            <path className="melk-map-north" d={`M${panel.width - 20} 12l6 16h-12z`} aria-hidden="true" />
            {regionLabels(panel.markers, panel.height).map((l) => (
              <text key={l.name} className="melk-map-region" x={l.x.toFixed(1)} y={l.y.toFixed(1)} aria-hidden="true">
                {l.name}
              </text>
            ))}
            {panel.markers.map(({ item, x, y }) => {
              const marker = (
                <g className="melk-marker-shape" transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                  <circle r={item.current ? RADIUS + 3 : RADIUS} />
                  <text dy="0.35em" aria-hidden="true">
                    {item.current ? '★' : localDigits(item.number, state.lang)}
                  </text>
                </g>
              );
              const className = `melk-marker${item.id === active ? ' is-active' : ''}${item.current ? ' is-current' : ''}`;
              return item.current ? (
                <g key={item.id} className={className} role="img" aria-label={item.label}>
                  {marker}
                </g>
              ) : (
                <a
                  key={item.id}
                  className={className}
                  href={item.href}
                  aria-label={item.label}
                  onMouseEnter={onActive && (() => onActive(item.id))}
                  onMouseLeave={onActive && (() => onActive(null))}
                  onFocus={onActive && (() => onActive(item.id))}
                  onBlur={onActive && (() => onActive(null))}
                >
                  {marker}
                </a>
              );
            })}
          </svg>
        ))}
      </div>
      <details className="melk-map-list">
        <summary>{t('storefront.melk.map.list')}</summary>
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.current ? i.label : <a href={i.href}>{i.label}</a>}</li>
          ))}
        </ul>
      </details>
    </figure>
  );
}
