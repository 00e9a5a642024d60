import { pathContext } from './path-segments.js';

describe('pathContext', () => {
  test.each([
    ['/', { rest: '/' }],
    ['/api/products', { rest: '/api/products' }],
    ['/fa', { lang: 'fa', rest: '/' }],
    ['/en/', { lang: 'en', rest: '/' }],
    ['/tr/pages/about', { lang: 'tr', rest: '/pages/about' }],
    ['/fa/dashboard/Catalog/Product', { lang: 'fa', rest: '/dashboard/Catalog/Product' }],
    ['/fa/Authentication', { lang: 'fa', rest: '/Authentication' }],
    ['/fa/main', { lang: 'fa', store: 'main', rest: '/' }],
    ['/fa/main/p/silk-rug?x=1', { lang: 'fa', store: 'main', rest: '/p/silk-rug' }],
    ['/de/main/p/rug', { rest: '/de/main/p/rug' }],
    ['/en/shoppingcart', { lang: 'en', rest: '/shoppingcart' }],
  ])('%s', (path, expected) => expect(pathContext(path)).toEqual(expected));

  test('every reserved word of the spec stays a route', () => {
    for (const word of [
      'pages',
      'content',
      'account',
      'dashboard',
      'authentication',
      'market',
      'staking',
      'lands',
      'loans',
      'cms',
      'p',
      'c',
      'error',
      'payment',
      'cat',
      'shoppingcart',
      'map',
      'contactus',
      'whitepaper',
      'archives',
      'compare',
    ]) {
      expect(pathContext(`/en/${word}/x`).store).toBeUndefined();
    }
  });
});
