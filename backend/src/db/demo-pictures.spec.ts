import sharp from 'sharp';
import { demoBannerSvg, demoPictureSvg, type DemoPictureKind } from './demo-pictures.js';

// Every kind, listed as the keys of a record over them: leaving one out (or naming an unknown one) fails to compile.
const KINDS = Object.keys({
  phone: true,
  laptop: true,
  workstation: true,
  carpet: true,
  rug: true,
  prayerrug: true,
  book: true,
  headphones: true,
  speaker: true,
  tablet: true,
  teapot: true,
  lamp: true,
  watch: true,
  vase: true,
  camera: true,
  cushion: true,
  scarf: true,
  notebook: true,
} satisfies Record<DemoPictureKind, true>) as DemoPictureKind[];

describe('demoPictureSvg', () => {
  it.each(KINDS.flatMap((kind) => [20, 210].map((hue) => [kind, hue] as const)))(
    'draws a %s in hue %d that renders to a 1280×960 WebP',
    async (kind, hue) => {
      const svg = demoPictureSvg(kind, hue);
      const webp = await sharp(Buffer.from(svg)).webp().toBuffer();
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 960]);
      // Something is drawn on the background: the picture is far from one flat colour.
      const { channels } = await sharp(webp).stats();
      expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(15);
    },
  );

  it('holds only shapes: no text, fonts, pictures from elsewhere or scripts', () => {
    for (const kind of KINDS) {
      const svg = demoPictureSvg(kind, 120);
      expect(svg).toMatch(/^<svg [^>]*width="1280" height="960" viewBox="0 0 1280 960"/);
      for (const banned of ['<text', '<image', 'href="http', '<script', '@import', 'font']) {
        expect(svg).not.toContain(banned);
      }
    }
  });

  it('draws the same picture for the same kind and hue, and a different one for another kind or hue', () => {
    expect(demoPictureSvg('carpet', 15)).toBe(demoPictureSvg('carpet', 15));
    expect(demoPictureSvg('carpet', 15)).not.toBe(demoPictureSvg('carpet', 200));
    expect(new Set(KINDS.map((kind) => demoPictureSvg(kind, 15))).size).toBe(KINDS.length);
  });
});

describe('demoBannerSvg', () => {
  const products = [
    { kind: 'carpet', hue: 8 },
    { kind: 'teapot', hue: 200 },
    { kind: 'lamp', hue: 40 },
  ] as const;

  it('renders the products side by side on a 1440×480 band, each drawing keeping its own colours', async () => {
    const svg = demoBannerSvg(products);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1440, 480]);
    // Each product's gradients are its own: no id is defined twice.
    const ids = [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
    // Each third of the band has a drawing on it: far from the band's flat colours.
    for (const third of [0, 1, 2]) {
      const part = await sharp(png)
        .extract({ left: third * 480, top: 0, width: 480, height: 480 })
        .stats();
      expect(Math.max(...part.channels.map((channel) => channel.stdev))).toBeGreaterThan(15);
    }
    for (const banned of ['<text', '<image', 'href="http', '<script']) expect(svg).not.toContain(banned);
  });
});
