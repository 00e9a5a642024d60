import path from 'node:path';
import { AppError } from '../common/app-error.js';
import { ROOT_DIR } from '../config.js';
import { prepareCreate, prepareUpdate } from '../crud/pipeline/validate-input.js';
import { phoneInput, toE164 } from './phone-number.js';
import { Registry } from './registry.js';

describe('toE164', () => {
  test.each([
    ['0912 345 6789', '+989123456789'],
    ['09123456789', '+989123456789'],
    ['+98 912 345 6789', '+989123456789'],
    ['+98 (912) 345-6789', '+989123456789'],
    ['0098 912 345 6789', '+989123456789'],
    [' 0912-345-6789 ', '+989123456789'],
    // A Persian or Arabic keyboard types its own digits.
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '+989123456789'],
    ['+۹۸۹۱۲۳۴۵۶۷۸۹', '+989123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '+989123456789'],
    ['021 8888 7777', '+982188887777'],
    ['+1 202 555 0143', '+12025550143'],
    ['+90 532 123 45 67', '+905321234567'],
  ])('%s is %s', (typed, stored) => {
    expect(toE164(typed, true)).toBe(stored);
  });

  test.each([
    '12345',
    '+9812345',
    '0912 345 678',
    '+989123456789abc',
    'tel: 0912 345 6789',
    '+98 912 345 6789 ext 12',
    '',
  ])('%s is not a number', (typed) => {
    expect(toE164(typed, true)).toBeUndefined();
  });

  test('the old ten-digit form is not an Iranian number: it needs its country code', () => {
    expect(toE164('2025550143', true)).toBeUndefined();
    expect(toE164('2025550143', { region: 'US' })).toBe('+12025550143');
    expect(toE164('0532 123 45 67', { region: 'TR' })).toBe('+905321234567');
  });

  test('a mobile field takes mobile numbers only: an Iranian one is +989…', () => {
    expect(toE164('0912 345 6789', { kind: 'mobile' })).toBe('+989123456789');
    expect(toE164('021 8888 7777', { kind: 'mobile' })).toBeUndefined();
    expect(toE164('+44 7911 123456', { kind: 'mobile' })).toBe('+447911123456');
    expect(toE164('+44 20 7946 0958', { kind: 'mobile' })).toBeUndefined();
    // North American numbers do not tell a mobile from a landline.
    expect(toE164('+1 202 555 0143', { kind: 'mobile' })).toBe('+12025550143');
  });
});

describe('phoneInput', () => {
  test('a valid number takes its E.164 form; anything else stays as sent, for the validator to refuse', () => {
    expect(phoneInput('0912 345 6789', true, true)).toBe('+989123456789');
    expect(phoneInput('12345', true, true)).toBe('12345');
    expect(phoneInput(12345, true, true)).toBe(12345);
    expect(phoneInput(null, true, true)).toBeNull();
  });

  test('empty text is no number where the field may be empty', () => {
    expect(phoneInput('  ', true, true)).toBeNull();
    expect(phoneInput('', true, false)).toBe('');
  });
});

describe('phone fields in the write pipeline', () => {
  const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
  const addresses = registry.byResource('customer-addresses')!;
  const customers = registry.byResource('customers')!;
  const address = { customerId: 1, countryId: 1, cityId: 1, addressDetail: 'Valiasr St. 12' };
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (err) {
      return err instanceof AppError ? [err.status, err.details.map((d) => [d.path, d.error])] : err;
    }
    return undefined;
  };

  test('what was typed is stored in international form', () => {
    const { values } = prepareCreate(addresses, { ...address, phoneNumber: '0912 345 6789', faxNumber: '' });
    expect(values).toMatchObject({ phoneNumber: '+989123456789', faxNumber: null });
    expect(prepareUpdate(addresses, { faxNumber: '۰۲۱ ۸۸۸۸ ۷۷۷۷' }, {}).values).toEqual({
      faxNumber: '+982188887777',
    });
  });

  test('a number that is none is refused with the phone message, a landline in a mobile field with its own', () => {
    expect(refusal(() => prepareCreate(addresses, { ...address, phoneNumber: '12345' }))).toEqual([
      400,
      [['/phoneNumber', 'common.error.phone']],
    ]);
    expect(refusal(() => prepareUpdate(customers, { mobile: '021 8888 7777' }, {}))).toEqual([
      400,
      [['/mobile', 'customer.error.mobile_format']],
    ]);
    expect(prepareUpdate(customers, { mobile: '+98 912 345 6789' }, {}).values).toEqual({ mobile: '+989123456789' });
  });
});
