/**
 * @engines pglite postgres
 * Records in use refused from the database's foreign-key errors, as each driver reports them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { useRulesKit } from '../support/rules-kit.js';

// The referential rules of spec 2 §4: a type's kind is fixed once items use it, an attribute's control type while
// it has values or mappings, and a record others depend on cannot be deleted. Each refusal leaves the table as it was.
const kit = useRulesKit();
const { put, del, create, allowed, refused } = kit;

type Fixed = [type: string, field: string, item: string, first: unknown, second: unknown, link: string, error: string];
const fixed: Fixed[] = [
  ['ProductType', 'kind', 'Product', 2, 3, 'productTypeId', 'product.error.typehasproducts'],
  ['PaymentType', 'paymentMethod', 'Payment', 1, 2, 'paymentTypeId', 'payment.error.typehaspayments'],
  ['ProjectType', 'entityName', 'Project', 'Contract', 'Lease', 'projectTypeId', 'project.error.typehasprojects'],
  [
    'ArchiveFileType',
    'entityName',
    'ArchiveFile',
    'Customer',
    'Product',
    'archiveFileTypeId',
    'archive.error.filetypehasfiles',
  ],
  [
    'DocumentType',
    'entityName',
    'Document',
    'Customer',
    'Product',
    'documentTypeId',
    'document.error.typehasdocuments',
  ],
  ['Attribute', 'attributeControlTypeId', 'AttributeValue', 11, 22, 'attributeId', 'attribute.error.hasvalues'],
  ['Attribute', 'attributeControlTypeId', 'AttributeMapping', 11, 21, 'attributeId', 'attribute.error.ismapped'],
];

test.each(fixed)(
  '%s.%s changes freely until %s records use it, then stays',
  async (type, field, item, first, second, link, error) => {
    const record = await create(type);
    await allowed(() => put(type, record.id, { [field]: first }));
    await create(item, { [link]: record.id });
    await refused([type], () => put(type, record.id, { [field]: second }), 409, error);
    // Its other fields stay editable.
    await allowed(() => put(type, record.id, { name: `${type} renamed` }));
  },
);

test('a shipment type’s base coin is fixed once it has shipments', async () => {
  const type = await create('ShipmentType');
  const coin = await create('Coin');
  await allowed(() => put('ShipmentType', type.id, { baseCoinId: coin.id }));
  await create('Shipment', { shipmentTypeId: type.id, coinId: coin.id });
  const other = await create('Coin');
  await refused(
    ['ShipmentType'],
    () => put('ShipmentType', type.id, { baseCoinId: other.id }),
    409,
    'shipment.error.typehasshipments',
  );
});

test('a record in use cannot be deleted; a parent with children cannot be deleted', async () => {
  const payment = await create('Payment');
  await refused(['Coin', 'Payment'], () => del('Coin', payment.coinId), 409, 'common.error.hasrelation');
  const parent = await create('Category');
  const child = await create('Category', { parentCategoryId: parent.id });
  await refused(['Category'], () => del('Category', parent.id), 409, 'common.error.childitemexist');
  await allowed(() => del('Category', child.id));
  await allowed(() => del('Category', parent.id));
});

test('the generic status codes 0, 1, 2, 3, 4, 11 and 12 have labels in every language', () => {
  const labels = ['en', 'fa', 'tr'].map(
    (lang) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8')).enums.status,
  );
  for (const byCode of labels) expect(Object.keys(byCode).sort()).toEqual(['0', '1', '11', '12', '2', '3', '4']);
  expect(new Set(labels.map((l) => l['4'])).size).toBe(3);
  const payment = kit.registry.byName('Payment')!.meta.fields.get('status')!;
  expect(payment.spec.enum).toEqual([0, 1, 2, 3, 4, 11, 12]);
});
