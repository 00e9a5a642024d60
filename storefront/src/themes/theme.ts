import type { ComponentType } from 'react';
import type { BlockComponent } from '../blocks/types';
import type { ProductCard, RouteName, ThemeName } from '@saray/contracts/storefront/state';

/**
 * A theme (spec 1 §1): block components (by lower-case componentName), design tokens, layout switches and the
 * screens it draws its own way. A theme starts from the official one and replaces the tokens, and whichever blocks
 * and screens it draws differently; a screen it does not supply is the shared one.
 */
export interface Theme {
  name: ThemeName;
  blocks: Record<string, BlockComponent>;
  /** CSS custom properties set on the root element. */
  tokens: Record<string, string>;
  /** Layout switches the shared screens read. */
  layout: { header: 'bar' | 'centered' | 'stacked'; productGrid: 'cards' | 'dense' | 'list' };
  /**
   * The theme's own screens, by route: the name of a file in the theme's screens/ folder that exports a component
   * of that name (a chunk of its own, like the shared screens); the other routes have the shared ones.
   */
  screens?: Partial<Record<RouteName, string>>;
  /**
   * What the theme adds to the shared layout: a category menu first in the header's menu (`mobile` in the phone's
   * menu drawer, an item of its list), actions on every product card and in a product page's buying box, and
   * something drawn once after the page's main part (a floating bar).
   */
  extras?: {
    categoryMenu?: ComponentType<{ mobile: boolean }>;
    productActions?: ComponentType<{ product: ProductCard }>;
    floating?: ComponentType;
  };
}
