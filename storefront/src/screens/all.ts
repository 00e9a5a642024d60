import type { ComponentType } from 'react';
import { AccountScreen } from './AccountScreen';
import { ArchivesScreen } from './ArchivesScreen';
import { AuthScreen } from './AuthScreen';
import { CartScreen } from './CartScreen';
import { CategoryScreen } from './CategoryScreen';
import { CompareScreen } from './CompareScreen';
import { ContactScreen } from './ContactScreen';
import { ContentScreen } from './ContentScreen';
import { ErrorScreen } from './ErrorScreen';
import { InvoiceScreen } from './InvoiceScreen';
import { LandScreen } from './LandScreen';
import { LandsScreen } from './LandsScreen';
import { LoansScreen } from './LoansScreen';
import { PageScreen } from './PageScreen';
import { PaymentScreen } from './PaymentScreen';
import { ProductScreen } from './ProductScreen';
import { WhitePaperScreen } from './WhitePaperScreen';
import { CurrenciesScreen } from './exchange/CurrenciesScreen';
import { MarketScreen } from './exchange/MarketScreen';
import { MarketsScreen } from './exchange/MarketsScreen';
import { StakingScreen } from './exchange/StakingScreen';

/** Every shared screen by its file (see ./registry), for the server renderer; the browser loads them one by one. */
export const SCREENS: Record<string, ComponentType> = {
  AccountScreen,
  ArchivesScreen,
  AuthScreen,
  CartScreen,
  CategoryScreen,
  CompareScreen,
  ContactScreen,
  ContentScreen,
  ErrorScreen,
  InvoiceScreen,
  LandScreen,
  LandsScreen,
  LoansScreen,
  PageScreen,
  PaymentScreen,
  ProductScreen,
  WhitePaperScreen,
  'exchange/CurrenciesScreen': CurrenciesScreen,
  'exchange/MarketScreen': MarketScreen,
  'exchange/MarketsScreen': MarketsScreen,
  'exchange/StakingScreen': StakingScreen,
};
