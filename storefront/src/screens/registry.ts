import type { StorefrontState } from '@saray/contracts/storefront/state';

/**
 * The shared screen that draws a request's route, named by its file under src/screens/ (the file exports a component
 * of the same name). The server renders every screen; the browser loads only the one its page needs, as a chunk of
 * its own the page preloads, so a screen's weight never lands on the pages that do not show it.
 */
export function screenFile(state: StorefrontState): string {
  switch (state.route.name) {
    case 'Home':
    case 'Pages':
    case 'SpecialCustomers':
      return 'PageScreen';
    case 'Content':
      return 'ContentScreen';
    case 'Products':
      return 'ProductScreen';
    case 'Categories':
      return 'CategoryScreen';
    case 'ShoppingCart':
      return state.data.invoice ? 'InvoiceScreen' : 'CartScreen';
    case 'ExternalPayment':
    case 'VerifyPayment':
      return 'PaymentScreen';
    case 'Auth':
    case 'TwoFactorAuthentication':
    case 'ChangePassword':
      return 'AuthScreen';
    case 'Account':
      return 'AccountScreen';
    case 'Markets':
      return 'exchange/MarketsScreen';
    case 'Market':
      return 'exchange/MarketScreen';
    case 'Currencies':
      return 'exchange/CurrenciesScreen';
    case 'Staking':
      return 'exchange/StakingScreen';
    default:
      return 'ErrorScreen';
  }
}

/** The key of a screen's module in the browser build's manifest, which the page preloads. */
export const screenSource = (file: string): string => `src/screens/${file}.tsx`;
