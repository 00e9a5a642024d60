import { linkHref } from './BlockLink';
import { excerpt, plainText } from './html-text';
import { withAnchors } from './privacypolicy/anchors';
import { discountPercent } from './ProductPrice';

const href = (path: string) => `/fa/${path.replace(/^\/+/, '')}`;

describe('block helpers', () => {
  test('linkHref keeps the language base on store paths and refuses script addresses', () => {
    expect(linkHref('/pages/about', href)).toBe('/fa/pages/about');
    expect(linkHref('https://example.com', href)).toBe('https://example.com');
    expect(linkHref('mailto:shop@example.com', href)).toBe('mailto:shop@example.com');
    expect(linkHref(' javascript:alert(1)', href)).toBe('');
    expect(linkHref('data:text/html,x', href)).toBe('');
    expect(linkHref('', href)).toBe('');
  });

  test('plainText and excerpt read text out of sanitised HTML', () => {
    expect(plainText('<p>Tea &amp; <b>sugar</b>&#33;</p>')).toBe('Tea & sugar!');
    expect(excerpt('<p>one two three four</p>', 10)).toBe('one two…');
    expect(excerpt('short', 10)).toBe('short');
  });

  test('withAnchors numbers h2/h3 headings and skips empty ones', () => {
    const { html, headings } = withAnchors('<h2 dir="rtl">الف</h2><h3></h3><h4>x</h4><h3>B</h3>', 'p');
    expect(html).toBe('<h2 dir="rtl" id="p-1">الف</h2><h3></h3><h4>x</h4><h3 id="p-2">B</h3>');
    expect(headings).toEqual([
      { id: 'p-1', level: 2, text: 'الف' },
      { id: 'p-2', level: 3, text: 'B' },
    ]);
  });

  test('discountPercent only for a real reduction', () => {
    expect(discountPercent({ price: '75', oldPrice: '100' })).toBe(25);
    expect(discountPercent({ price: '100', oldPrice: '90' })).toBe(0);
    expect(discountPercent({ price: '100', oldPrice: null })).toBe(0);
  });
});
