import type { ComponentType } from 'react';
import { AccountScreen } from './AccountScreen';
import { AuthScreen } from './AuthScreen';
import { CartScreen } from './CartScreen';
import { CategoryScreen } from './CategoryScreen';
import { ContentScreen } from './ContentScreen';
import { ErrorScreen } from './ErrorScreen';
import { InvoiceScreen } from './InvoiceScreen';
import { PageScreen } from './PageScreen';
import { PaymentScreen } from './PaymentScreen';
import { ProductScreen } from './ProductScreen';
import { CurrenciesScreen } from './exchange/CurrenciesScreen';
import { MarketScreen } from './exchange/MarketScreen';
import { MarketsScreen } from './exchange/MarketsScreen';
import { StakingScreen } from './exchange/StakingScreen';

/** Every shared screen by its file (see ./registry), for the server renderer; the browser loads them one by one. */
export const SCREENS: Record<string, ComponentType> = {
  AccountScreen,
  AuthScreen,
  CartScreen,
  CategoryScreen,
  ContentScreen,
  ErrorScreen,
  InvoiceScreen,
  PageScreen,
  PaymentScreen,
  ProductScreen,
  'exchange/CurrenciesScreen': CurrenciesScreen,
  'exchange/MarketScreen': MarketScreen,
  'exchange/MarketsScreen': MarketsScreen,
  'exchange/StakingScreen': StakingScreen,
};
