import type { ComponentType } from 'react';
import type { BlockComponent } from '../blocks/types';
import type { RouteName, ThemeName } from '@saray/contracts/storefront/state';

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
  /** The theme's own screens, by route; the others are the shared ones. */
  screens?: Partial<Record<RouteName, ComponentType>>;
}
