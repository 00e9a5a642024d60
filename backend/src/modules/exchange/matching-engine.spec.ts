import fc from 'fast-check';
import {
  FEE_ACCOUNT,
  MatchingEngine,
  type MarketSpec,
  type OrderInput,
  type Side,
  type TimeInForce,
} from './matching-engine.js';

const SPEC: MarketSpec = {
  base: 'BTC',
  quote: 'USDT',
  baseUnit: 100n, // quantities in hundredths of a BTC
  tickSize: 5n,
  lotSize: 1n,
  minNotional: 0n,
  makerFeeBps: 10n,
  takerFeeBps: 20n,
};

function market(accounts: Record<string, { BTC?: bigint; USDT?: bigint }>): MatchingEngine {
  const engine = new MatchingEngine(SPEC);
  for (const [account, funds] of Object.entries(accounts)) {
    if (funds.BTC) engine.deposit(account, 'BTC', funds.BTC);
    if (funds.USDT) engine.deposit(account, 'USDT', funds.USDT);
  }
  return engine;
}

let n = 0;
const order = (
  account: string,
  side: Side,
  price: bigint | undefined,
  quantity: bigint,
  tif: TimeInForce = 'GTC',
): OrderInput => ({
  id: `o${++n}`,
  account,
  side,
  type: price === undefined ? 'market' : 'limit',
  price,
  quantity,
  tif,
});

describe('matching engine', () => {
  test('price-time priority: the best price first, then the earliest order at that price', () => {
    const m = market({ a: { BTC: 1000n }, b: { BTC: 1000n }, c: { BTC: 1000n }, t: { USDT: 1_000_000n } });
    const first = order('a', 'sell', 105n, 10n);
    const second = order('b', 'sell', 100n, 10n);
    const third = order('c', 'sell', 100n, 10n);
    for (const o of [first, second, third]) expect(m.place(o).status).toBe('resting');
    const taken = m.place(order('t', 'buy', 110n, 25n));
    expect(taken.trades.map((t) => [t.makerOrderId, t.price, t.quantity])).toEqual([
      [second.id, 100n, 10n],
      [third.id, 100n, 10n],
      [first.id, 105n, 5n],
    ]);
    expect(taken.status).toBe('filled');
    expect(m.order(first.id)).toMatchObject({ filled: 5n });
  });

  test('fills move exact amounts, fees come from what each side receives, and held funds come back', () => {
    const m = market({ seller: { BTC: 100n }, buyer: { USDT: 10_000n } });
    m.place(order('seller', 'sell', 200n, 50n)); // 0.5 BTC at 200 per BTC
    const buy = m.place(order('buyer', 'buy', 250n, 30n));
    expect(buy.trades).toEqual([expect.objectContaining({ price: 200n, quantity: 30n, notional: 60n })]);
    // The buyer (taker, 0.2 %) gets 30 less 0 (rounded down) of BTC; the seller (maker, 0.1 %) 60 less 0 of USDT.
    expect(m.balanceOf('buyer', 'BTC').available).toBe(30n);
    expect(m.balanceOf('buyer', 'USDT')).toEqual({ available: 10_000n - 60n, held: 0n });
    expect(m.balanceOf('seller', 'USDT').available).toBe(60n);
    expect(m.balanceOf('seller', 'BTC')).toEqual({ available: 50n, held: 20n });
    // Larger fills pay fees: 10,000 BTC-hundredths at 100 → notional 10,000.
    const big = market({ s: { BTC: 10_000n }, b: { USDT: 20_000n } });
    big.place(order('s', 'sell', 100n, 10_000n));
    big.place(order('b', 'buy', undefined, 10_000n, 'IOC'));
    expect(big.balanceOf('b', 'BTC').available).toBe(10_000n - 20n);
    expect(big.balanceOf('s', 'USDT').available).toBe(10_000n - 10n);
    expect(big.balanceOf(FEE_ACCOUNT, 'BTC').available).toBe(20n);
    expect(big.balanceOf(FEE_ACCOUNT, 'USDT').available).toBe(10n);
  });

  test('IOC keeps no remainder, FOK fills whole or not at all, GTC rests the rest', () => {
    const m = market({ s: { BTC: 100n }, b: { USDT: 100_000n } });
    m.place(order('s', 'sell', 100n, 10n));
    expect(m.place(order('b', 'buy', 100n, 20n, 'FOK'))).toMatchObject({ status: 'rejected', reason: 'fokunfilled' });
    expect(m.balanceOf('b', 'USDT')).toEqual({ available: 100_000n, held: 0n });
    const ioc = m.place(order('b', 'buy', 100n, 15n, 'IOC'));
    expect(ioc).toMatchObject({ status: 'partial', filled: 10n, expired: 'ioc' });
    expect(m.bestBid()).toBeUndefined();
    m.place(order('s', 'sell', 100n, 10n));
    const gtc = m.place(order('b', 'buy', 100n, 15n));
    expect(gtc).toMatchObject({ status: 'partial', filled: 10n });
    expect(m.bestBid()).toBe(100n);
    expect(m.balanceOf('b', 'USDT').held).toBe(5n);
  });

  test('self-trade prevention expires the taker instead of trading with itself', () => {
    const m = market({ a: { BTC: 100n, USDT: 100_000n }, b: { BTC: 100n } });
    m.place(order('a', 'sell', 100n, 10n));
    const own = m.place(order('a', 'buy', 100n, 10n));
    expect(own).toMatchObject({ status: 'expired', expired: 'selftrade', trades: [] });
    expect(m.balanceOf('a', 'USDT')).toEqual({ available: 100_000n, held: 0n });
    expect(m.bestAsk()).toBe(100n);
  });

  test('cancel gives the held funds back; only the owner cancels', () => {
    const m = market({ b: { USDT: 1_000n } });
    const bid = order('b', 'buy', 100n, 5n);
    m.place(bid);
    expect(m.balanceOf('b', 'USDT')).toEqual({ available: 995n, held: 5n });
    expect(m.cancel(bid.id, 'someone else')).toBe(false);
    expect(m.cancel(bid.id, 'b')).toBe(true);
    expect(m.balanceOf('b', 'USDT')).toEqual({ available: 1_000n, held: 0n });
    expect(m.cancel(bid.id, 'b')).toBe(false);
  });

  test('orders are refused for tick size, lot size, minimum notional, funds and a repeated id', () => {
    const m = new MatchingEngine({ ...SPEC, lotSize: 10n, minNotional: 50n });
    m.deposit('b', 'USDT', 100n);
    expect(m.place(order('b', 'buy', 102n, 10n)).reason).toBe('ticksize');
    expect(m.place(order('b', 'buy', 100n, 15n)).reason).toBe('lotsize');
    expect(m.place(order('b', 'buy', 100n, 10n)).reason).toBe('minnotional');
    expect(m.place(order('b', 'buy', 500n, 100n)).reason).toBe('insufficientfunds');
    const ok = order('b', 'buy', 500n, 10n);
    expect(m.place(ok).status).toBe('resting');
    expect(m.place({ ...ok }).reason).toBe('duplicateid');
    expect(m.place(order('b', 'buy', undefined, 10n)).reason).toBe('nomarket');
  });
});

// Random streams of orders and cancels from a few accounts: after every step the book does not cross, no balance
// is negative, what is held equals what resting orders hold, and each asset's total (balances, holds, fees) is the
// total deposited: no money is created or lost.
const ACCOUNTS = ['a', 'b', 'c', 'd'];
type Step =
  | { kind: 'place'; account: string; side: Side; market: boolean; price: number; quantity: number; tif: TimeInForce }
  | { kind: 'cancel'; index: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      account: fc.constantFrom(...ACCOUNTS),
      side: fc.constantFrom<Side>('buy', 'sell'),
      market: fc.integer({ min: 0, max: 9 }).map((d) => d < 2),
      price: fc.integer({ min: 18, max: 22 }),
      quantity: fc.integer({ min: 1, max: 40 }),
      tif: fc.constantFrom<TimeInForce>('GTC', 'GTC', 'IOC', 'FOK'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), index: fc.nat(200) }) },
);

describe('matching engine properties', () => {
  test('for random order streams: no crossed book, no negative balance, holds match, money is conserved', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        const m = new MatchingEngine(SPEC);
        const deposited = { BTC: 0n, USDT: 0n };
        for (const account of ACCOUNTS) {
          m.deposit(account, 'BTC', 500n);
          m.deposit(account, 'USDT', 50_000n);
          deposited.BTC += 500n;
          deposited.USDT += 50_000n;
        }
        const placed: string[] = [];
        // Each fill counts for both orders it joins: the maker's and the taker's.
        const filledById = new Map<string, bigint>();
        steps.forEach((s, i) => {
          if (s.kind === 'cancel') {
            const id = placed[s.index % Math.max(1, placed.length)];
            if (id) m.cancel(id);
          } else {
            const id = `p${i}`;
            const result = m.place({
              id,
              account: s.account,
              side: s.side,
              type: s.market ? 'market' : 'limit',
              price: s.market ? undefined : BigInt(s.price * 5),
              quantity: BigInt(s.quantity),
              tif: s.market ? 'IOC' : s.tif,
            });
            placed.push(id);
            for (const t of result.trades) {
              // Both sides of a fill move the same quantity; quote and fees are exact.
              expect(t.notional).toBe((t.price * t.quantity) / SPEC.baseUnit);
              expect(t.buyerFee).toBeLessThanOrEqual(t.quantity);
              for (const id of [t.makerOrderId, t.takerOrderId])
                filledById.set(id, (filledById.get(id) ?? 0n) + t.quantity);
            }
            expect(result.filled).toBe(result.trades.reduce((q, t) => q + t.quantity, 0n));
          }
          const bid = m.bestBid();
          const ask = m.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid < ask).toBe(true);
          const totals = { BTC: 0n, USDT: 0n };
          for (const b of m.balances()) {
            expect(b.available >= 0n && b.held >= 0n).toBe(true);
            totals[b.asset as 'BTC' | 'USDT'] += b.available + b.held;
          }
          expect(totals).toEqual(deposited);
          // A resting order's filled quantity is what its fills, as maker and as taker, add up to.
          for (const o of [...m.depth('buy'), ...m.depth('sell')]) {
            expect(o.filled).toBe(filledById.get(o.id) ?? 0n);
            expect(o.filled < o.quantity).toBe(true);
          }
          // What is held is exactly what the resting orders hold.
          for (const account of ACCOUNTS) {
            const resting = [...m.depth('buy'), ...m.depth('sell')].filter((o) => o.account === account);
            expect(m.balanceOf(account, 'USDT').held).toBe(
              resting.filter((o) => o.side === 'buy').reduce((h, o) => h + o.held, 0n),
            );
            expect(m.balanceOf(account, 'BTC').held).toBe(
              resting.filter((o) => o.side === 'sell').reduce((h, o) => h + (o.quantity - o.filled), 0n),
            );
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
