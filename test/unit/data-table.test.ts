import { parseTokens, rowValue, summary } from '../../admin/src/table/calc.js';
import { pager } from '../../admin/src/table/pager.js';
import { searchRows, searchable } from '../../admin/src/table/search.js';

// The data table's rules of spec 3: the pager, calculated columns and footers, and the local search.
describe('pager', () => {
  test('10 rows a page by default; a single page when everything fits', () => {
    expect(pager(7)).toMatchObject({
      totalPages: 1,
      currentPage: 1,
      pageSize: 10,
      pages: [1],
      startIndex: 0,
      endIndex: 6,
    });
    expect(pager(0)).toMatchObject({ totalPages: 1, pages: [1], startIndex: 0, endIndex: 0 });
  });

  test('at most 10 page numbers, in a window around the current page', () => {
    expect(pager(250, 1).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pager(250, 5).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pager(250, 12).pages).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pager(250, 25).pages).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(pager(250, 22)).toMatchObject({ startPage: 16, endPage: 25, totalPages: 25 });
  });

  test('pages are clamped to 1..total, and the last page holds the remaining rows', () => {
    expect(pager(95, 40)).toMatchObject({ currentPage: 10, startIndex: 90, endIndex: 94 });
    expect(pager(95, -3)).toMatchObject({ currentPage: 1, startIndex: 0, endIndex: 9 });
    expect(pager(95, 2, 25)).toMatchObject({ totalPages: 4, pages: [1, 2, 3, 4], startIndex: 25, endIndex: 49 });
  });
});

describe('calculation tokens', () => {
  const lines = [
    { quantity: 3, unitPrice: '1250.50', discount: '100' },
    { quantity: 2, unitPrice: '0.25', discount: null },
    { quantity: -4, unitPrice: '10', discount: 'n/a' },
  ];
  const total = parseTokens(['col|quantity', 'op|*', 'col|unitPrice', 'op|-', 'col|discount']);

  test('a row evaluates left to right, two operands at a time, exactly', () => {
    expect(rowValue(total, lines[0]).toString()).toBe('3651.5');
    expect(rowValue(total, lines[1]).toString()).toBe('0.5');
    // Only positive numbers are used: a negative quantity counts as 0.
    expect(rowValue(total, lines[2]).toString()).toBe('0');
    // No precedence: 2 + 3 * 4 is (2 + 3) * 4.
    expect(rowValue(parseTokens(['col|a', 'op|+', 'col|b', 'op|*', 'col|c']), { a: 2, b: 3, c: 4 }).toString()).toBe(
      '20',
    );
    expect(rowValue(parseTokens(['col|a', 'op|/', 'col|b']), { a: 1, b: 0 }).toString()).toBe('0');
  });

  test('a footer sums each column over the rows, calculated columns included, after its labels', () => {
    const footer = summary(parseTokens(['string|common.total', 'col|unitPrice']), lines);
    expect(footer.labels).toEqual(['common.total']);
    expect(footer.value!.toString()).toBe('1260.75');
    expect(summary(parseTokens(['col|total']), lines, { total }).value!.toString()).toBe('3652');
    expect(summary(parseTokens(['string|common.count']), lines).value).toBeUndefined();
  });

  test('an unknown token is a mistake in the entity file', () => {
    expect(() => parseTokens(['op|%'])).toThrow("unknown calculation token 'op|%'");
    expect(() => parseTokens(['sum|a'])).toThrow();
  });
});

describe('local search', () => {
  const rows = [
    { name: 'Tabriz', code: 'TBZ', region: { name: 'East Azerbaijan' } },
    { name: 'Istanbul', code: 'IST', region: { name: 'Marmara' } },
    { name: 'London', code: 'LON', population: 9000000 },
  ];

  test('starts from 3 characters', () => {
    expect(searchable('ta')).toBe(false);
    expect(searchable(' tab ')).toBe(true);
    expect(searchRows(rows, 'ta')).toHaveLength(3);
  });

  test('case-insensitive, in the chosen columns (dotted paths reach nested values), else in every text column', () => {
    expect(searchRows(rows, 'TAN').map((r) => r.name)).toEqual(['Istanbul']);
    expect(searchRows(rows, 'mar', ['region.name']).map((r) => r.name)).toEqual(['Istanbul']);
    expect(searchRows(rows, 'azer', ['name'])).toEqual([]);
    expect(searchRows(rows, '900')).toEqual([]);
  });
});
