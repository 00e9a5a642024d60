import type { CompareRow } from '@saray/contracts/storefront/state';
import { differs, pricesDiffer, rowGroups } from './compare-rows';

describe('the rows of a comparison', () => {
  test('values differ when any is not the same text; a missing one differs; one product differs from nothing', () => {
    expect(differs(['8', '8'])).toBe(false);
    expect(differs(['OLED', ' oled '])).toBe(false);
    expect(differs(['8', '12'])).toBe(true);
    expect(differs(['8', null])).toBe(true);
    expect(differs([null, null])).toBe(false);
    expect(differs(['8'])).toBe(false);
  });

  test('prices are compared as amounts', () => {
    expect(pricesDiffer(['529.00', '529'])).toBe(false);
    expect(pricesDiffer(['529.00', '349.90'])).toBe(true);
  });

  test('rows come in runs of their group, in their order', () => {
    const row = (name: string, group: string | null): CompareRow => ({ name, group, kind: 'text', values: [] });
    const runs = rowGroups([row('a', 'Display'), row('b', 'Display'), row('c', null), row('d', 'Body')]);
    expect(runs.map((r) => [r.group, r.rows.map((x) => x.name)])).toEqual([
      ['Display', ['a', 'b']],
      [null, ['c']],
      ['Body', ['d']],
    ]);
  });
});
