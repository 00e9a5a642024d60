/**
 * The demo shop's product pictures, drawn in code as SVG (nothing can be downloaded where the demo is seeded) and
 * rendered to WebP by the seed. Each is 1280×960: a soft background tinted by the product's hue, with the product
 * centred on it in flat shapes. Its colours come from that hue, so each product gets its own; the only fixed ones are
 * neutrals: white highlights, black shadows and the undyed fringe threads.
 */
export type DemoPictureKind =
  'phone' | 'laptop' | 'workstation' | 'carpet' | 'rug' | 'prayerrug' | 'book' | 'headphones' | 'speaker' | 'tablet';

/** A colour of the picture's hue at this saturation and lightness, the hue turned by `turn` degrees. */
type Colour = (saturation: number, lightness: number, turn?: number) => string;
type Point = [number, number];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const points = (list: Point[]) =>
  list.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join(' ');
const polygon = (list: Point[] | string, fill: string) =>
  `<polygon points="${typeof list === 'string' ? list : points(list)}" fill="${fill}"/>`;
/** A stroked, unfilled path with round ends. */
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const linear = (id: string, from: string, to: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient>`;
/** The soft shadow a standing product casts on the floor. */
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shade)"/>`;
/** A star of `n` points round a centre; with two points, a lozenge (`squash` flattens it). */
const star = (cx: number, cy: number, n: number, outer: number, inner: number, fill: string, squash = 1) =>
  polygon(
    range(n * 2).map((i): Point => {
      const [r, a] = [i % 2 ? inner : outer, (Math.PI * i) / n - Math.PI / 2];
      return [cx + r * Math.cos(a), cy + r * Math.sin(a) * squash];
    }),
    fill,
  );
/** A translucent white card on a screen, standing in for the picture or panel an app would show there. */
const card = (x: number, y: number, w: number, h: number, rx: number, opacity = 0.25) =>
  rect(x, y, w, h, rx, '#fff', ` fill-opacity="${opacity}"`);

/** A lit screen: a diagonal gradient of the hue with a large card, a side column and a card below on it. */
function screen(c: Colour, x: number, y: number, w: number, h: number, rx: number): string {
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

/** A phone from the front: a dark rounded body, a gradient screen with app tiles and a dock, the camera in a pill. */
function phone(c: Colour): string {
  const tiles = range(20).map((i) => card(528 + (i % 4) * 60, 232 + Math.floor(i / 4) * 72, 44, 44, 12, 0.3));
  return [
    linear('phone', c(80, 62), c(70, 40, 40), 1, 1),
    shadow(640, 792, 220, 24),
    rect(486, 250, 6, 60, 3, c(20, 14)) + rect(788, 290, 6, 96, 3, c(20, 14)),
    rect(490, 140, 300, 646, 48, c(20, 16)),
    rect(504, 154, 272, 618, 36, 'url(#phone)'),
    rect(600, 170, 80, 26, 13, '#0b0b0f') + circle(664, 183, 6, c(40, 32)),
    ...tiles,
    card(520, 676, 240, 74, 26, 0.22),
    ...range(4).map((i) => circle(556 + i * 56, 713, 20, '#fff', ' fill-opacity="0.5"')),
  ].join('');
}

/** A tablet lying landscape: a thin dark frame round a lit screen, the camera in the middle of the top edge. */
function tablet(c: Colour): string {
  return [
    shadow(640, 738, 420, 26),
    rect(260, 180, 760, 540, 40, c(18, 18)),
    screen(c, 286, 206, 708, 488, 18),
    circle(640, 193, 5, c(30, 34)),
  ].join('');
}

/** An open laptop: the lid with its screen upright, the keyboard deck below it as a trapezoid seen from above. */
function laptop(c: Colour): string {
  // A point on the deck, from its left (u = 0) to its right and from the hinge (v = 0) to the front edge.
  const at = (u: number, v: number): Point => [370 - v * 100 + u * (540 + v * 200), 524 + v * 166];
  const quad = (u0: number, v0: number, u1: number, v1: number, fill: string) =>
    polygon([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)], fill);
  const keys = range(5).flatMap((row) => {
    // Thirteen keys a row; the bottom row has a space bar seven keys wide.
    const starts = row < 4 ? range(13) : [0, 1, 2, 3, 10, 11, 12];
    const [u, v] = [(k: number) => 0.08 + k * 0.0646, 0.1 + row * 0.105];
    return starts.map((k, i) => quad(u(k) + 0.006, v, u(starts[i + 1] ?? 13) - 0.006, v + 0.085, c(12, 22)));
  });
  return [
    linear('deck', c(12, 86), c(14, 72)),
    shadow(640, 712, 420, 24),
    rect(370, 170, 540, 356, 18, c(15, 20)),
    screen(c, 388, 188, 504, 318, 6),
    circle(640, 179, 4, c(20, 40)),
    quad(0, 0, 1, 1, 'url(#deck)'),
    ...keys,
    quad(0.37, 0.66, 0.63, 0.94, c(12, 80)),
    polygon('270,690 1010,690 998,708 282,708', c(12, 58)),
  ].join('');
}

/** A desktop workstation: a large monitor on a stand, a keyboard and mouse in front of it, a tower beside it. */
function workstation(c: Colour): string {
  const [light, accent] = [c(10, 78), c(85, 60)];
  return [
    linear('tower', c(14, 26), c(14, 16), 1, 0),
    shadow(640, 744, 500, 28),
    polygon('470,500 530,500 546,664 454,664', c(10, 62)),
    rect(380, 656, 240, 20, 10, c(10, 55)),
    rect(200, 130, 600, 380, 16, c(15, 16)),
    screen(c, 216, 146, 568, 334, 6),
    polygon('330,698 670,698 694,746 306,746', light),
    ...range(4).map((i) => rect(344 - i * 6, 706 + i * 9, 312 + i * 12, 5, 2, c(10, 55))),
    `<ellipse cx="762" cy="724" rx="26" ry="18" fill="${light}"/>`,
    rect(860, 290, 220, 454, 14, 'url(#tower)'),
    rect(880, 310, 180, 80, 8, c(12, 22)),
    circle(970, 350, 16, c(12, 12), ` stroke="${accent}" stroke-width="4"`),
    ...range(6).map((i) => rect(900, 420 + i * 22, 140, 8, 4, c(12, 30))),
    rect(900, 580, 140, 14, 4, c(12, 10)) + rect(1040, 700, 20, 8, 4, accent),
  ].join('');
}

/**
 * A rug lying top-down: its shadow, the fringe threads along its two short ends (left and right, or top and bottom
 * when it stands upright) and its outer edge, on which the rest of it is drawn.
 */
function rugBase(x: number, y: number, w: number, h: number, edge: string, upright = false): string {
  const threads = range(Math.floor(((upright ? w : h) - 8) / 10) + 1).map((i) => 4 + i * 10);
  const d = threads
    .map((t) => (upright ? `M${x + t} ${y}v-30M${x + t} ${y + h}v30` : `M${x} ${y + t}h-36M${x + w} ${y + t}h36`))
    .join('');
  return (
    rect(x + 4, y + 16, w - 8, h, 6, '#000', ' fill-opacity="0.13"') + line(d, '#ddd0b0', 4) + rect(x, y, w, h, 4, edge)
  );
}

/** A pattern tile, laid from (x, y) so that whole tiles fill the band or field it is drawn on. */
const tile = (id: string, x: number, y: number, size: number, body: string) =>
  `<pattern id="${id}" x="${x}" y="${y}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern>`;

/** A carpet lying flat seen from above: border bands with repeated motifs, a central medallion, corner pieces, fringes. */
function carpet(c: Colour): string {
  // The band is one 40px tile deep and a whole number of tiles long, so its motifs meet evenly at the corners.
  const [x, y, w, h] = [258, 218, 764, 524];
  const [field, dark, cream, gold] = [c(62, 34), c(45, 16), c(25, 92, 180), c(45, 55, 180)];
  const inset = (d: number, fill: string) => rect(x + d, y + d, w - 2 * d, h - 2 * d, 0, fill);
  const corner = (cx: number, cy: number) =>
    circle(cx, cy, 86, dark) + circle(cx, cy, 62, cream) + circle(cx, cy, 22, gold);
  return [
    '<defs>',
    tile('band', x + 22, y + 22, 40, star(20, 20, 2, 15, 8, field)),
    tile('motif', 608, 448, 64, star(32, 32, 4, 10, 4, c(60, 42)) + circle(0, 0, 3, c(50, 24))),
    `<clipPath id="field">${inset(70, '#000')}</clipPath></defs>`,
    rugBase(x, y, w, h, dark),
    inset(22, cream) + inset(22, 'url(#band)'),
    inset(62, gold),
    inset(70, field) + inset(70, 'url(#motif)'),
    `<g clip-path="url(#field)">`,
    ...[x + 70, x + w - 70].flatMap((cx) => [y + 70, y + h - 70].map((cy) => corner(cx, cy))),
    '</g>',
    star(380, 480, 2, 26, 12, cream) + star(900, 480, 2, 26, 12, cream),
    star(640, 480, 2, 250, 120, dark, 0.68),
    star(640, 480, 2, 216, 98, cream, 0.68),
    star(640, 480, 12, 120, 92, gold),
    circle(640, 480, 70, field),
    star(640, 480, 8, 46, 22, cream) + star(640, 480, 4, 14, 6, dark),
  ].join('');
}

/** A smaller kilim-style rug: zigzag bands along its long sides, stripes near the ends, three stepped diamonds. */
function rug(c: Colour): string {
  const [x, y, w, h] = [360, 298, 560, 364];
  const [field, dark, light, accent] = [c(50, 50, 20), c(40, 18), c(25, 90, 180), c(50, 48, 180)];
  const zigzag = (zy: number) =>
    `<polyline points="${points(range(19).map((i): Point => [x + 28 + i * 28, zy + (i % 2 ? 7 : -7)]))}" ` +
    `fill="none" stroke="${accent}" stroke-width="6" stroke-linejoin="round"/>`;
  // Each diamond is four nested lozenges, dark to light to accent, stepped like the woven motif.
  const fills = [dark, light, accent, light];
  const diamond = (cx: number) => [96, 70, 44, 16].map((r, i) => star(cx, 480, 2, r, r * 0.62, fills[i])).join('');
  return [
    rugBase(x, y, w, h, dark),
    rect(x + 14, y + 14, w - 28, h - 28, 0, light),
    zigzag(y + 28) + zigzag(y + h - 28),
    rect(x + 42, y + 42, w - 84, h - 84, 0, field),
    ...[x + 58, x + w - 74].map((sx) => rect(sx, y + 42, 16, h - 84, 0, accent)),
    ...[x + 82, x + w - 90].map((sx) => rect(sx, y + 42, 8, h - 84, 0, light)),
    ...[520, 640, 760].map(diamond),
  ].join('');
}

/** A prayer rug seen from above, upright: a border band around a pointed mihrab arch with a hanging lamp. */
function prayerrug(c: Colour): string {
  // As on the carpet, the band is one 32px tile deep and a whole number of tiles long.
  const [x, y, w, h] = [448, 176, 384, 608];
  const [dark, arch, gold, cream] = [c(45, 18), c(55, 38, 10), c(45, 58, 180), c(25, 92, 180)];
  return [
    `<defs>${tile('edge', x + 16, y + 16, 32, rect(0, 0, 32, 32, 0, cream) + star(16, 16, 4, 12, 5, arch))}</defs>`,
    rugBase(x, y, w, h, dark, true),
    rect(x + 16, y + 16, w - 32, h - 32, 0, 'url(#edge)'),
    rect(x + 48, y + 48, w - 96, h - 96, 0, dark),
    `<path d="M520 712V420Q520 330 640 262Q760 330 760 420V712Z" fill="${arch}"/>`,
    line('M538 700V424Q538 346 640 284Q742 346 742 424V700', gold, 4),
    rect(520, 692, 240, 20, 0, gold),
    line('M640 284V350', gold, 3) + `<path d="M616 350H664L652 390H628Z" fill="${gold}"/>`,
    line('M640 660V470', cream, 4),
    ...[480, 540, 600].map((sy, i) => star(640, sy, 2, 34 - i * 2, 30 - i * 4, i % 2 ? cream : gold)),
    star(536, 262, 4, 22, 8, gold) + star(744, 262, 4, 22, 8, gold),
  ].join('');
}

/** A hardcover book standing up: the front cover with a title band and an emblem, the spine turned away on the left. */
function book(c: Colour): string {
  const gold = c(50, 62, 180);
  const spineBand = (sy: number) => `415,${sy + 2} 485,${sy - 6} 485,${sy + 10} 415,${sy + 16}`;
  return [
    linear('cover', c(58, 42), c(60, 30), 1, 1),
    shadow(660, 768, 270, 22),
    polygon('415,192 485,170 485,770 415,750', c(55, 24)),
    polygon(spineBand(250), gold) + polygon(spineBand(680), gold),
    rect(485, 170, 380, 600, 6, 'url(#cover)'),
    rect(505, 170, 6, 600, 0, c(60, 22), ' fill-opacity="0.5"'),
    rect(530, 300, 310, 108, 0, c(25, 92, 180)),
    rect(530, 312, 310, 4, 0, gold) + rect(530, 392, 310, 4, 0, gold),
    circle(685, 572, 84, 'none', ` stroke="${gold}" stroke-width="6"`),
    star(685, 572, 8, 60, 28, gold) + circle(685, 572, 16, c(60, 30)),
  ].join('');
}

/** Over-ear headphones from the front: a padded headband arching over two ear cups with cushions facing inwards. */
function headphones(c: Colour): string {
  const cup = (x: number, inner: number) =>
    rect(x - 14, 440, 28, 90, 10, c(12, 70)) +
    rect(x - 70, 500, 140, 240, 64, 'url(#cup)') +
    rect(inner - 26, 516, 52, 208, 24, c(20, 20)) +
    circle(x, 620, 26, 'none', ` stroke="${c(80, 66, 20)}" stroke-width="6"`);
  // The cushion under the band is an arc of a slightly smaller ellipse round the same centre, over its top third.
  const [dx, dy] = [Math.round(200 * Math.cos(0.55)), Math.round(140 * Math.sin(0.55))];
  return [
    linear('cup', c(55, 52), c(55, 34), 1, 1),
    shadow(640, 770, 340, 24),
    line(`M${640 - dx} ${400 - dy}A200 140 0 0 1 ${640 + dx} ${400 - dy}`, c(20, 36), 24),
    line('M410 470V400A230 170 0 0 1 870 400V470', c(20, 22), 40),
    cup(410, 486) + cup(870, 794),
  ].join('');
}

/** A smart speaker: a fabric-covered cylinder with a light ring and buttons on top and a darker foot. */
function speaker(c: Colour): string {
  const body = 'M500 260V720A140 36 0 0 0 780 720V260Z';
  const ellipse = (cy: number, rx: number, ry: number, extra: string) =>
    `<ellipse cx="640" cy="${cy}" rx="${rx}" ry="${ry}" ${extra}/>`;
  return [
    `<defs>${tile('dots', 0, 0, 12, circle(6, 6, 2.4, c(25, 30)))}`,
    // Shading across the cylinder, so it reads as round: darker at both sides, a little lighter left of the middle.
    '<linearGradient id="round"><stop offset="0" stop-color="#000" stop-opacity="0.3"/>',
    '<stop offset="0.4" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>',
    '</linearGradient></defs>',
    shadow(640, 750, 240, 26),
    `<path d="${body}" fill="${c(30, 46)}"/><path d="${body}" fill="url(#dots)"/>`,
    `<path d="M500 690A140 36 0 0 0 780 690V720A140 36 0 0 1 500 720Z" fill="${c(20, 20)}"/>`,
    `<path d="${body}" fill="url(#round)"/>`,
    ellipse(260, 140, 36, `fill="${c(20, 24)}"`),
    ellipse(258, 124, 29, `fill="${c(18, 32)}"`),
    ellipse(258, 92, 21, `fill="none" stroke="${c(90, 64, 180)}" stroke-width="5"`),
    rect(591, 254, 18, 8, 4, c(10, 70)) + rect(671, 254, 18, 8, 4, c(10, 70)),
  ].join('');
}

const DRAWINGS = { phone, laptop, workstation, carpet, rug, prayerrug, book, headphones, speaker, tablet };

/** A 1280×960 SVG picture of a product of this kind, in colours from `hue` (0–359). */
export function demoPictureSvg(kind: DemoPictureKind, hue: number): string {
  const base = Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 0;
  const c: Colour = (s, l, turn = 0) => `hsl(${(base + turn + 360) % 360},${s}%,${l}%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">',
    `<defs>${linear('bg', c(45, 97), c(32, 87))}<radialGradient id="shade">`,
    `<stop offset="0" stop-color="${c(30, 20)}" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/>`,
    '</radialGradient></defs><rect width="1280" height="960" fill="url(#bg)"/>',
    DRAWINGS[kind](c),
    '</svg>',
  ].join('');
}
