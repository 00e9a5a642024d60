import {
  card,
  circle,
  type Colour,
  ellipse,
  lathe,
  line,
  linear,
  lying,
  path,
  type Point,
  polygon,
  range,
  rect,
  rounding,
  screen,
  shadow,
  star,
  tile,
  turned,
} from './demo-shapes.js';
import { carpet, cushion, prayerrug, rug, scarf } from './demo-textiles.js';
/**
 * The demo shop's product pictures, drawn in code as SVG (nothing can be downloaded where the demo is seeded) and
 * rendered to WebP by the seed. Each is 1280×960: a soft background tinted by the product's hue, with the product
 * centred on it in flat shapes. Its colours come from that hue, so each product gets its own; the only fixed ones are
 * neutrals: white highlights, black shadows and the undyed fringe threads.
 */
export type DemoPictureKind =
  | 'phone'
  | 'laptop'
  | 'workstation'
  | 'carpet'
  | 'rug'
  | 'prayerrug'
  | 'book'
  | 'headphones'
  | 'speaker'
  | 'tablet'
  | 'teapot'
  | 'lamp'
  | 'watch'
  | 'vase'
  | 'camera'
  | 'cushion'
  | 'scarf'
  | 'notebook';

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
  return [
    `<defs>${tile('dots', 0, 0, 12, circle(6, 6, 2.4, c(25, 30)))}${rounding('round')}</defs>`,
    shadow(640, 750, 240, 26),
    `<path d="${body}" fill="${c(30, 46)}"/><path d="${body}" fill="url(#dots)"/>`,
    `<path d="M500 690A140 36 0 0 0 780 690V720A140 36 0 0 1 500 720Z" fill="${c(20, 20)}"/>`,
    `<path d="${body}" fill="url(#round)"/>`,
    ellipse(640, 260, 140, 36, c(20, 24)),
    ellipse(640, 258, 124, 29, c(18, 32)),
    ellipse(640, 258, 92, 21, 'none', ` stroke="${c(90, 64, 180)}" stroke-width="5"`),
    rect(591, 254, 18, 8, 4, c(10, 70)) + rect(671, 254, 18, 8, 4, c(10, 70)),
  ].join('');
}

/** A Persian teapot: a round painted body on a foot, a domed lid with a knob, a long curved spout and a loop handle. */
function teapot(c: Colour): string {
  const [glaze, dark, accent, cream] = [c(60, 42), c(55, 24), c(50, 62, 180), c(25, 93, 180)];
  const body = lathe(640, '78,404 112,430 160,492 180,580 166,662 122,712 86,728');
  const lid = lathe(640, '10,334 42,348 70,370 84,392');
  // Painted bands curve down across the front, as round the body seen from a little above.
  const band = (y: number, width: number) => line(`M440 ${y}Q640 ${y + 40} 840 ${y}`, accent, width);
  const flower = (x: number) => star(x, 586, 6, 22, 9, cream) + circle(x, 586, 5, accent);
  return [
    `<defs>${rounding('round')}<clipPath id="body">${path(body, '#000')}</clipPath></defs>`,
    shadow(640, 758, 260, 24),
    line('M506 474C390 452 370 654 500 664', dark, 26), // The loop handle, its ends hidden behind the body.
    // The spout rises from low on the body in a long curve to a lip that points up and out.
    path('M796 690C884 656 902 560 924 476L948 444L904 460C884 540 860 596 806 604Z', glaze),
    polygon('574,722 706,722 732,756 548,756', dark), // The foot.
    path(body, glaze),
    '<g clip-path="url(#body)">',
    band(494, 10) + band(666, 10),
    circle(640, 596, 66, cream) + star(640, 596, 8, 52, 26, glaze) + circle(640, 596, 14, accent),
    flower(520) + flower(760),
    '</g>',
    path(body, 'url(#round)'),
    // The lid: a rim over the neck, a dome and a knob with a glint on it.
    rect(552, 388, 176, 18, 8, accent),
    path(lid, glaze) + path(lid, 'url(#round)'),
    rect(630, 318, 20, 20, 4, dark) + circle(640, 312, 18, accent) + circle(634, 306, 5, '#fff', ' fill-opacity="0.5"'),
  ].join('');
}

/** A table lamp: a fabric shade, lit from inside, over a round glazed base on a wooden plinth; its cord trails away. */
function lamp(c: Colour): string {
  const [glaze, trim, cream, wood] = [c(55, 44), c(55, 34), c(30, 90, 180), c(30, 26)];
  const base = lathe(640, '20,430 24,470 70,520 116,600 110,676 72,722 60,732');
  // Bands curve down across the front of the base, as round it seen from a little above, with dots between them.
  const band = (y: number) => line(`M500 ${y}Q640 ${y + 30} 780 ${y}`, cream, 5);
  const dots = range(7).map((i) => circle(562 + i * 26, 612 + 15 * (1 - ((i - 3) / 5) ** 2), 5, cream));
  // The shade is a cone cut off flat, seen from a little above: the front halves of its rims curve down.
  const shade = 'M530 170A110 18 0 0 0 750 170L830 420A190 30 0 0 1 450 420Z';
  return [
    '<defs>',
    rounding('round') + linear('fabric', c(45, 80), c(55, 93)),
    `<clipPath id="base">${path(base, '#000')}</clipPath>`,
    // A soft halo of light round the shade.
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>',
    ellipse(640, 330, 380, 300, 'url(#glow)'),
    shadow(640, 750, 240, 22),
    line('M720 744C800 752 880 772 990 762', c(20, 30), 6),
    rect(986, 750, 40, 24, 6, c(20, 30)) + line('M1026 756h14M1026 768h14', c(8, 70), 4),
    path(base, glaze),
    `<g clip-path="url(#base)">${band(586)}${dots.join('')}${band(626)}</g>`,
    path(base, 'url(#round)'),
    rect(556, 728, 168, 24, 8, wood),
    path(shade, 'url(#fabric)') + path(shade, 'url(#round)'),
    ellipse(640, 170, 110, 18, c(45, 72)),
    line('M450 420A190 30 0 0 0 830 420', trim, 10),
    line('M530 170A110 18 0 0 0 750 170', trim, 6),
  ].join('');
}

/** A wrist watch lying flat: a stitched leather strap with buckle and holes, a metal case, crown, a dial at 10:10. */
function watch(c: Colour): string {
  const [leather, dark, accent] = [c(45, 32), c(45, 18), c(80, 62, 180)];
  const at = (deg: number) => turned(deg, 640, 480);
  // A hand from the centre towards 12 o'clock (and `tail` past the centre the other way), turned clockwise.
  const hand = (deg: number, length: number, width: number, fill: string, tail = 0) =>
    rect(640 - width / 2, 480 - length, width, length + tail, width / 2, fill, at(deg));
  const stitches = (d: string) => path(d, 'none', ` stroke="${c(40, 70)}" stroke-width="3" stroke-dasharray="10 8"`);
  const lugs = (y: number) => rect(554, y, 34, 76, 12, 'url(#metal)') + rect(692, y, 34, 76, 12, 'url(#metal)');
  return [
    `<defs>${linear('metal', c(8, 90), c(8, 50), 1, 1)}${linear('dial', c(55, 30), c(60, 14), 1, 1)}</defs>`,
    lying(rect(568, 112, 144, 744, 28, '#000') + circle(640, 480, 176, '#000')),
    rect(568, 150, 144, 230, 28, leather) + rect(568, 580, 144, 276, 28, leather),
    stitches('M582 170V360M698 170V360M582 600V836M698 600V836'),
    ...[724, 764, 804].map((y) => circle(640, y, 7, dark)),
    // The buckle with its prong at the end of the upper strap, and the keeper loop below it.
    rect(548, 112, 184, 54, 18, 'none', ' stroke="url(#metal)" stroke-width="10"'),
    rect(636, 118, 8, 70, 4, 'url(#metal)') + rect(562, 200, 156, 24, 6, c(45, 26)),
    lugs(300) + lugs(584),
    rect(806, 452, 38, 56, 8, 'url(#metal)'),
    circle(640, 480, 176, 'url(#metal)') + circle(640, 480, 160, c(10, 32)) + circle(640, 480, 148, 'url(#dial)'),
    // Sixty minute dots round the edge of the dial, an hour marker on every fifth, longer at 12, 3, 6 and 9.
    ...range(60).map((i) => circle(640, 344, 2.5, '#fff', ` fill-opacity="0.5"${at(i * 6)}`)),
    ...range(12).map((i) =>
      i % 3 ? rect(636, 344, 8, 22, 3, '#fff', at(i * 30)) : rect(633, 344, 14, 36, 4, '#fff', at(i * 30)),
    ),
    hand(305, 84, 16, '#fff') + hand(60, 122, 11, '#fff') + hand(200, 130, 4, accent, 30),
    circle(640, 480, 12, 'url(#metal)') + circle(640, 480, 5, accent),
    // A glare across the top of the glass: between the dial's circle and a flatter ellipse inside it.
    path('M502 470A140 140 0 0 1 778 470A140 104 0 0 0 502 470Z', '#fff', ' fill-opacity="0.1"'),
  ].join('');
}

/** A ceramic vase: a flared lip, a slender neck and a full belly, glazed with bands and a row of lozenges round it. */
function vase(c: Colour): string {
  const [glaze, dark, light] = [c(55, 44), c(50, 24), c(30, 90, 180)];
  const body = lathe(640, '96,170 78,190 58,236 64,300 138,414 172,520 152,640 98,720 82,744');
  // Bands curve down across the front, as round the body seen from a little above; lozenges follow the middle one.
  const band = (y: number, width: number, fill: string) => line(`M420 ${y}Q640 ${y + 36} 860 ${y}`, fill, width);
  const lozenge = (i: number) => {
    const x = 460 + i * 60;
    return star(x, 512 + 18 * (1 - ((x - 640) / 220) ** 2), 2, 34, 20, i % 2 ? light : dark);
  };
  return [
    `<defs>${rounding('round')}<clipPath id="vase">${path(body, '#000')}</clipPath></defs>`,
    shadow(640, 752, 210, 22),
    path(body, glaze),
    '<g clip-path="url(#vase)">',
    band(250, 8, light) + band(272, 4, light),
    band(432, 12, dark) + band(454, 5, light),
    ...range(7).map(lozenge),
    band(568, 5, light) + band(590, 12, dark),
    band(690, 20, dark),
    '</g>',
    path(body, 'url(#round)'),
    ellipse(640, 172, 96, 14, c(50, 52)) + ellipse(640, 172, 78, 9, c(50, 16)),
  ].join('');
}

/** A camera from the front: a silver top plate with viewfinder hump and dials over a leathery body, and a big lens. */
function camera(c: Colour): string {
  const [leather, black, accent] = [c(40, 34), c(10, 12), c(80, 58, 180)];
  const ring = (r: number, fill: string, extra = '') => circle(640, 530, r, fill, extra);
  return [
    `<defs>${linear('plate', c(8, 92), c(8, 64))}${tile('grain', 0, 0, 10, circle(5, 5, 2, c(40, 26)))}`,
    `<radialGradient id="glass" cx="0.38" cy="0.34"><stop offset="0" stop-color="${c(75, 52)}"/>`,
    `<stop offset="1" stop-color="${c(80, 8, 40)}"/></radialGradient></defs>`,
    shadow(640, 716, 340, 24),
    // On top: a dial, the shutter button and the viewfinder hump with its window; then the body and its plate.
    rect(420, 272, 84, 34, 8, black) + rect(776, 280, 60, 24, 8, 'url(#plate)'),
    path('M538 320L570 234Q574 224 586 224H694Q706 224 710 234L742 320Z', 'url(#plate)'),
    rect(600, 250, 80, 36, 6, black),
    rect(360, 290, 560, 410, 36, leather) + rect(360, 290, 560, 410, 36, 'url(#grain)'),
    path('M360 410V326Q360 290 396 290H884Q920 290 920 326V410Z', 'url(#plate)'),
    circle(446, 350, 14, accent) + circle(842, 350, 10, black),
    // The lens: its barrel, a ridged focus ring, a trim ring and the glass with the aperture dark in its middle.
    ring(170, black),
    ring(150, 'none', ` stroke="${c(10, 28)}" stroke-width="20" stroke-dasharray="7 7"`),
    ring(126, c(10, 20)) + ring(116, 'none', ` stroke="${accent}" stroke-width="3"`),
    ring(102, 'url(#glass)') + ring(42, c(80, 6, 40)),
    circle(598, 488, 18, '#fff', ' fill-opacity="0.55"') + circle(680, 576, 8, '#fff', ' fill-opacity="0.3"'),
    path('M560 530A80 80 0 0 1 640 450', 'none', ' stroke="#fff" stroke-opacity="0.25" stroke-width="6"'),
  ].join('');
}

/** A notebook lying flat, held shut by an elastic band, a ribbon marker hanging out, and a pen lying beside it. */
function notebook(c: Colour): string {
  const [cover, dark, accent, metal] = [c(45, 38), c(45, 22), c(65, 50, 180), c(8, 80)];
  // The pen points down, turned a little; cap, barrel, grip and nib from the top.
  const pen = [
    rect(866, 200, 36, 200, 16, accent),
    rect(879, 226, 10, 140, 5, metal),
    rect(866, 396, 36, 10, 0, metal),
    rect(866, 404, 36, 260, 6, accent),
    polygon('866,660 902,660 890,716 878,716', c(10, 20)),
    polygon('878,714 890,714 884,740', metal),
  ].join('');
  return [
    lying(
      rect(420, 190, 370, 560, 16, '#000') + `<g${turned(10, 884, 470)}>${rect(866, 200, 36, 540, 16, '#000')}</g>`,
    ),
    // The pages show past the cover on the right and at the bottom, their edges in faint bundles.
    rect(428, 198, 360, 552, 14, c(25, 92)),
    ...range(6).map((i) => rect(780, 210 + i * 90, 8, 50, 0, c(20, 84))),
    polygon('578,740 602,740 602,806 590,794 578,806', accent), // The ribbon marker, its end cut in a notch.
    // The cover: its spine darker on the left, a label pressed into it, the elastic band round it near the right edge.
    rect(420, 190, 360, 552, 16, cover),
    rect(420, 190, 34, 552, 16, dark) + rect(440, 190, 14, 552, 0, dark),
    rect(520, 300, 180, 100, 10, c(45, 34)),
    rect(712, 184, 24, 564, 6, c(40, 16)),
    `<g${turned(10, 884, 470)}>${pen}</g>`,
  ].join('');
}

const DRAWINGS = {
  phone,
  laptop,
  workstation,
  carpet,
  rug,
  prayerrug,
  book,
  headphones,
  speaker,
  tablet,
  teapot,
  lamp,
  watch,
  vase,
  camera,
  cushion,
  scarf,
  notebook,
};

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

/** A drawing's own ids (its gradients) made unique to it, so several drawings can share one picture. */
const scoped = (svg: string, prefix: string) =>
  svg.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);

/**
 * A 1440×480 banner: products of these kinds side by side, each in its own colours, on a band of the first one's hue
 * (the demo home page's first block, as wide as the page and three times as wide as high).
 */
export function demoBannerSvg(products: readonly { kind: DemoPictureKind; hue: number }[]): string {
  const hueOf = (hue: number) => (Number.isFinite(hue) ? ((Math.round(hue) % 360) + 360) % 360 : 0);
  const band = hueOf(products[0]?.hue ?? 0);
  const step = 1440 / products.length;
  const drawn = products.map(({ kind, hue }, i) => {
    const c: Colour = (s, l, turn = 0) => `hsl(${(hueOf(hue) + turn + 360) % 360},${s}%,${l}%)`;
    // Each drawing fills a 1280×960 frame: at half size, its middle goes to the middle of its share of the band.
    const shade = `<defs><radialGradient id="shade"><stop offset="0" stop-color="${c(30, 20)}" stop-opacity="0.35"/>`;
    const body = `${shade}<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>${DRAWINGS[kind](c)}`;
    return `<g transform="translate(${step * i + step / 2 - 320} 0) scale(0.5)">${scoped(body, `p${i}`)}</g>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="480" viewBox="0 0 1440 480">',
    `<defs>${linear('band', `hsl(${band},40%,94%)`, `hsl(${(band + 40) % 360},45%,84%)`, 1, 0)}</defs>`,
    '<rect width="1440" height="480" fill="url(#band)"/>',
    ...drawn,
    '</svg>',
  ].join('');
}
