import { useStorefront } from '../context';
import { AccountScreen } from './AccountScreen';
import { AuthScreen } from './AuthScreen';
import { CategoryScreen } from './CategoryScreen';
import { ContentScreen } from './ContentScreen';
import { CartScreen } from './CartScreen';
import { ErrorScreen } from './ErrorScreen';
import { PageScreen } from './PageScreen';
import { InvoiceScreen } from './InvoiceScreen';
import { PaymentScreen } from './PaymentScreen';
import { ProductScreen } from './ProductScreen';
import { CurrenciesScreen } from './exchange/CurrenciesScreen';
import { MarketScreen } from './exchange/MarketScreen';
import { MarketsScreen } from './exchange/MarketsScreen';
import { StakingScreen } from './exchange/StakingScreen';

/** The screen of the matched route (spec 1 §2.1–2.2). */
export function Screen() {
  const { state } = useStorefront();
  switch (state.route.name) {
    case 'Home':
    case 'Pages':
    case 'SpecialCustomers':
      return <PageScreen />;
    case 'Content':
      return <ContentScreen />;
    case 'Products':
      return <ProductScreen />;
    case 'Categories':
      return <CategoryScreen />;
    case 'ShoppingCart':
      return state.data.invoice ? <InvoiceScreen /> : <CartScreen />;
    case 'ExternalPayment':
    case 'VerifyPayment':
      return <PaymentScreen />;
    case 'Auth':
    case 'TwoFactorAuthentication':
    case 'ChangePassword':
      return <AuthScreen />;
    case 'Account':
      return <AccountScreen />;
    case 'Markets':
      return <MarketsScreen />;
    case 'Market':
      return <MarketScreen />;
    case 'Currencies':
      return <CurrenciesScreen />;
    case 'Staking':
      return <StakingScreen />;
    case 'ServerError':
      return <ErrorScreen status={500} />;
    default:
      return <ErrorScreen status={404} />;
  }
}
