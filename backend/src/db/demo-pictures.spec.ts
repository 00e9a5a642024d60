import sharp from 'sharp';
import { demoPictureSvg, type DemoPictureKind } from './demo-pictures.js';

const KINDS: DemoPictureKind[] = [
  'phone',
  'laptop',
  'workstation',
  'carpet',
  'rug',
  'prayerrug',
  'book',
  'headphones',
  'speaker',
  'tablet',
];

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
