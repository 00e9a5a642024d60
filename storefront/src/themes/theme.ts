import type { BlockComponent } from '../blocks/types';
import type { ThemeName } from '@saray/contracts/storefront/state';

/**
 * A theme: block components (by lower-case componentName) and design tokens. A variant starts from the official
 * theme and replaces the tokens and whichever components it draws differently.
 */
export interface Theme {
  name: ThemeName;
  blocks: Record<string, BlockComponent>;
  /** CSS custom properties set on the root element. */
  tokens: Record<string, string>;
  /** Layout switches the shared screens read. */
  layout: { header: 'bar' | 'centered' | 'stacked'; productGrid: 'cards' | 'dense' | 'list' };
}
