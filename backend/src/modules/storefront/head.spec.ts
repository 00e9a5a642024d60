import { headFor, plainText } from './head.js';

const base = {
  storeTitle: 'Saray Demo Bazaar',
  origin: 'https://shop.example',
  lang: 'fa' as const,
  languages: ['en' as const, 'fa' as const, 'tr' as const],
};

describe('headFor', () => {
  test('title joins the store name and the page title; the canonical is in the page language', () => {
    const head = headFor({ ...base, title: 'درباره ما', path: '/pages/about', description: 'Who we are' });
    expect(head.title).toBe('Saray Demo Bazaar | درباره ما');
    expect(head.description).toBe('Who we are');
    expect(head.canonical).toBe('https://shop.example/fa/pages/about');
    expect(head.alternates).toEqual([
      { lang: 'en', href: 'https://shop.example/en/pages/about' },
      { lang: 'fa', href: 'https://shop.example/fa/pages/about' },
      { lang: 'tr', href: 'https://shop.example/tr/pages/about' },
    ]);
  });

  test('the meta title wins over the title; the home page is the store name alone', () => {
    expect(headFor({ ...base, title: 'About', metaTitle: 'About Saray', path: '/x' }).title).toBe(
      'Saray Demo Bazaar | About Saray',
    );
    expect(headFor({ ...base, path: '/' })).toMatchObject({
      title: 'Saray Demo Bazaar',
      canonical: 'https://shop.example/fa',
    });
  });

  test('Open Graph tags carry the canonical address', () => {
    const head = headFor({ ...base, title: 'Rug', path: '/p/1', og: { 'og:type': 'product', 'og:title': 'Rug' } });
    expect(head.og).toEqual({ 'og:type': 'product', 'og:title': 'Rug', 'og:url': 'https://shop.example/fa/p/1' });
  });
});

test('plainText strips tags and entities and shortens', () => {
  expect(plainText('<p>Tea &amp; <b>sugar</b></p>')).toBe('Tea & sugar');
  expect(plainText('a'.repeat(200), 10)).toHaveLength(10);
});
