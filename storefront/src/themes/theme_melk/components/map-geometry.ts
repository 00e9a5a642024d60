/** A point on the earth in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface PlacedMarker<T> {
  item: T;
  x: number;
  y: number;
}

/** One drawn map: its size in its own units, its markers, and the lines of the degree grid behind them. */
export interface MapPanel<T> {
  width: number;
  height: number;
  markers: PlacedMarker<T>[];
  grid: { x: number[]; y: number[] };
}

/** Listings farther apart than this many degrees (about 100 km) are drawn on maps of their own. */
export const PANEL_REACH = 1;
/** The smallest stretch a map shows, in degrees (about a kilometre): one listing alone still has streets round it. */
const MIN_SPAN = 0.012;
const PADDING = 0.14;
const GRID_STEPS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/**
 * Points in groups that lie near one another: a point joins the first group whose first point is within `reach`
 * degrees, else starts one. Listings in two cities become two maps, each of a readable scale, rather than one map
 * on which each city's listings run into a single dot.
 *
 * @example groupByReach([{ lat: 35.7, lng: 51.4 }, { lat: 41, lng: 29 }], (p) => p).length // 2
 */
export function groupByReach<T>(items: T[], at: (item: T) => LatLng, reach = PANEL_REACH): T[][] {
  const groups: T[][] = [];
  for (const item of items) {
    const p = at(item);
    const group = groups.find((g) => {
      const first = at(g[0]!);
      return Math.abs(first.lat - p.lat) <= reach && Math.abs(first.lng - p.lng) <= reach;
    });
    if (group) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

/** Grid lines every `step` degrees between `from` and `to`. */
function gridLines(from: number, to: number): number[] {
  const span = to - from;
  const step = GRID_STEPS.find((s) => span / s <= 6) ?? GRID_STEPS[GRID_STEPS.length - 1]!;
  const lines: number[] = [];
  for (let v = Math.ceil(from / step) * step; v < to; v += step) lines.push(v);
  return lines;
}

/**
 * Places points on a map `width` units wide, north up: longitude scaled by the cosine of the middle latitude so the
 * map keeps the ground's proportions, the points' bounding box padded on every side, its height following the box's
 * shape within 45–100% of the width. Markers closer than `spacing` are pushed apart so each stays visible and
 * clickable.
 */
export function layoutPanel<T>(items: T[], at: (item: T) => LatLng, width = 400, spacing = 30): MapPanel<T> {
  const points = items.map(at);
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const cos = Math.cos((midLat * Math.PI) / 180);
  // The box in ground-proportional degrees (x = longitude × cos), grown to the smallest span and padded.
  let [x0, x1] = [Math.min(...lngs) * cos, Math.max(...lngs) * cos];
  let [y0, y1] = [Math.min(...lats), Math.max(...lats)];
  const grow = (a: number, b: number, span: number): [number, number] => {
    const mid = (a + b) / 2;
    return [mid - span / 2, mid + span / 2];
  };
  [x0, x1] = grow(x0, x1, Math.max(x1 - x0, MIN_SPAN) * (1 + 2 * PADDING));
  [y0, y1] = grow(y0, y1, Math.max(y1 - y0, MIN_SPAN) * (1 + 2 * PADDING));
  const ratio = Math.min(1, Math.max(0.45, (y1 - y0) / (x1 - x0)));
  // A box of another shape than the map's is widened the other way, so nothing is stretched.
  if ((y1 - y0) / (x1 - x0) > ratio) [x0, x1] = grow(x0, x1, (y1 - y0) / ratio);
  else [y0, y1] = grow(y0, y1, (x1 - x0) * ratio);
  const height = Math.round(width * ratio);
  const scale = width / (x1 - x0);
  const markers = items.map((item, i) => ({
    item,
    x: (points[i]!.lng * cos - x0) * scale,
    y: (y1 - points[i]!.lat) * scale,
  }));
  spreadApart(markers, spacing, width, height);
  return {
    width,
    height,
    markers,
    grid: {
      x: gridLines(x0 / cos, x1 / cos).map((lng) => (lng * cos - x0) * scale),
      y: gridLines(y0, y1).map((lat) => (y1 - lat) * scale),
    },
  };
}

/** Pushes markers apart until none is closer than `spacing` to another (a few rounds), keeping them inside the map. */
function spreadApart(markers: { x: number; y: number }[], spacing: number, width: number, height: number): void {
  const margin = spacing / 2;
  for (let round = 0; round < 8; round++) {
    let moved = false;
    for (let i = 0; i < markers.length; i++)
      for (let j = i + 1; j < markers.length; j++) {
        const [a, b] = [markers[i]!, markers[j]!];
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const d = Math.hypot(dx, dy);
        if (d >= spacing) continue;
        // Coincident markers part sideways; others along the line between them, each half the shortfall.
        const [ux, uy] = d === 0 ? [1, 0] : [dx / d, dy / d];
        const push = (spacing - d) / 2;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    for (const m of markers) {
      m.x = Math.min(width - margin, Math.max(margin, m.x));
      m.y = Math.min(height - margin, Math.max(margin, m.y));
    }
    if (!moved) break;
  }
}
