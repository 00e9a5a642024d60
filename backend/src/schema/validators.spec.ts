import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { Registry } from './registry.js';
import { toDetails } from './validators.js';

const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const products = registry.byResource('products')!;
const customers = registry.byResource('customers')!;
const base = { name: 'Tea glass', price: '1.50', baseCoinId: 1, productTypeId: 1 };

const errorsOf = (entity: typeof products, data: object, mode: 'create' | 'update' = 'create') => {
  const v = entity.validators[mode];
  return v(data) ? [] : toDetails(entity.meta, v.errors).map((d) => [d.path, d.error]);
};

describe('record validators', () => {
  test('every entity file compiles into a create and an update validator', () => {
    for (const { meta, validators } of registry.entities)
      for (const mode of ['create', 'update'] as const)
        expect([meta.name, mode, typeof validators[mode]]).toEqual([meta.name, mode, 'function']);
  });

  test('a valid product passes; decimals are exact strings', () => {
    expect(errorsOf(products, base)).toEqual([]);
    expect(errorsOf(products, { ...base, price: '0.000000000000000001' })).toEqual([]);
  });

  test('decimal bounds are checked with decimal arithmetic, not floats', () => {
    expect(errorsOf(products, { ...base, price: '-0.000000000000000001' })).toEqual([
      ['/price', 'common.error.minimum'],
    ]);
    expect(errorsOf(products, { ...base, price: '1e3' })).toEqual([['/price', 'common.error.format']]);
  });

  test('x-errors override the generic key', () => {
    expect(errorsOf(products, { ...base, name: 'ab' })).toEqual([['/name', 'common.error.name_minlength']]);
  });

  test('integers stay inside the column', () => {
    expect(errorsOf(products, { ...base, stockQuantity: 2 ** 31 })).toEqual([
      ['/stockQuantity', 'common.error.maximum'],
    ]);
  });

  test('nullable fields accept null; required and defaulted ones do not', () => {
    expect(errorsOf(products, { ...base, categoryId: null, sku: null })).toEqual([]);
    expect(errorsOf(products, { ...base, published: null })).toEqual([['/published', 'common.error.type']]);
    expect(errorsOf(products, { name: null }, 'update')).toEqual([['/name', 'common.error.type']]);
  });

  test('an update checks only what it sends', () => {
    expect(errorsOf(products, { price: '2' }, 'update')).toEqual([]);
  });

  test('internal and unknown fields are not accepted', () => {
    expect(errorsOf(customers, { passwordHash: 'x' }, 'update')).toEqual([
      ['/passwordHash', 'common.error.unknownfield'],
    ]);
  });

  test('username rule of the spec: 8–20, no adjacent or edge dots/underscores', () => {
    const bad = ['short', 'a'.repeat(21), '.startsdot', 'endsdot_', 'two..dots', 'dot._under'];
    for (const username of bad)
      expect(errorsOf(customers, { username }, 'update')).toEqual([['/username', 'customer.error.username_format']]);
    for (const username of ['ali.reza_99', 'mehmet_yilmaz'])
      expect(errorsOf(customers, { username }, 'update')).toEqual([]);
  });
});
