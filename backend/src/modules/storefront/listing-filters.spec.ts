import type { ProductCard, ProductFilters } from '@saray/contracts/storefront/state';
import { fitFilters, narrowTo } from './listing-filters.js';

const card = (id: number, listing?: ProductCard['listing']): ProductCard => ({
  id,
  guid: `g-${id}`,
  name: `Product ${id}`,
  sku: `P-${id}`,
  price: '10',
  ...(listing ? { listing } : {}),
});
const home = card(1, {
  facts: [{ id: 7, name: 'Area', value: '120', kind: 'number', icon: 'area' }],
  city: 'Tehran',
  region: 'Elahieh',
});
const phone = card(2);
const offered: ProductFilters = {
  price: { min: '', max: '' },
  ranges: [
    { id: 7, name: 'Area', icon: 'area', min: '', max: '' },
    { id: 8, name: 'Bedrooms', icon: 'rooms', min: '', max: '' },
  ],
  cities: [{ id: 1, name: 'Tehran' }],
  regions: [{ id: 5, name: 'Elahieh', parent: 'Tehran' }],
};

describe('the filters a list of products needs', () => {
  test('a list of homes offers the ranges its listings carry and their places', () => {
    expect(fitFilters(offered, [home, phone])).toEqual({
      price: { min: '', max: '' },
      ranges: [offered.ranges![0]],
      cities: offered.cities,
      regions: offered.regions,
    });
  });

  test('a list of phones offers none of them, and the other filters as they were', () => {
    expect(fitFilters(offered, [phone])).toEqual({ price: { min: '', max: '' } });
  });

  test('a range or place the visitor chose stays, even when nothing on the list matches it', () => {
    const chosen: ProductFilters = {
      ...offered,
      ranges: [offered.ranges![0]!, { ...offered.ranges![1]!, min: '4' }],
      city: 1,
    };
    expect(fitFilters(chosen, [])).toEqual({
      price: { min: '', max: '' },
      ranges: [{ id: 8, name: 'Bedrooms', icon: 'rooms', min: '4', max: '' }],
      cities: offered.cities,
      city: 1,
    });
  });
});

describe('narrowing the products a list reads', () => {
  test('the first narrowing sets the ids; later ones keep only the ids in both', () => {
    const where: Record<string, unknown> = { categoryId: 3 };
    narrowTo(where, new Set([1, 2, 3]));
    expect(where).toEqual({ categoryId: 3, id: [1, 2, 3] });
    narrowTo(where, new Set([3, 2, 9]));
    expect((where.id as number[]).sort()).toEqual([2, 3]);
  });

  test('nothing matched reads no product (id 0 is never a record)', () => {
    const where: Record<string, unknown> = {};
    narrowTo(where, new Set());
    expect(where.id).toEqual([0]);
    narrowTo(where, new Set([4]));
    expect(where.id).toEqual([0]);
  });
});
