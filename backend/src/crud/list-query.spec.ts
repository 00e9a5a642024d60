import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { AppError } from '../common/app-error.js';
import { Registry } from '../schema/registry.js';
import { MAX_PAGE_SIZE, parseListQuery } from './list-query.js';

const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const { meta, validators } = registry.byResource('products')!;
const parse = (q: { sort?: string; range?: string; filter?: string }) => parseListQuery(meta, validators, q);
const failure = (q: { sort?: string; range?: string; filter?: string }) => {
  try {
    parse(q);
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
};

describe('parseListQuery', () => {
  test('defaults: the entity sort and page size', () => {
    const q = parse({});
    expect(q.sort.field.name).toBe('id');
    expect(q.sort.order).toBe('DESC');
    expect(q).toMatchObject({ offset: 0, limit: 25, filters: [] });
  });

  test('sort, inclusive range and page-size cap', () => {
    const q = parse({ sort: '["price","desc"]', range: '[50,74]' });
    expect(q.sort.field.column).toBe('price');
    expect(q.sort.order).toBe('DESC');
    expect(q).toMatchObject({ offset: 50, limit: 25 });
    expect(parse({ range: '[0,999999]' }).limit).toBe(MAX_PAGE_SIZE);
  });

  test('a relation kept as null and shown as 0 (no parent category) is filtered by 0 as "has none"', () => {
    const categories = registry.byResource('categories')!;
    const q = parseListQuery(categories.meta, categories.validators, { filter: '{"parentCategoryId":0}' });
    expect(q.filters).toEqual([expect.objectContaining({ op: 'null' })]);
    expect(
      parseListQuery(categories.meta, categories.validators, { filter: '{"parentCategoryId":3}' }).filters,
    ).toEqual([expect.objectContaining({ op: 'eq', value: 3 })]);
  });

  test('getMany (id list, no range) returns up to the cap', () => {
    const q = parse({ filter: '{"id":[1,2,3]}' });
    expect(q.limit).toBe(MAX_PAGE_SIZE);
    expect(q.filters).toEqual([expect.objectContaining({ op: 'in', value: [1, 2, 3] })]);
  });

  test('filter operators: equality, list, null, not-null, ranges, q', () => {
    const q = parse({
      filter: JSON.stringify({
        published: true,
        sku: ['A', 'B'],
        oldPrice: null,
        gtin_neq: null,
        price_gte: '10.5',
        stockQuantity_lt: '7',
        q: ' rug ',
      }),
    });
    const ops = Object.fromEntries(q.filters.map((f) => [f.field.name, [f.op, f.value]]));
    expect(ops).toEqual({
      published: ['eq', true],
      sku: ['in', ['A', 'B']],
      oldPrice: ['null', undefined],
      gtin: ['notnull', undefined],
      price: ['gte', '10.5'],
      stockQuantity: ['lt', 7],
    });
    expect(q.search).toBe('rug');
  });

  test.each([
    [{ sort: '["nope","ASC"]' }, 'common.error.unknownsort'],
    [{ sort: '["price","SIDEWAYS"]' }, 'common.error.badquery'],
    [{ sort: '{not json' }, 'common.error.badquery'],
    [{ range: '[10,5]' }, 'common.error.badrange'],
    [{ range: '[-1,5]' }, 'common.error.badrange'],
    [{ filter: '{"nope":1}' }, 'common.error.unknownfilter'],
    [{ filter: '{"published_gte":true}' }, 'common.error.unknownfilter'],
    [{ filter: '{"stockQuantity":"many"}' }, 'common.error.badfiltervalue'],
    [{ filter: '{"price_gte":"ten"}' }, 'common.error.badfiltervalue'],
    [{ filter: '{"q":5}' }, 'common.error.badfiltervalue'],
    // PostgreSQL text holds no NUL: such a value is refused here, not by the database as a 500.
    [{ filter: '{"q":"a\\u0000b"}' }, 'common.error.badfiltervalue'],
    [{ filter: '{"name":"a\\u0000b"}' }, 'common.error.badfiltervalue'],
    [{ filter: '{"sku":["ok","a\\u0000b"]}' }, 'common.error.badfiltervalue'],
    [{ filter: '[1,2]' }, 'common.error.badquery'],
  ])('%j is refused with %s', (q, key) => {
    const err = failure(q);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(400);
    expect(err.key).toBe(key);
  });

  test('internal fields can be neither filtered nor sorted', () => {
    const customers = registry.byResource('customers')!;
    expect(() => parseListQuery(customers.meta, customers.validators, { filter: '{"passwordHash":"x"}' })).toThrow(
      AppError,
    );
    expect(() => parseListQuery(customers.meta, customers.validators, { sort: '["passwordHash","ASC"]' })).toThrow(
      AppError,
    );
  });
});
