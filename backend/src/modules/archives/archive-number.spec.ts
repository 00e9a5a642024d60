import { archiveNumber, nextArchiveNumber } from './archive-number.js';

describe('archive numbers', () => {
  const date = new Date('2026-03-07T10:00:00Z');

  test('fills the number, padded when asked, and the filing date', () => {
    expect(archiveNumber('A-{year}/{number:5}', 42, date)).toBe('A-2026/00042');
    expect(archiveNumber('{year}{month}{day}-{number}', 7, date)).toBe('20260307-7');
    expect(archiveNumber('{number:2}', 1234, date)).toBe('1234');
  });

  test('starts at the start number, then steps by the seed', () => {
    expect(nextArchiveNumber({ start: 100, seed: 10, current: 0 })).toBe(100);
    expect(nextArchiveNumber({ start: 100, seed: 10, current: 100 })).toBe(110);
    // A start raised above the numbers issued so far jumps there.
    expect(nextArchiveNumber({ start: 500, seed: 10, current: 110 })).toBe(500);
  });
});
