import type { ProductAttribute } from '@saray/contracts/storefront/state';

/** How many of a product's attributes its summary beside the price shows. */
export const KEY_SPECS = 5;

/**
 * The attributes a product page sums up near its price: the first few in display order that read in a line (text and
 * flags; rich text stays in the table), at most one of each name.
 *
 * @example keySpecs([{ name: 'Screen', value: '6.1', kind: 'text' }, { name: 'Notes', value: '<p>…</p>', kind: 'html' }])
 * // [{ name: 'Screen', value: '6.1', kind: 'text' }]
 */
export function keySpecs(attributes: ProductAttribute[], count = KEY_SPECS): ProductAttribute[] {
  const seen = new Set<string>();
  return attributes.filter((a) => a.kind !== 'html' && !seen.has(a.name) && seen.add(a.name)).slice(0, count);
}
