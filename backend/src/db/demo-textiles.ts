import {
  circle,
  type Colour,
  line,
  lying,
  path,
  type Point,
  points,
  range,
  rect,
  shading,
  shadow,
  star,
  tile,
  turned,
} from './demo-shapes.js';
/** The demo pictures of textiles: carpets and rugs lying flat, a cushion, a scarf. */

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

/** A carpet lying flat seen from above: border bands with repeated motifs, a central medallion, corner pieces, fringes. */
export function carpet(c: Colour): string {
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
export function rug(c: Colour): string {
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
export function prayerrug(c: Colour): string {
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

/** A square cushion standing up: plump sides curving in between its corners, a woven kilim pattern, piping, tassels. */
export function cushion(c: Colour): string {
  const [field, dark, cream, accent] = [c(50, 46), c(45, 22), c(25, 92, 180), c(50, 58, 180)];
  const outline = 'M400 240Q640 272 880 240Q848 480 880 720Q640 688 400 720Q432 480 400 240Z';
  // A tassel hangs out of each corner: a knot, then a fan of threads pointing away from the middle.
  const tassel = (x: number, y: number) => {
    const [dx, dy] = [Math.sign(x - 640), Math.sign(y - 480)];
    const thread = (u: number, v: number) => `M${x} ${y}l${dx * u} ${dy * v}`;
    return line(thread(10, 48) + thread(30, 40) + thread(48, 10), accent, 6) + circle(x, y, 13, dark);
  };
  return [
    `<defs>${tile('weave', 400, 240, 48, star(24, 24, 2, 12, 7, c(50, 38)) + circle(0, 0, 3, cream))}`,
    '<radialGradient id="puff"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/>',
    '<stop offset="0.7" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>',
    '</radialGradient></defs>',
    shadow(640, 742, 300, 24),
    tassel(400, 240) + tassel(880, 240) + tassel(400, 720) + tassel(880, 720),
    path(outline, field) + path(outline, 'url(#weave)'),
    star(640, 480, 2, 176, 134, dark) + star(640, 480, 2, 152, 112, cream) + star(640, 480, 2, 118, 84, accent),
    star(640, 480, 2, 92, 62, field) + star(640, 480, 8, 48, 22, cream) + circle(640, 480, 10, dark),
    star(462, 480, 2, 30, 16, cream) + star(818, 480, 2, 30, 16, cream),
    path(outline, 'url(#puff)'),
    path(outline, 'none', ` stroke="${dark}" stroke-width="10" stroke-linejoin="round"`),
  ].join('');
}

/** A boteh, the Persian paisley: a teardrop whose tip curls over to the right, about 60px tall round (0, 0). */
const BOTEH =
  'M0 30C-24 30 -28 4 -16 -12C-6 -26 14 -32 22 -24C25 -20 21 -16 18 -19C12 -24 2 -16 10 -6C20 6 20 28 0 30Z';

/**
 * A folded paisley shawl lying flat, seen from above: a narrow border stripe down its long sides, its end (the top
 * layer's) with a wide border band and knotted fringes, and the layer folded under it showing at the side.
 */
export function scarf(c: Colour): string {
  const [x, y, w, h] = [380, 200, 520, 460];
  const [field, dark, cream, accent] = [c(55, 42), c(50, 22), c(25, 92, 180), c(50, 60, 180)];
  const boteh = (bx: number, by: number, deg: number, fill: string) =>
    path(BOTEH, fill, ` transform="translate(${bx} ${by}) rotate(${deg}) scale(0.8)"`) +
    circle(bx - 2, by + 8, 5, cream);
  const layer = (lx: number, ly: number, lh: number) =>
    rect(lx, ly, w, lh, 10, field) +
    rect(lx, ly, w, lh, 10, 'url(#paisley)') +
    rect(lx + 14, ly, 10, lh, 0, accent) +
    rect(lx + w - 24, ly, 10, lh, 0, accent);
  // The layer folded under the top one lies a little askew, so that it shows at the top right and down the left.
  const askew = (shapes: string) => `<g${turned(-5, 640, 400)}>${shapes}</g>`;
  // Each tassel: four threads gathered into a knot just below the band, then hanging loose and fanning out a little.
  const tassel = (tx: number) =>
    line([-9, -3, 3, 9].map((d) => `M${tx + d} ${y + h}L${tx} ${y + h + 12}l${d} 44`).join(''), dark, 4) +
    circle(tx, y + h + 12, 6, dark);
  return [
    '<defs>',
    tile('paisley', x, y, 100, boteh(28, 30, -15, dark) + boteh(78, 80, 165, accent)),
    // Shading of the folds, darkest at the folded edge: along the top, and down the side of the layer underneath.
    shading('top-fold', 0.24, 0) + shading('side-fold', 0, 0.3, 1, 0),
    '</defs>',
    lying(askew(rect(x, y + 10, w, h - 90, 10, '#000')) + rect(x, y, w, h, 10, '#000')),
    askew(layer(x, y + 10, h - 90) + rect(x + w - 80, y + 10, 80, h - 90, 10, 'url(#side-fold)')),
    ...range(13).map((i) => tassel(x + 20 + i * 40)),
    layer(x, y, h) + rect(x, y, w, 48, 10, 'url(#top-fold)'),
    rect(x, y + h - 90, w, 90, 0, dark),
    rect(x, y + h - 78, w, 5, 0, accent) + rect(x, y + h - 17, w, 5, 0, accent),
    ...range(9).map((i) => star(x + 30 + i * 57.5, y + h - 45, 4, 20, 8, cream)),
  ].join('');
}
