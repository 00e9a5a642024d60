import type { ListView } from '@saray/contracts/storefront/state';
import { listHref, pageCount, sortChange } from './list-query';

const PATH = '/fa/account/mypayments';
const list: ListView = { q: '', order: 'desc', page: 1, size: 10, total: 42, sortable: ['amount'], searchable: true };

test('the first page of an unsorted, unsearched list is the bare path', () => {
  expect(listHref(PATH, list, {})).toBe(PATH);
  expect(listHref(PATH, { ...list, page: 3 }, { page: 1 })).toBe(PATH);
});

test('a page link keeps the search, order and size; a new search, order or size starts at page 1', () => {
  const shown = { ...list, q: 'رسید ۱', sort: 'amount', order: 'asc' as const, page: 2, size: 25 };
  expect(listHref(PATH, shown, { page: 3 })).toBe(
    `${PATH}?q=${encodeURIComponent('رسید ۱').replace(/%20/g, '+')}&sort=amount&order=asc&page=3&size=25`,
  );
  expect(listHref(PATH, shown, { q: 'x' })).toBe(`${PATH}?q=x&sort=amount&order=asc&size=25`);
  expect(listHref(PATH, shown, { size: 10 })).toBe(
    `${PATH}?q=${encodeURIComponent('رسید ۱').replace(/%20/g, '+')}&sort=amount&order=asc`,
  );
  expect(listHref(PATH, shown, sortChange(shown, 'amount'))).toContain('sort=amount&order=desc&size=25');
});

test('a header sorts its column ascending first, then turns the order round', () => {
  expect(sortChange(list, 'amount')).toEqual({ sort: 'amount', order: 'asc' });
  expect(sortChange({ ...list, sort: 'amount', order: 'asc' }, 'amount')).toEqual({ sort: 'amount', order: 'desc' });
  expect(sortChange({ ...list, sort: 'amount', order: 'desc' }, 'amount')).toEqual({ sort: 'amount', order: 'asc' });
  expect(sortChange({ ...list, sort: 'createdAt', order: 'asc' }, 'amount')).toEqual({ sort: 'amount', order: 'asc' });
});

test('pages: whole pages of the size, and one for an empty list', () => {
  expect(pageCount(list)).toBe(5);
  expect(pageCount({ total: 40, size: 10 })).toBe(4);
  expect(pageCount({ total: 0, size: 10 })).toBe(1);
});
