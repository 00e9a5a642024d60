import { entityNameParam, isGuid, positiveId, wholeNumber } from './input.js';

describe('positiveId', () => {
  test('whole numbers above 0, from text or a number', () => {
    expect(positiveId('12', '/id')).toBe(12);
    expect(positiveId(7, '/customerId')).toBe(7);
  });
  test.each([['0'], [0], ['-3'], ['1.5'], [1.5], ['abc'], [''], [undefined], [null], ['99999999999']])(
    '%p is refused with 400 on its path',
    (raw) =>
      expect(() => positiveId(raw, '/id')).toThrow(
        expect.objectContaining({ status: 400, details: [expect.objectContaining({ path: '/id' })] }),
      ),
  );
});

test('wholeNumber accepts its minimum', () => {
  expect(wholeNumber('0', '/pageIndex', 0)).toBe(0);
  expect(() => wholeNumber('-1', '/pageIndex', 0)).toThrow(expect.objectContaining({ status: 400 }));
});

test('an entity name is a word of letters and digits starting with a letter', () => {
  expect(entityNameParam('ProductOrder')).toBe('ProductOrder');
  expect(() => entityNameParam('1Product')).toThrow(expect.objectContaining({ status: 400 }));
  expect(() => entityNameParam('product_order', '/name')).toThrow(
    expect.objectContaining({ details: [expect.objectContaining({ path: '/name' })] }),
  );
});

test('a guid is the 8-4-4-4-12 hex form, in either case', () => {
  expect(isGuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
  expect(isGuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
  expect(isGuid('3f2504e0-4f89-11d3-9a0c-0305e82c330')).toBe(false);
  expect(isGuid('shoes')).toBe(false);
});
