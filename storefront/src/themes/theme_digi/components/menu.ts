import type { CategoryMenuNode } from '@saray/contracts/storefront/state';

/** A category's page. */
export const categoryPath = (node: Pick<CategoryMenuNode, 'guid'>): string => `/cat/product/${node.guid}`;

/** What a key does in the mega-menu: move in a list, go into the open category's links or out of them, or close. */
export type MenuMove = 'next' | 'previous' | 'first' | 'last' | 'into' | 'out' | 'close';

/**
 * A key as a move in the mega-menu. The groups lie after the column in the reading direction, so the arrow pointing
 * that way goes into them: right in a left-to-right page, left in a right-to-left one.
 *
 * @example menuMove('ArrowLeft', true) // 'into'
 */
export function menuMove(key: string, rtl: boolean): MenuMove | undefined {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    case 'ArrowRight':
      return rtl ? 'out' : 'into';
    case 'ArrowLeft':
      return rtl ? 'into' : 'out';
    default:
      return undefined;
  }
}
