import type { Provider } from '@nestjs/common';
import { AccountSections } from './account-sections.js';
import { ArchiveScreens } from './archive-screens.js';
import { BlockLoaders } from './block-loaders.js';
import { CategoryMenu } from './category-menu.js';
import { ExchangeScreens } from './exchange-screens.js';
import { FavoriteHooks } from './favorite.hooks.js';
import { LandScreens } from './land-screens.js';
import { ListingFilters } from './listing-filters.js';
import { ListingReader } from './listings.js';
import { PageMedia } from './page-media.js';
import { PriceComparison } from './price-comparison.service.js';
import { ProfileScreen } from './profile-screen.js';
import { ProductAttributes } from './product-attributes.js';
import { ProductComparison } from './product-comparison.js';
import { ProductFilterService } from './product-filters.js';
import { RouteDataService } from './route-data.service.js';
import { SiteParts } from './site-parts.js';
import { SitemapService } from './sitemap.service.js';
import { StorefrontRenderer } from './storefront-renderer.js';
import { StorefrontStateService } from './storefront-state.service.js';
import { TicketScreens } from './ticket-screens.js';

export const storefrontProviders: Provider[] = [
  AccountSections,
  ArchiveScreens,
  BlockLoaders,
  CategoryMenu,
  ExchangeScreens,
  FavoriteHooks,
  LandScreens,
  ListingFilters,
  ListingReader,
  PageMedia,
  PriceComparison,
  ProfileScreen,
  ProductAttributes,
  ProductComparison,
  ProductFilterService,
  RouteDataService,
  SiteParts,
  SitemapService,
  StorefrontRenderer,
  StorefrontStateService,
  TicketScreens,
];
