import {
  filterKind,
  isActive,
  latinDigits,
  parseAmount,
  rangeOf,
  withoutFilter,
  withRange,
} from '../../admin/src/list/filterModel.js';
import { recordTitle } from '../../admin/src/list/recordTitle.js';

// The list filters' rules: which filter a field gets from its schema, the keys each filter sets in the list's filter
// (the server's field, field_gte/_lte/_lt operators), and the text a reader types.
const entity = {
  fields: {
    status: { type: 'integer', enum: [0, 3], 'x-labels': 'status' },
    customerId: { type: 'integer', 'x-relation': { entity: 'Customer' } },
    coinId: { type: 'integer', 'x-relation': { entity: 'Coin' } },
    isPaid: { type: 'boolean' },
    paymentDate: { type: 'string', format: 'date' },
    createdAt: { type: 'string', format: 'date-time' },
    amount: { type: 'string', format: 'decimal' },
    rank: { type: ['integer', 'null'] },
    refId: { type: 'string' },
    meta: { type: 'object' },
  },
};
const listable = (name: string) => name === 'Customer';

test('each field gets the filter its schema calls for; a relation the caller cannot list gets none', () => {
  expect(Object.keys(entity.fields).map((f) => [f, filterKind(entity, f, listable)])).toEqual([
    ['status', 'choice'],
    ['customerId', 'relation'],
    ['coinId', undefined],
    ['isPaid', 'boolean'],
    ['paymentDate', 'date'],
    ['createdAt', 'datetime'],
    ['amount', 'number'],
    ['rank', 'number'],
    ['refId', 'text'],
    ['meta', undefined],
  ]);
  expect(filterKind(entity, 'nope', listable)).toBeUndefined();
});

test('ranges set the server operators, and clearing one removes both ends and nothing else', () => {
  const amounts = withRange({ q: 'abc', status: [3] }, 'number', 'amount', ['10', undefined]);
  expect(amounts).toEqual({ q: 'abc', status: [3], amount_gte: '10' });
  expect(rangeOf(amounts, 'number', 'amount')).toEqual(['10', undefined]);
  expect(isActive(amounts, 'number', 'amount')).toBe(true);
  const days = withRange(amounts, 'date', 'paymentDate', ['2024-03-01', '2024-03-31']);
  expect(days).toMatchObject({ paymentDate_gte: '2024-03-01', paymentDate_lte: '2024-03-31' });
  expect(withoutFilter(days, 'date', 'paymentDate')).toEqual(amounts);
  expect(withoutFilter(days, 'choice', 'status')).not.toHaveProperty('status');
});

test('a date-time range runs from the first day’s start to the start of the day after the last, in the reader’s zone', () => {
  const values = withRange({}, 'datetime', 'createdAt', ['2024-03-01', '2024-03-31']);
  expect(values).toEqual({
    createdAt_gte: new Date(2024, 2, 1).toISOString(),
    createdAt_lt: new Date(2024, 3, 1).toISOString(),
  });
  expect(rangeOf(values, 'datetime', 'createdAt')).toEqual(['2024-03-01', '2024-03-31']);
});

test('amounts and dates typed with Persian or Arabic-Indic digits and separators are read', () => {
  expect(latinDigits('۱۴۰۳/۰۱/۱۲ ٢٠٢٤')).toBe('1403/01/12 2024');
  expect(parseAmount(' ۱٬۲۵۰٫۵ ')).toBe('1250.5');
  expect(parseAmount('1,250.50')).toBe('1250.50');
  expect(parseAmount('-3')).toBe('-3');
  expect(parseAmount('12abc')).toBeUndefined();
  expect(parseAmount('')).toBeUndefined();
});

test('a record is named by its title template, as the server names it', () => {
  const template = '{firstName} {lastName} ({username})';
  expect(recordTitle(template, { id: 7, firstName: 'Sara', lastName: 'Rahimi', username: 'sara' })).toBe(
    'Sara Rahimi (sara)',
  );
  expect(recordTitle(template, { id: 7, lastName: 'Rahimi', username: 'sara' })).toBe('Rahimi (sara)');
  expect(recordTitle(template, { id: 7 })).toBe('#7');
  expect(recordTitle('#{id}', { id: 9 })).toBe('#9');
});
