import fc from 'fast-check';
import { orderTotals, type Charge, type TotalsInput } from './totals.js';

// The expected amounts are worked out here again in scaled integers (BigInt), independently of decimal.js.
const scaled = (s: string, decimals: number): bigint => {
  const negative = s.startsWith('-');
  const [whole, fraction = ''] = s.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  expect(fraction.length).toBeLessThanOrEqual(decimals);
  return negative ? -value : value;
};
/** n / d rounded half up, for n ≥ 0 and d > 0. */
const roundDiv = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
const text = (units: bigint, decimals: number): string => {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
};

const amount = (decimals: number, max = 10_000_000) =>
  fc.bigInt({ min: 0n, max: BigInt(max) * 10n ** BigInt(decimals) }).map((u) => text(u, decimals));
/** A percentage with up to two decimals, 0–100. */
const percent = fc.integer({ min: 0, max: 10_000 }).map((h) => text(BigInt(h), 2));
const charge = (decimals: number): fc.Arbitrary<Charge> =>
  fc.oneof(
    fc.record({ amount: percent, isPercentage: fc.constant(true), customerPays: fc.boolean() }),
    fc.record({ amount: amount(decimals, 1000), isPercentage: fc.constant(false), customerPays: fc.boolean() }),
  );

const cart: fc.Arbitrary<TotalsInput> = fc.constantFrom(0, 2, 8).chain((decimals) =>
  fc.record(
    {
      decimals: fc.constant(decimals),
      lines: fc.array(
        fc.record({
          unitPrice: amount(decimals, 100_000),
          quantity: fc.integer({ min: 1, max: 1000 }),
          taxExempt: fc.boolean(),
          freeShipping: fc.boolean(),
          shippable: fc.boolean(),
          weight: fc.integer({ min: 0, max: 50_000 }).map((g) => text(BigInt(g), 3)),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      discount: fc.oneof(
        fc.record({
          isPercentage: fc.constant(true),
          amount: percent,
          maxAmount: fc.option(amount(decimals, 5000), { nil: null }),
        }),
        fc.record({ isPercentage: fc.constant(false), amount: amount(decimals, 50_000), maxAmount: fc.constant(null) }),
      ),
      taxRate: percent,
      taxExempt: fc.boolean(),
      freeShipping: fc.boolean(),
      shipment: fc.record({ price: amount(decimals, 500), fee: charge(decimals) }, { requiredKeys: ['price'] }),
      payment: fc.record({ fee: charge(decimals), tax: charge(decimals) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['decimals', 'lines'] },
  ),
);

describe('order totals', () => {
  test('the total is the lines plus shipping, fees and tax minus the discount, exactly, for random carts', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const d = input.decimals;
        const u = (s: string) => scaled(s, d);
        const t = orderTotals(input);

        const lines = input.lines.map((l) => u(l.unitPrice) * BigInt(l.quantity));
        expect(t.lines.map(u)).toEqual(lines);
        const price = lines.reduce((a, b) => a + b, 0n);
        expect(u(t.price)).toBe(price);

        // Discount: a percentage of the lines, capped, or a fixed amount; never more than the lines.
        let discount = 0n;
        if (input.discount) {
          discount = input.discount.isPercentage
            ? roundDiv(price * scaled(input.discount.amount, 2), 10_000n)
            : u(input.discount.amount);
          if (input.discount.maxAmount != null && discount > u(input.discount.maxAmount))
            discount = u(input.discount.maxAmount);
          if (discount > price) discount = price;
        }
        expect(u(t.discountPrice)).toBe(discount);

        // Sales tax on the taxable lines less their share of the discount.
        const taxable = lines.reduce((sum, l, i) => (input.lines[i].taxExempt ? sum : sum + l), 0n);
        const rate = input.taxRate && !input.taxExempt ? scaled(input.taxRate, 2) : 0n;
        const salesTax =
          price === 0n
            ? roundDiv(taxable * rate, 10_000n)
            : roundDiv((taxable * price - discount * taxable) * rate, price * 10_000n);

        // Shipping unless nothing ships or it is free.
        const ships = input.lines.filter((l) => l.shippable);
        const free = input.freeShipping || ships.every((l) => l.freeShipping);
        let shipping = 0n;
        let cost = 0n;
        const share = (c: Charge | undefined, base: bigint) =>
          !c ? 0n : c.isPercentage ? roundDiv(base * scaled(c.amount, 2), 10_000n) : u(c.amount);
        if (ships.length && input.shipment && !free) {
          const fee = share(input.shipment.fee, u(input.shipment.price));
          shipping = u(input.shipment.price) + (input.shipment.fee?.customerPays ? fee : 0n);
          cost += input.shipment.fee?.customerPays ? 0n : fee;
        }
        expect(u(t.shippingPrice)).toBe(shipping);

        const due = price - discount + salesTax + shipping;
        const fee = share(input.payment?.fee, due);
        const paymentTax = share(input.payment?.tax, due);
        const customerFee = input.payment?.fee?.customerPays ? fee : 0n;
        const customerTax = input.payment?.tax?.customerPays ? paymentTax : 0n;
        expect(u(t.feePrice)).toBe(customerFee);
        expect(u(t.taxPrice)).toBe(salesTax + customerTax);
        expect(u(t.costPrice)).toBe(cost + fee - customerFee + paymentTax - customerTax);

        // The invariant shoppers see on the invoice.
        expect(u(t.totalPrice)).toBe(
          u(t.price) - u(t.discountPrice) + u(t.taxPrice) + u(t.shippingPrice) + u(t.feePrice),
        );
        expect(u(t.totalPrice)).toBeGreaterThanOrEqual(0n);
        expect(t.needsShipping).toBe(ships.length > 0);
      }),
      { numRuns: 500 },
    );
  });

  test('a worked example: 10 % off, 9 % tax on the taxable line, shipping with a customer-paid fee', () => {
    const t = orderTotals({
      decimals: 2,
      lines: [
        { unitPrice: '19.99', quantity: 3, taxExempt: false, freeShipping: false, shippable: true, weight: '0.5' },
        { unitPrice: '5.00', quantity: 2, taxExempt: true, freeShipping: false, shippable: false, weight: '0' },
      ],
      discount: { isPercentage: true, amount: '10', maxAmount: null },
      taxRate: '9',
      shipment: { price: '4.50', fee: { amount: '1', isPercentage: false, customerPays: true } },
      payment: { fee: { amount: '2', isPercentage: true, customerPays: false } },
    });
    // Lines 59.97 + 10.00 = 69.97; discount 7.00; taxable 59.97 − 7.00 × 59.97 / 69.97 = 53.97… → tax 4.86.
    expect(t).toMatchObject({
      lines: ['59.97', '10.00'],
      price: '69.97',
      discountPrice: '7.00',
      taxPrice: '4.86',
      shippingPrice: '5.50',
      feePrice: '0.00',
      totalPrice: '73.33',
      weight: '1.5',
      needsShipping: true,
    });
    // The store bears the 2 % payment fee: 2 % of 73.33 = 1.47.
    expect(t.costPrice).toBe('1.47');
  });
});
