import { slugify } from './slug.js';

describe('slugify', () => {
  test.each([
    ['About us!', 'about-us'],
    ['  Terms & Conditions  ', 'terms-conditions'],
    ['درباره ما', 'درباره-ما'],
    ['Hakkımızda — İletişim', 'hakkımızda-iletişim'],
    ['Fiyatlar 2026', 'fiyatlar-2026'],
    ['---', ''],
    ['مُحَمَّد', 'مُحَمَّد'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  test('never longer than 200 characters, never ending in a hyphen', () => {
    const slug = slugify(`${'a'.repeat(199)} b`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
  });
});
