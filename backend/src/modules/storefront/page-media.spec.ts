import { pictureMedia, pictureNames } from './page-media.js';

const A = '0b7c4a61-58f5-4c1e-9d7a-3c2e1f0a9b8c.webp';
const B = '1c8d5b72-69a6-4d2f-8eab-4d3f2a1b0c9d.png';
const C = '2d9e6c83-7ab7-4e30-9fbc-5e4a3b2c1dae.jpg';

describe('pictureNames', () => {
  test('finds stored pictures at any depth, alone or in a comma list, each once', () => {
    const state = {
      data: { products: [{ picture: A, name: 'Rug' }], product: { pictures: [A, B] } },
      layout: { main: [{ dataContent: { image: { content: `${B}, ${C}` } } }] },
    };
    expect([...pictureNames(state)].sort()).toEqual([A, B, C].sort());
  });

  test('passes over text that only mentions a picture, a bare id and other values', () => {
    const id = A.slice(0, 36);
    expect(pictureNames({ html: `<img src="/api/CMS/Image/Images/${A}">`, guid: id, n: 3, none: null }).size).toBe(0);
  });
});

describe('pictureMedia', () => {
  const row = { file: A, alt: 'A red rug', alt_fa: 'فرش قرمز', alt_tr: '', focal_point: '50 50' };

  test('the text in the language, else the fallback language, else the default; an empty text counts as none', () => {
    expect(pictureMedia(row, 'fa')).toEqual({ alt: 'فرش قرمز' });
    expect(pictureMedia(row, 'tr')).toEqual({ alt: 'A red rug' });
    expect(pictureMedia(row, 'tr', 'fa')).toEqual({ alt: 'فرش قرمز' });
  });

  test('the focal point only off the middle; nothing for an entry with neither', () => {
    expect(pictureMedia({ ...row, focal_point: '20 80' }, 'en')).toEqual({ alt: 'A red rug', focalPoint: '20 80' });
    expect(pictureMedia({ ...row, alt: '', alt_fa: null, focal_point: '0 100' }, 'fa')).toEqual({
      focalPoint: '0 100',
    });
    expect(pictureMedia({ ...row, alt: null, alt_fa: null }, 'fa')).toBeUndefined();
  });
});
