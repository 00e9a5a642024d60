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
      (j) => Object.assign(j.properties.zipPostalCode, { 'x-mask': '99999-99999', pattern: '^\\d{5}-\\d{5}$' }),
      '/properties/zipPostalCode/pattern',
      /must accept '9999999999'/,
    ],
    [
      'a phone field that is not text',
      'settings/Store.json',
      (j) => Object.assign(j.properties.companyPhoneNumber, { type: 'integer', maxLength: undefined }),
      '/properties/companyPhoneNumber/type',
      /holds its number as a string/,
    ],
    [
      'a phone field with a mask',
      'customers/CustomerAddress.json',
      (j) => Object.assign(j.properties.faxNumber, { 'x-mask': '(999) 999-9999', pattern: '^[0-9]{10}$' }),
      '/properties/faxNumber/x-mask',
      /takes no mask/,
    ],
    [
      'a phone region no country has',
      'customers/CustomerAddress.json',
      (j) => (j.properties.phoneNumber['x-phone'] = { region: 'XX' }),
      '/properties/phoneNumber/x-phone/region',
      /unknown phone region 'XX'/,
    ],
    [
      'a phone kind that does not exist',
      'customers/Customer.json',
      (j) => (j.properties.mobile['x-phone'] = { kind: 'landline' }),
      '/properties/mobile/x-phone',
      /.+/,
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

  test('a phone field holds an E.164 number: anything else is refused with the phone message, or the field’s', () => {
    expect(errorsOf('customer-addresses', { phoneNumber: '+989123456789', faxNumber: '+982188887777' })).toEqual([]);
    expect(errorsOf('customer-addresses', { phoneNumber: null })).toEqual([]);
    // What a person types is turned into that form before the check (validate-input.ts), never by it.
    expect(errorsOf('customer-addresses', { phoneNumber: '0912 345 6789' })).toEqual([
      ['/phoneNumber', 'common.error.phone'],
    ]);
    expect(errorsOf('customer-addresses', { faxNumber: '5551234567' })).toEqual([['/faxNumber', 'common.error.phone']]);
    expect(errorsOf('stores', { companyPhoneNumber: '+9812345' })).toEqual([
      ['/companyPhoneNumber', 'common.error.phone'],
    ]);
    // A mobile field takes no landline; its own message says so.
    expect(errorsOf('customers', { mobile: '+989123456789' })).toEqual([]);
    expect(errorsOf('customers', { mobile: '+982188887777' })).toEqual([['/mobile', 'customer.error.mobile_format']]);
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
