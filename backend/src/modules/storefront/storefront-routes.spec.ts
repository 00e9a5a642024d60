import { matchRoute } from './storefront-routes.js';

const guid = '3f2c1a9e-1b2c-4d5e-8f90-1234567890ab';

describe('matchRoute', () => {
  test.each([
    ['/', 'Home', {}],
    ['/pages/about-us', 'Pages', { slug: 'about-us' }],
    ['/pages', 'Content', { type: 'pages' }],
    ['/content/news/spring', 'Content', { type: 'news', slug: 'spring' }],
    ['/content/blogs', 'Content', { type: 'blogs' }],
    [`/p/${guid}`, 'Products', { slug: guid }],
    ['/p', 'Products', {}],
    ['/cat', 'Categories', {}],
    [`/cat/${guid}`, 'Categories', { slug: guid }],
    [`/cat/product/${guid}`, 'Categories', { type: 'product', slug: guid }],
    ['/shoppingcart', 'ShoppingCart', {}],
    ['/c/sellers', 'SpecialCustomers', { slug: 'sellers' }],
    ['/payment/abc', 'ExternalPayment', { paymentguid: 'abc' }],
    ['/payment/zarinpal/verify', 'VerifyPayment', { paymentmethod: 'zarinpal' }],
    ['/error/404', 'PageNotFound', {}],
    ['/market', 'Markets', {}],
    ['/market/btcusdt', 'Market', { symbol: 'BTCUSDT' }],
    ['/market/Currencies', 'Currencies', {}],
    ['/staking', 'Staking', {}],
    ['/lands', 'Lands', {}],
    ['/lands/42', 'Land', { id: '42' }],
    ['/Loans', 'Loans', {}],
    ['/ContactUs', 'ContactUs', {}],
    ['/whitepaper', 'WhitePaper', {}],
    ['/archives', 'Archives', {}],
    ['/archives/2026', 'Archives', { year: '2026' }],
    ['/archives/1405/08', 'Archives', { year: '1405', month: '8' }],
    ['/archives/2026/11', 'Archives', { year: '2026', month: '11' }],
    ['/compare?ids=1,2', 'Compare', {}],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params, audience: 'anyone' });
  });

  test('sign-in is for visitors; two-factor, change password and the account need a session', () => {
    expect(matchRoute('/Authentication')?.audience).toBe('guests');
    expect(matchRoute('/authentication/TwoFactorAuthentication')).toMatchObject({
      name: 'TwoFactorAuthentication',
      audience: 'signedIn',
    });
    expect(matchRoute('/Authentication/ChangePassword')?.audience).toBe('signedIn');
    expect(matchRoute('/account/myaddresses')).toMatchObject({
      params: { section: 'myaddresses' },
      audience: 'signedIn',
    });
    expect(matchRoute('/account/mypayments/ProductOrder/12')?.params).toMatchObject({
      entityName: 'ProductOrder',
      entityId: '12',
    });
  });

  test('my customers is for administrators only', () => {
    expect(matchRoute('/account/mycustomers')?.audience).toBe('administrators');
  });

  test('unknown paths and extra segments are not found', () => {
    for (const path of [
      '/nowhere',
      '/pages/a/b',
      '/account/secret',
      '/error/500',
      '/authentication/other',
      '/p/a/b',
      '/market/a/b',
      '/lands/plaza',
      '/lands/1/2',
      '/loans/1',
      '/contactus/x',
      '/whitepaper/2',
      '/archives/26',
      '/archives/2026/13',
      '/archives/2026/0',
      '/archives/2026/11/3',
      '/archives/2026/nov',
      '/compare/1',
      '/market/../x',
      '/staking/1',
    ])
      expect(matchRoute(path)).toBeUndefined();
  });
});
