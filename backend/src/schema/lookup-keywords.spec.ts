import { loadChanged, removeChangedSchemas } from '../../../test/support/changed-schemas.js';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { Registry } from './registry.js';
import { SchemaError } from './schema-error.js';
import { foldSql } from '../common/text-fold.js';
import { sliceConditions, textIndexes } from './text-index.js';

const source = path.join(ROOT_DIR, 'entity-schemas');
const registry = Registry.fromDirectory(source);
afterEach(removeChangedSchemas);
const loadWith = loadChanged;

describe('titles and indexes for lookups', () => {
  test.each<[string, string, (j: any) => void, string, RegExp]>([
    [
      'a title showing a field the API hides',
      'customers/Customer.json',
      (j) => (j['x-title'] = '{username} {passwordHash}'),
      '/x-title/1',
      /not shown by the API/,
    ],
    [
      'a relation titled by a field the API hides',
      'payments/Payment.json',
      (j) => (j.properties.customerId['x-relation'].title = 'twoFactorSecret'),
      '/properties/customerId/x-relation/title',
      /not shown by the API/,
    ],
    [
      'a trigram index on a number',
      'customers/Customer.json',
      (j) => (j['x-indexes'] = [{ fields: ['username', 'gender'], method: 'trgm' }]),
      '/x-indexes/0/fields/1',
      /needs text fields: 'gender'/,
    ],
    [
      'a sliced trigram index',
      'customers/Customer.json',
      (j) => (j['x-indexes'] = [{ fields: ['username'], method: 'trgm', slices: 4 }]),
      '/x-indexes/0/slices',
      /only a full-text \('fts'\) index is sliced/,
    ],
    [
      'an index on an unknown field',
      'customers/Customer.json',
      (j) => (j['x-indexes'] = [{ fields: ['nick'] }]),
      '/x-indexes/0/fields/0',
      /unknown field 'nick'/,
    ],
  ])('%s is refused at load, naming the file and path', (_, file, change, at, message) => {
    const result = loadWith(file, change);
    expect(result).toBeInstanceOf(SchemaError);
    expect((result as SchemaError).message).toContain(at);
    expect((result as SchemaError).message).toMatch(message);
  });

  test("a relation's title: the target's x-title, else the relation's field, else the target's default", () => {
    const field = (entity: string, name: string) => registry.byName(entity)!.meta.fields.get(name)!;
    // Customer declares a title: it wins over the relation's "username".
    expect(field('Payment', 'customerId').relation?.title).toBe('username');
    expect(registry.relationTitle(field('Payment', 'customerId'))).toBe('{firstName} {lastName} ({username})');
    // Coin declares none: the relation's field.
    expect(registry.relationTitle(field('Payment', 'coinId'))).toBe('{symbol}');
    // Neither: the target's default title.
    expect(registry.relationTitle(field('ProductOrder', 'storeId'))).toBe('{name}');
  });

  test('a trigram index is one GIN index over its columns’ folded text, left alone by TypeORM, named within 63 characters', () => {
    const customers = registry.byName('Customer')!;
    const idx = customers.meta.indexes.find((i) => i.method === 'trgm')!;
    const folded = (column: string) => `(${foldSql(`"${column}"::text`)}) gin_trgm_ops`;
    const [index] = textIndexes(customers.meta, idx);
    expect(index.create).toBe(
      'CREATE INDEX "ix_customers_username_email_mobile_first_name_last_name_fold" ON "customers" USING gin ' +
        `(${['username', 'email', 'mobile', 'first_name', 'last_name'].map(folded).join(', ')})`,
    );
    const declared = customers.schema.options.indices!.find((i) => i.name === index.name);
    expect(declared).toMatchObject({ synchronize: false });
    const long = { fields: [...idx.fields, 'nationalCode'], method: 'trgm' as const, slices: 1 };
    expect(textIndexes(customers.meta, long).map((i) => i.name)).toEqual([
      expect.stringMatching(/^ix_customers_fold_[0-9a-f]{10}$/),
    ]);
    // A localized field's index covers its every language.
    expect(registry.byName('Product')!.meta.indexes.find((i) => i.method === 'trgm')!.fields).toEqual([
      'name',
      'name_fa',
      'name_tr',
      'sku',
      'metaKeywords',
    ]);
    // A list of fields is still a B-tree index, as before.
    expect(registry.byName('Product')!.meta.indexes[0]).toEqual({ fields: ['price'], method: 'btree', slices: 1 });
  });

  test('a sliced full-text index is one partial index per slice of ids, each picked by the condition a query repeats', () => {
    const products = registry.byName('Product')!;
    const idx = products.meta.indexes.find((i) => i.method === 'fts')!;
    expect(idx.slices).toBe(32);
    const made = textIndexes(products.meta, idx);
    expect(made).toHaveLength(32);
    expect(made[3].name).toBe('ix_products_name_name_fa_name_tr_sku_meta_keywords_fts_3of32');
    expect(made[3].create).toMatch(/^CREATE INDEX "ix_products_\w+_fts_3of32" ON "products" USING gin \(\(to_tsvector/);
    expect(made[3].create.endsWith(' WHERE ("id" % 32) = 3')).toBe(true);
    expect(sliceConditions(idx, 'p')[3]).toBe('("p"."id" % 32) = 3');
    expect(new Set(made.map((i) => i.name)).size).toBe(32);
    for (const { name } of made)
      expect(products.schema.options.indices!.find((i) => i.name === name)).toMatchObject({ synchronize: false });
    // Unsliced, it is one index over the whole table.
    expect(textIndexes(products.meta, { ...idx, slices: 1 }).map((i) => i.name)).toEqual([
      'ix_products_name_name_fa_name_tr_sku_meta_keywords_fts',
    ]);
  });
});
