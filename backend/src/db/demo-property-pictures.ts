/**
 * The demo listings' pictures, drawn in code as SVG like the other demo pictures (nothing is downloaded where the demo
 * is seeded) and stored as WebP by the seed: a building of the listing's kind under a sky, and a room inside it. Each
 * is 1280×960; the hue tints the building (or the room's walls) so each listing gets its own.
 */
export type DemoPropertyKind = 'apartment' | 'tower' | 'villa' | 'house' | 'room';

type Tone = (saturation: number, lightness: number, turn?: number) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const poly = (points: number[], fill: string) => `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A window pane: the sky's light in the glass, a frame and a sill. */
const pane = (x: number, y: number, w: number, h: number, lit: boolean) =>
  rect(x - 4, y - 4, w + 8, h + 8, '#f4f1ea', 3) +
  rect(x, y, w, h, lit ? '#ffd98a' : '#9cc4dc') +
  rect(x, y + h / 2 - 2, w, 4, '#f4f1ea');

/** Trees along the ground, round crowns on trunks. */
const trees = (xs: number[], ground: number, tone: Tone) =>
  xs
    .map(
      (x, i) =>
        rect(x - 7, ground - 70, 14, 70, '#6b4a2f') +
        circle(x, ground - 100, 52 - (i % 2) * 10, tone(45, 34 + (i % 3) * 4, 110 - (i % 2) * 20)),
    )
    .join('');

function apartment(tone: Tone): string {
  const floors = 6;
  const windows = times(floors * 4).map((i) => {
    const [row, col] = [Math.floor(i / 4), i % 4];
    return pane(420 + col * 118, 250 + row * 92, 62, 58, (i * 7) % 5 === 0);
  });
  const balconies = times(floors).map((row) => rect(400, 318 + row * 92, 480, 10, tone(15, 30)));
  return [
    rect(380, 210, 520, floors * 92 + 90, tone(30, 78)),
    rect(370, 196, 540, 22, tone(20, 40)),
    ...windows,
    ...balconies,
    rect(596, 770, 88, 90, tone(30, 28), 6),
    trees([300, 980, 1080], 860, tone),
  ].join('');
}

function tower(tone: Tone): string {
  const panes = times(14 * 5).map((i) => {
    const [row, col] = [Math.floor(i / 5), i % 5];
    return rect(500 + col * 58, 130 + row * 50, 44, 36, (i * 11) % 7 === 0 ? '#ffd98a' : tone(35, 62, 180));
  });
  return [
    rect(470, 100, 340, 760, tone(20, 36)),
    rect(480, 110, 320, 740, tone(25, 44)),
    ...panes,
    rect(250, 520, 180, 340, tone(15, 70)),
    ...times(6).map((i) => pane(278 + (i % 2) * 70, 560 + Math.floor(i / 2) * 90, 44, 50, false)),
    rect(850, 600, 200, 260, tone(15, 74)),
    trees([200, 1110], 860, tone),
  ].join('');
}

function villa(tone: Tone): string {
  return [
    rect(250, 470, 780, 390, tone(35, 85)),
    poly([220, 480, 640, 260, 1060, 480], tone(45, 38, 10)),
    rect(300, 540, 160, 130, '#f4f1ea', 4) + pane(310, 550, 140, 110, false),
    rect(820, 540, 160, 130, '#f4f1ea', 4) + pane(830, 550, 140, 110, true),
    rect(580, 620, 120, 240, tone(40, 30), 8),
    circle(680, 740, 6, '#f5d27a'),
    pane(595, 380, 90, 60, false),
    rect(0, 860, 1280, 100, tone(40, 40, 100)),
    trees([140, 1150], 860, tone),
  ].join('');
}

function house(tone: Tone): string {
  return [
    rect(200, 420, 880, 440, tone(40, 72, 20)),
    rect(200, 400, 880, 30, tone(30, 50, 20)),
    ...times(5).map((i) => `<path d="M${260 + i * 165} 640v-110a50 50 0 0 1 100 0v110z" fill="${tone(45, 40, 180)}"/>`),
    ...times(5).map((i) => rect(255 + i * 165, 640, 110, 12, '#f4f1ea')),
    rect(560, 700, 160, 160, tone(35, 30), 4),
    rect(380, 800, 520, 60, '#3f8fb5', 30),
    trees([120, 1170], 860, tone),
  ].join('');
}

function room(tone: Tone): string {
  return [
    rect(0, 0, 1280, 700, tone(25, 90)),
    rect(0, 700, 1280, 260, tone(30, 62, 30)),
    ...times(8).map((i) => rect(0, 715 + i * 32, 1280, 3, tone(30, 55, 30))),
    rect(760, 140, 380, 380, '#f4f1ea', 6) + rect(780, 160, 340, 340, '#9cc4dc') + rect(946, 160, 8, 340, '#f4f1ea'),
    rect(150, 200, 220, 160, tone(40, 45, 200), 4) + rect(165, 215, 190, 130, tone(50, 70, 160)),
    rect(140, 540, 560, 150, tone(45, 40), 30),
    rect(110, 500, 90, 190, tone(45, 34), 30) + rect(640, 500, 90, 190, tone(45, 34), 30),
    rect(170, 480, 500, 90, tone(45, 48), 24),
    rect(330, 760, 260, 20, '#6b4a2f', 6) + rect(350, 780, 14, 70, '#6b4a2f') + rect(556, 780, 14, 70, '#6b4a2f'),
    circle(1000, 640, 40, tone(45, 36, 110)) + rect(985, 660, 30, 60, '#8a5a3b'),
  ].join('');
}

const DRAWINGS: Record<DemoPropertyKind, (tone: Tone) => string> = { apartment, tower, villa, house, room };

/** A 1280×960 SVG picture of a property of this kind, in colours from `hue` (0–359). */
export function demoPropertySvg(kind: DemoPropertyKind, hue: number): string {
  const base = ((Math.round(hue) % 360) + 360) % 360;
  const tone: Tone = (s, l, turn = 0) => `hsl(${(base + turn + 360) % 360},${s}%,${l}%)`;
  const sky =
    kind === 'room'
      ? ''
      : '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/>' +
        '<stop offset="1" stop-color="#e6f3fb"/></linearGradient></defs><rect width="1280" height="960" fill="url(#sky)"/>' +
        circle(1100, 140, 60, '#fff3c4') +
        rect(0, 860, 1280, 100, '#c9c3b6');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960" viewBox="0 0 1280 960">',
    sky,
    DRAWINGS[kind](tone),
    '</svg>',
  ].join('');
}
