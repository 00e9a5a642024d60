/** The shapes the demo pictures are drawn with: SVG elements and gradients, as strings. */

/** A colour of the picture's hue at this saturation and lightness, the hue turned by `turn` degrees. */
export type Colour = (saturation: number, lightness: number, turn?: number) => string;

export type Point = [number, number];

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

export const points = (list: Point[]) =>
  list.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join(' ');

export const polygon = (list: Point[] | string, fill: string) =>
  `<polygon points="${typeof list === 'string' ? list : points(list)}" fill="${fill}"/>`;

/** A stroked, unfilled path with round ends. */
export const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

export const linear = (id: string, from: string, to: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A gradient of black, from one opacity to another, across a shape (downwards by default). */
export const shading = (id: string, from: number, to: number, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-opacity="${from}"/>` +
  `<stop offset="1" stop-opacity="${to}"/></linearGradient>`;

/** The soft shadow a standing product casts on the floor. */
export const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shade)"/>`;

/** A star of `n` points round a centre; with two points, a lozenge (`squash` flattens it). */
export const star = (cx: number, cy: number, n: number, outer: number, inner: number, fill: string, squash = 1) =>
  polygon(
    range(n * 2).map((i): Point => {
      const [r, a] = [i % 2 ? inner : outer, (Math.PI * i) / n - Math.PI / 2];
      return [cx + r * Math.cos(a), cy + r * Math.sin(a) * squash];
    }),
    fill,
  );

/** A translucent white card on a screen, standing in for the picture or panel an app would show there. */
export const card = (x: number, y: number, w: number, h: number, rx: number, opacity = 0.25) =>
  rect(x, y, w, h, rx, '#fff', ` fill-opacity="${opacity}"`);

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** The attribute that turns a shape `deg` degrees clockwise round (cx, cy). */
export const turned = (deg: number, cx: number, cy: number) => ` transform="rotate(${deg} ${cx} ${cy})"`;

/** The shadow a product lying flat casts: its outline, drawn in black by `outline`, faint and nudged down. */
export const lying = (outline: string) => `<g transform="translate(4 16)" opacity="0.13">${outline}</g>`;

/**
 * Shading across a round body, so it reads as round: darker at both sides, a little lighter left of the middle. It is
 * laid over the body's own colour, in the body's outline.
 */
export const rounding = (id: string) =>
  `<linearGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="0.3"/>` +
  '<stop offset="0.4" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>' +
  '</linearGradient>';

/** A smooth curve through these points (a Catmull-Rom spline in cubic Béziers), going on from a path at the first. */
export function through(list: Point[]): string {
  const at = (i: number) => list[Math.max(0, Math.min(list.length - 1, i))];
  return range(list.length - 1)
    .map((i) => {
      const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
      const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
      const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
      return `C${points([c1, c2, p2])}`;
    })
    .join('');
}

/**
 * The outline of a round body standing upright, as if turned on a lathe: a smooth curve down its right side through
 * the "half-width,y" points of `profile`, straight across the bottom, the same curve mirrored up its left side and
 * straight across the top.
 */
export function lathe(cx: number, profile: string): string {
  const halves = profile.split(' ').map((pair) => pair.split(',').map(Number));
  const right = halves.map(([w, y]): Point => [cx + w, y]);
  const left = halves.map(([w, y]): Point => [cx - w, y]).reverse();
  return `M${points([right[0]])}${through(right)}L${points([left[0]])}${through(left)}Z`;
}

/** A lit screen: a diagonal gradient of the hue with a large card, a side column and a card below on it. */
export function screen(c: Colour, x: number, y: number, w: number, h: number, rx: number): string {
  const [pad, side] = [Math.round(w * 0.05), Math.round(w * 0.3)];
  const [main, top] = [w - 3 * pad - side, Math.round((h - 3 * pad) * 0.62)];
  return (
    linear('screen', c(72, 62, -25), c(75, 38, 30), 1, 1) +
    rect(x, y, w, h, rx, 'url(#screen)') +
    card(x + pad, y + pad, main, top, 12, 0.32) +
    card(x + 2 * pad + main, y + pad, side, h - 2 * pad, 12, 0.2) +
    card(x + pad, y + 2 * pad + top, main, h - 3 * pad - top, 12, 0.2)
  );
}

/** A pattern tile, laid from (x, y) so that whole tiles fill the band or field it is drawn on. */
export const tile = (id: string, x: number, y: number, size: number, body: string) =>
  `<pattern id="${id}" x="${x}" y="${y}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;
