import { loadChanged, removeChangedSchemas } from '../../../test/support/changed-schemas.js';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { Registry } from './registry.js';
import { SchemaError } from './schema-error.js';
import { formatTitle } from './title-template.js';

const source = path.join(ROOT_DIR, 'entity-schemas');
afterEach(removeChangedSchemas);
const loadWith = loadChanged;

describe('keywords of the work around a record', () => {
  test.each<[string, string, (j: any) => void, string, RegExp]>([
    [
      'a title naming an unknown field',
      'customers/Customer.json',
      (j) => (j['x-title'] = '{nick}'),
      '/x-title/0',
      /unknown field 'nick'/,
    ],
    [
      'a child whose field points elsewhere',
      'orders/ProductOrder.json',
      (j) => (j['x-children'] = [{ name: 'items', entity: 'ProductOrderItem', field: 'productId' }]),
      '/x-children/0/field',
      /does not point at ProductOrder/,
    ],
    [
      'a polymorphic child whose where names an unknown field',
      'orders/ProductOrder.json',
      (j) =>
        (j['x-children'] = [
          { name: 'payments', entity: 'Payment', field: 'entityId', where: { kind: 'ProductOrder' } },
        ]),
      '/x-children/0/where/0',
      /unknown field 'kind'/,
    ],
    [
      'a child through a plain field without where',
      'orders/ProductOrder.json',
      (j) => (j['x-children'] = [{ name: 'payments', entity: 'Payment', field: 'entityId' }]),
      '/x-children/0/field',
      /does not point at ProductOrder/,
    ],
    [
      'a child of an unknown entity',
      'orders/ProductOrder.json',
      (j) => (j['x-children'] = [{ name: 'items', entity: 'OrderLine', field: 'orderId' }]),
      '/x-children/0/entity',
      /unknown entity 'OrderLine'/,
    ],
    [
      'a field in two sections',
      'cms/Tag.json',
      (j) => (j['x-layout'] = { sections: [{ fields: ['name'] }, { fields: ['published', 'name'] }] }),
      '/x-layout/sections/1/fields/1',
      /already in an earlier section/,
    ],
    [
      'a filter on an unknown field',
      'cms/Tag.json',
      (j) => (j['x-list'] = { filters: ['colour'] }),
      '/x-list/filters/0',
      /unknown field 'colour'/,
    ],
    [
      'a currency that is not a relation',
      'orders/ProductOrder.json',
      (j) => (j['x-currency'] = { field: 'quantity' }),
      '/x-currency/field',
      /not a relation field/,
    ],
    [
      'a currency on an entity without money',
      'shipments/ShipmentItem.json',
      (j) => ((j.properties.productId['x-relation'] = { entity: 'Coin' }), (j['x-currency'] = { field: 'productId' })),
      '/x-currency',
      /no field is money/,
    ],
    [
      'a size that is text',
      'settings/Backup.json',
      (j) => (j.properties.fileName['x-format'] = 'bytes'),
      '/properties/fileName/x-format',
      /'bytes' does not fit a field of type string/,
    ],
    [
      'a percent that is a date',
      'settings/Backup.json',
      (j) => (j.properties.createdDate['x-format'] = 'percent'),
      '/properties/createdDate/x-format',
      /'percent' does not fit a field of type string/,
    ],
    [
      'a message that is a number',
      'settings/Backup.json',
      (j) => (j.properties.percent['x-format'] = 'message'),
      '/properties/percent/x-format',
      /'message' does not fit a field of type integer/,
    ],
    [
      'a sum over a text field',
      'orders/ProductOrder.json',
      (j) => (j['x-kpis'] = [{ name: 'sales', label: 'dashboard.kpi.sales', measure: 'sum', field: 'description' }]),
      '/x-kpis/0/field',
      /needs a number or decimal field/,
    ],
    [
      'a figure counting a value its field cannot hold',
      'support/Ticket.json',
      (j) =>
        (j['x-kpis'] = [
          { name: 'open', label: 'dashboard.kpi.opentickets', measure: 'count', where: { isResolved: 'no' } },
        ]),
      '/x-kpis/0/where/isResolved',
      /"no" is not a value of 'isResolved'/,
    ],
  ])('%s is refused at load, naming the file and path', (_, file, change, at, message) => {
    const result = loadWith(file, change);
    expect(result).toBeInstanceOf(SchemaError);
    expect((result as SchemaError).message).toContain(file.split('/')[1]);
    expect((result as SchemaError).message).toContain(at);
    expect((result as SchemaError).message).toMatch(message);
  });

  test('defaults: a naming field as title, filters from the columns, every form field in a section', () => {
    const registry = loadWith('cms/Tag.json', (j) => {
      j['x-layout'] = { sections: [{ label: 'resources.tags.name', fields: ['name'] }] };
    }) as Registry;
    const tag = registry.byName('Tag')!.meta;
    expect(tag.title).toBe('{name}');
    expect(tag.layout).toEqual([{ label: 'resources.tags.name', fields: ['name'] }, { fields: ['published'] }]);
    expect(tag.list.filters).toContain('published');
    expect(registry.byName('RecordHistory')!.meta.routeRoles).toEqual(['administrators']);
  });

  test('the entity files declare children: direct ones and a polymorphic one (a payment of an order)', () => {
    const registry = Registry.fromDirectory(source);
    const order = registry.byName('ProductOrder')!.meta;
    expect(order.children.map((c) => [c.name, c.entity, c.field, c.where])).toEqual([
      ['items', 'ProductOrderItem', 'productOrderId', undefined],
      ['payments', 'Payment', 'entityId', { entityName: 'ProductOrder' }],
      ['shipments', 'Shipment', 'productOrderId', undefined],
    ]);
    expect(registry.byName('Attribute')!.meta.children[0]).toMatchObject({ entity: 'AttributeValue' });
  });

  test('a title fills its fields and leaves no gap for an empty one', () => {
    const template = '{firstName} {lastName} ({username})';
    expect(formatTitle(template, { id: 1, firstName: 'Sara', lastName: 'Rahimi', username: 'sara' })).toBe(
      'Sara Rahimi (sara)',
    );
    expect(formatTitle(template, { id: 2, firstName: null, lastName: 'Yılmaz', username: 'ayse' })).toBe(
      'Yılmaz (ayse)',
    );
    expect(formatTitle(template, { id: 3 })).toBe('#3');
    expect(formatTitle(template, { id: 4, username: 'only.login' })).toBe('only.login');
    expect(formatTitle('#{id} · {amount} · {refId}', { id: 5, amount: '12.5', refId: null })).toBe('#5 · 12.5');
    expect(formatTitle('#{id} · {amount} · {refId}', { id: 6, amount: null, refId: 'A1' })).toBe('#6 · A1');
    expect(formatTitle('{title} ({addressDetail})', { id: 7, title: null, addressDetail: 'Golestan St. 12' })).toBe(
      'Golestan St. 12',
    );
    expect(formatTitle('{name}', { id: 8, name: '  ' })).toBe('#8');
  });
});
