import fc from 'fast-check';
import { fromUnits, toUnits } from './units.js';

test('coin amounts and smallest units convert both ways exactly', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (units, decimals) => {
      expect(toUnits(fromUnits(units, decimals), decimals)).toBe(units);
    }),
  );
  expect(toUnits('1.5', 6)).toBe(1_500_000n);
  expect(toUnits('0.00000001', 8)).toBe(1n);
  expect(toUnits('2.50', 1)).toBe(25n);
  expect(fromUnits(123_000_000n, 8)).toBe('1.23');
  expect(fromUnits(5n, 0)).toBe('5');
});

test('text that is not a plain amount of the coin’s precision is refused, never rounded', () => {
  for (const bad of ['0.0000001', '-1', '1e3', '1.', '.5', 'abc', '', ' ', '1,5', null, undefined, {}])
    expect(toUnits(bad, 6)).toBeUndefined();
  expect(toUnits(1e-7, 8)).toBeUndefined();
});
