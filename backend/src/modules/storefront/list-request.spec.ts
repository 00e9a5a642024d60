import { lastPage, pageRange, readListRequest } from './list-request.js';

const read = (query: string) => readListRequest(new URLSearchParams(query), ['createdAt', 'amount']);

describe('an account list’s address', () => {
  test('is read as asked where it names what the list offers', () => {
    expect(read('q=+rug+&sort=amount&order=desc&page=3&size=25')).toEqual({
      q: 'rug',
      sort: 'amount',
      order: 'desc',
      page: 3,
      size: 25,
    });
    expect(read('sort=createdAt')).toEqual({ q: '', sort: 'createdAt', order: 'asc', page: 1, size: 10 });
  });

  test('falls back to the list’s own order, the first page and the first size otherwise', () => {
    for (const query of ['sort=customerId', 'sort=passwordHash&order=asc', 'sort=', 'order=asc', ''])
      expect([query, read(query)]).toEqual([query, { q: '', order: 'desc', page: 1, size: 10 }]);
    for (const page of ['0', '-2', '1.5', 'x', '1e3'])
      expect([page, read(`page=${page}`).page]).toEqual([page, page === '1e3' ? 1000 : 1]);
    for (const size of ['7', '1000', '0', 'all']) expect(read(`size=${size}`).size).toBe(10);
    expect(read('page=99999999999').page).toBe(100_000);
  });

  test('keeps a search text a database can hold, and short', () => {
    expect(read(`q=${encodeURIComponent('a\u0000b')}`).q).toBe('ab');
    expect(read(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  test('pages are ranges of the generic list query', () => {
    expect(pageRange(1, 10)).toBe('[0,9]');
    expect(pageRange(3, 25)).toBe('[50,74]');
    expect([lastPage(0, 10), lastPage(10, 10), lastPage(11, 10)]).toEqual([1, 1, 2]);
  });
});
