import type { Provider } from '@nestjs/common';
import { AccountSections } from './account-sections.js';
import { BlockLoaders } from './block-loaders.js';
import { ExchangeScreens } from './exchange-screens.js';
import { FavoriteHooks } from './favorite.hooks.js';
import { PageMedia } from './page-media.js';
import { ProductAttributes } from './product-attributes.js';
import { ProductFilterService } from './product-filters.js';
import { RouteDataService } from './route-data.service.js';
import { SitemapService } from './sitemap.service.js';
import { StorefrontRenderer } from './storefront-renderer.js';
import { StorefrontStateService } from './storefront-state.service.js';
import { TicketScreens } from './ticket-screens.js';

export const storefrontProviders: Provider[] = [
  AccountSections,
  BlockLoaders,
  ExchangeScreens,
  FavoriteHooks,
  PageMedia,
  ProductAttributes,
  ProductFilterService,
  RouteDataService,
  SitemapService,
  StorefrontRenderer,
  StorefrontStateService,
  TicketScreens,
];
