// The views of an electronics store: the header's category menu and the comparison of products side by side.
import type { ProductAttribute, ProductCard, ThemeName } from '../state.js';

/**
 * The themes whose header opens a menu of the product categories: the server reads the tree for their stores only,
 * so the other themes' pages cost what they did.
 */
export const CATEGORY_MENU_THEMES: readonly ThemeName[] = ['theme_digi'];

/** A product category in the category menu, with its children (three levels: columns, groups, links). */
export interface CategoryMenuNode {
  guid: string;
  name: string;
  /** A top category's first picture (a stored file name), shown beside its groups. */
  picture?: string;
  children: CategoryMenuNode[];
}

/** How many products a comparison holds at most. */
export const COMPARE_LIMIT = 4;

/** One attribute's row of a comparison: each product's value in the products' order, null where it has none. */
export interface CompareRow {
  name: string;
  group: string | null;
  kind: ProductAttribute['kind'];
  values: (string | null)[];
}

/**
 * /compare?ids=1,2,3: the published products asked for (whole-number ids, the first four; unknown ones left out), in
 * the order asked, and every attribute any of them has, in the attributes' display order.
 */
export interface CompareView {
  products: ProductCard[];
  rows: CompareRow[];
}
