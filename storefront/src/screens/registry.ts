import type { RouteName, StorefrontState } from '@saray/contracts/storefront/state';

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
    case 'Lands':
      return 'LandsScreen';
    case 'Land':
      return 'LandScreen';
    case 'Loans':
      return 'LoansScreen';
    case 'ContactUs':
      return 'ContactScreen';
    case 'WhitePaper':
      return 'WhitePaperScreen';
    case 'Archives':
      return 'ArchivesScreen';
    case 'Compare':
      return 'CompareScreen';
    default:
      return 'ErrorScreen';
  }
}

/**
 * The modules of a request's page, as paths under src/ without their extension: the route's shared screen, and the
 * theme's own for the route (in its screens/ folder) when it has one, which draws the page and may draw the shared
 * one inside it (a product not found, the home page's blocks).
 */
export function screenModules(
  state: StorefrontState,
  theme: { name: string; screens?: Partial<Record<RouteName, string>> },
) {
  const own = theme.screens?.[state.route.name];
  return { shared: `screens/${screenFile(state)}`, own: own ? `themes/${theme.name}/screens/${own}` : null };
}

/** The component a screen module exports: the one named like its file. */
export const componentName = (module: string): string => module.split('/').pop()!;
