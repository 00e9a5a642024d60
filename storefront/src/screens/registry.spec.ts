import type { RouteName } from '@saray/contracts/storefront/state';
import { testState } from '../testing/state';
import { SCREENS } from './all';
import { screenFile } from './registry';

// Every route, so a new one fails to compile here until it has a screen.
const ROUTES = Object.keys({
  Home: true,
  Pages: true,
  Content: true,
  Products: true,
  Categories: true,
  ShoppingCart: true,
  SpecialCustomers: true,
  ExternalPayment: true,
  VerifyPayment: true,
  Auth: true,
  TwoFactorAuthentication: true,
  ChangePassword: true,
  Account: true,
  Markets: true,
  Market: true,
  Currencies: true,
  Staking: true,
  Lands: true,
  Land: true,
  Loans: true,
  ContactUs: true,
  WhitePaper: true,
  Archives: true,
  Compare: true,
  PageNotFound: true,
  ServerError: true,
} satisfies Record<RouteName, true>) as RouteName[];

describe('the screen of a route', () => {
  test.each(ROUTES)('%s is drawn by a screen the server renders and the browser can load', (name) => {
    const file = screenFile(testState({ route: { name, params: {}, path: '/' } }));
    expect(SCREENS[file]).toBeDefined();
    expect(SCREENS[file]!.name).toBe(file.split('/').pop());
  });

  test('a cart that became an invoice is drawn by the invoice screen', () => {
    const state = testState({ route: { name: 'ShoppingCart', params: {}, path: '/ShoppingCart' } });
    expect(screenFile(state)).toBe('CartScreen');
    expect(screenFile({ ...state, data: { invoice: {} as never } })).toBe('InvoiceScreen');
  });
});
