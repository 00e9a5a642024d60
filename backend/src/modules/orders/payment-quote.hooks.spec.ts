import { Decimal } from 'decimal.js';
import { convertedAmount } from './payment-quote.hooks.js';

test('an amount is converted at the rate and rounded up to the coin’s places, never down', () => {
  expect(convertedAmount('100', new Decimal('61234.56'), 8)).toBe('0.00163307');
  expect(convertedAmount('125', new Decimal('62500'), 8)).toBe('0.002');
  expect(convertedAmount('10', new Decimal('3'), 2)).toBe('3.34');
  expect(convertedAmount('1250000', new Decimal('0.0000125'), 0)).toBe('100000000000');
});
