import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { loadEntityFiles } from './schema-loader.js';
import { SchemaError } from './schema-error.js';

const source = path.join(ROOT_DIR, 'entity-schemas');
let dir: string | undefined;

/** A copy of the real entity files with one file changed, so each case breaks exactly one thing. */
function withFile(rel: string, change: (json: any) => unknown): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-schemas-'));
  const schemas = path.join(dir, 'entity-schemas');
  fs.cpSync(source, schemas, { recursive: true });
  const file = path.join(schemas, rel);
  const json = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const out = change(json);
  fs.writeFileSync(file, typeof out === 'string' ? out : JSON.stringify(out ?? json));
  return schemas;
}

const errorOf = (d: string): SchemaError => {
  try {
    loadEntityFiles(d);
  } catch (err) {
    if (err instanceof SchemaError) return err;
    throw err;
  }
  throw new Error('expected a SchemaError');
};

afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

describe('entity files', () => {
  test('every entity file of the project passes the meta-schema and the cross-file checks', () => {
    const files = loadEntityFiles(source);
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  test.each<[string, string, (j: any) => unknown, string, RegExp]>([
    ['not JSON', 'catalog/Product.json', () => '{ "name": ', '', /not valid JSON/],
    [
      'a wrong field type',
      'catalog/Product.json',
      (j) => ((j.properties.price.type = 'money'), j),
      '/properties/price/type',
      /must/,
    ],
    ['an unknown top-level key', 'catalog/Product.json', (j) => ({ ...j, colour: 'red' }), '', /colour/],
    [
      'an unknown field keyword',
      'catalog/Product.json',
      (j) => ((j.properties.price['x-currency'] = 'USD'), j),
      '/properties/price',
      /x-currency/,
    ],
    ['a missing access block', 'cms/Tag.json', ({ access: _a, ...rest }) => rest, '', /access/],
    [
      'an unknown relation target',
      'catalog/Product.json',
      (j) => ((j.properties.categoryId['x-relation'].entity = 'Nope'), j),
      '/properties/categoryId/x-relation/entity',
      /Nope/,
    ],
    [
      'an unknown list column',
      'cms/Tag.json',
      (j) => ((j['x-list'].columns = ['id', 'colour']), j),
      '/x-list/columns/1',
      /colour/,
    ],
    [
      'an unknown unique field',
      'cms/Tag.json',
      (j) => ((j['x-unique'][0].fields = ['slug']), j),
      '/x-unique/0/fields/0',
      /slug/,
    ],
    ['a duplicated resource', 'cms/Tag.json', (j) => ((j.resource = 'products'), j), '/resource', /also used/],
    [
      'a lock on an unknown field',
      'payments/Payment.json',
      (j) => ((j['x-rules'].locks[0].when = { isSettled: true }), j),
      '/x-rules/locks/0/when',
      /isSettled/,
    ],
    [
      'a check comparing with an unknown field',
      'accounting/Year.json',
      (j) => ((j['x-rules'].checks[0].forbid = { endDate: { $lt: { $field: 'beginDate' } } }), j),
      '/x-rules/checks/0/forbid',
      /beginDate/,
    ],
    [
      'a fixed rule naming a field the other entity lacks',
      'catalog/ProductType.json',
      (j) => ((j['x-rules'].fixed[0].while.field = 'typeId'), j),
      '/x-rules/fixed/0/while',
      /typeId/,
    ],
    [
      'a parent that is not a relation',
      'orders/ProductOrderItem.json',
      (j) => ((j['x-rules'].parent.field = 'quantity'), j),
      '/x-rules/parent/field',
      /not a relation/,
    ],
    [
      'a partial unique rule on an unknown field',
      'archives/Archive.json',
      (j) => ((j['x-unique'][1].where = { isSystem: true }), j),
      '/x-unique/1/where/isSystem',
      /isSystem/,
    ],
    [
      'a reserved field name',
      'cms/Tag.json',
      (j) => ((j.properties.version = { type: 'integer' }), j),
      '/properties/version',
      /'version' is not allowed/,
    ],
  ])('%s stops loading with the file and JSON path named', (_case, rel, change, jsonPath, reason) => {
    const err = errorOf(withFile(rel, change));
    expect(err.file).toBe(path.join('entity-schemas', rel));
    expect(err.jsonPath).toBe(jsonPath);
    expect(err.message).toMatch(reason);
    expect(err.message).toContain(path.join('entity-schemas', rel));
  });
});
