import { loadChanged, removeChangedSchemas } from '../../../test/support/changed-schemas.js';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { isSafeHtml } from './html-format.js';
import { Registry } from './registry.js';
import { SchemaError } from './schema-error.js';
import { toDetails } from './validators.js';

const source = path.join(ROOT_DIR, 'entity-schemas');
afterEach(removeChangedSchemas);

/** The real entity files with one changed; the error it causes, or undefined when they still load. */
const loadWith = (rel: string, change: (json: any) => void): SchemaError | undefined => {
  const loaded = loadChanged(rel, change);
  return loaded instanceof SchemaError ? loaded : undefined;
};

describe('form keywords in entity files', () => {
  test.each<[string, string, (j: any) => void, string, RegExp]>([
    [
      'a condition on an unknown field',
      'payments/PaymentType.json',
      (j) => (j.properties.availableCoins['x-showif'] = [{ field: 'allCoins', op: '==', value: false }]),
      '/properties/availableCoins/x-showif/0/field',
      /unknown field 'allCoins'/,
    ],
    [
      'an unknown operator',
      'payments/PaymentType.json',
      (j) => (j.properties.availableCoins['x-showif'] = [{ field: 'allCoin', op: '=~', value: false }]),
      '/properties/availableCoins/x-showif/0/op',
      /allowed values/,
    ],
    [
      'a condition without a value',
      'payments/PaymentType.json',
      (j) => (j.properties.availableCoins['x-showif'] = [{ field: 'allCoin', op: '==' }]),
      '/properties/availableCoins/x-showif/0',
      /value/,
    ],
    [
      'a condition on a required field',
      'payments/PaymentType.json',
      (j) => (j.properties.name['x-showif'] = [{ field: 'allCoin', op: '==', value: false }]),
      '/properties/name/x-showif',
      /required/,
    ],
    [
      'conditions in a cycle',
      'settings/Backup.json',
      (j) => (j.properties.autoBackup['x-showif'] = [{ field: 'period', op: '==', value: 1 }]),
      '/properties/autoBackup/x-showif',
      /cycle: autoBackup → period → autoBackup/,
    ],
    [
      'an edit mode other than create',
      'customers/CustomerRole.json',
      (j) => (j.properties.systemName['x-editmode'] = 'update'),
      '/properties/systemName/x-editmode',
      /allowed values/,
    ],
    [
      'a dependent relation on a field the related entity lacks',
      'customers/CustomerAddress.json',
      (j) => (j.properties.cityId['x-relation'].dependsOn = 'addressDetail'),
      '/properties/cityId/x-relation/dependsOn',
      /'addressDetail' is not a field of City/,
    ],
    [
      'a dependent relation on an unknown field',
      'settings/City.json',
      (j) => (j.properties.provinceId['x-relation'].dependsOn = 'stateId'),
      '/properties/provinceId/x-relation/dependsOn',
      /unknown field 'stateId'/,
    ],
    [
      'a multi-select of an unknown entity',
      'payments/PaymentType.json',
      (j) => (j.properties.availableCoins['x-multiselect'].entity = 'Token'),
      '/properties/availableCoins/x-multiselect/entity',
      /unknown entity 'Token'/,
    ],
    [
      'a mask whose digits the pattern refuses (it would store the masked text)',
      'customers/CustomerAddress.json',
      (j) => (j.properties.phoneNumber.pattern = '^\\(\\d{3}\\) \\d{3}-\\d{4}$'),
      '/properties/phoneNumber/pattern',
      /must accept '9999999999'/,
    ],
  ])('%s is refused at load', (_what, rel, change, at, message) => {
    const error = loadWith(rel, change);
    expect(error?.message).toMatch(message);
    expect(error?.message).toContain(at);
  });
});

describe('records with form keywords', () => {
  const registry = Registry.fromDirectory(source);
  const errorsOf = (resource: string, data: object, mode: 'create' | 'update' = 'update') => {
    const entity = registry.byResource(resource)!;
    const v = entity.validators[mode];
    return v(data) ? [] : toDetails(entity.meta, v.errors).map((d) => [d.path, d.error]);
  };

  test('a masked phone is stored as its digits: the masked text is refused with the field message', () => {
    expect(errorsOf('customer-addresses', { phoneNumber: '5551234567' })).toEqual([]);
    expect(errorsOf('customer-addresses', { phoneNumber: '(555) 123-4567' })).toEqual([
      ['/phoneNumber', 'customer.error.phone_format'],
    ]);
    expect(errorsOf('customer-addresses', { faxNumber: '555123' })).toEqual([
      ['/faxNumber', 'customer.error.phone_format'],
    ]);
  });

  test('rich text holding a script, an event handler or a javascript: link is refused', () => {
    expect(errorsOf('products', { description: '<p>Light <b>trail</b> runner &amp; more</p>' })).toEqual([]);
    for (const description of [
      '<p>Hi</p><script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVa&#x09;script:alert(1)">x</a>',
      '<iframe src="https://example.com"></iframe>',
      '<scr<script>ipt>alert(1)</script>',
    ])
      expect(errorsOf('products', { description })).toEqual([['/description', 'common.error.format']]);
  });
});

describe('the html format', () => {
  test.each([
    '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em>, <u>underline</u> and <s>strike</s>.</p>',
    '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote>',
    '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p>',
    '<p>a &lt; b &amp;&amp; c</p><p>متن فارسی</p>',
    'plain text, no tags',
  ])('accepts what the editor writes: %s', (html) => {
    expect(isSafeHtml(html)).toBe(true);
  });

  test.each(['<p style="position:fixed">x</p>', '<form action="/x"><input></form>', '<svg><script>1</script></svg>'])(
    'refuses what the editor never writes: %s',
    (html) => {
      expect(isSafeHtml(html)).toBe(false);
    },
  );
});
