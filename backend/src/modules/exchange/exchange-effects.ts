import type { EntityManager } from 'typeorm';
import { candleSteps, candlesUpsert } from './candles.js';
import type { ExchangeBook, JournalEntry } from './exchange-book.js';
import { FEE_ACCOUNT, type MarketSpec, type PlaceResult, type RestingOrder } from './matching-engine.js';
import { fromUnits } from './units.js';

/** Order states of the ExchangeOrder entity. */
export const ORDER_STATUS = { open: 1, partial: 2, filled: 3, cancelled: 4, expired: 5 } as const;
export const SIDE_ID = { buy: 1, sell: 2 } as const;

/** What a committed batch changed, for those who show it live: its trades, and the accounts and markets it touched. */
export interface Committed {
  trades: {
    id: number;
    market: number;
    price: string;
    quantity: string;
    takerSide: 'buy' | 'sell';
    at: Date;
  }[];
  markets: Set<number>;
  accounts: Set<number>;
}

/** A journal row as written: its entry and the time it was applied. */
export interface Journaled {
  kind: string;
  entry: JournalEntry;
  at: Date;
}

type PlacedOrder = Extract<JournalEntry, { kind: 'place' }>['order'];

/** The rows a batch changes besides the journal: new and changed orders, trades and the balances they moved. */
export class Effects {
  constructor(private readonly decimals: (asset: string) => number) {}

  private readonly balances = new Set<string>();
  private readonly newOrders: unknown[][] = [];
  private readonly changed = new Map<string, { status: number; filled: string }>();
  private readonly trades: unknown[][] = [];
  private readonly markets = new Set<number>();
  private tradeIds: number[] = [];

  /** The batch's trades, markets and accounts, as the live screens need them. */
  committed(): Committed {
    const accounts = new Set([...this.balances].map((k) => Number(k.split(':')[0])));
    const trades = this.trades.map((t, i) => ({
      id: this.tradeIds[i],
      market: t[0] as number,
      takerSide: t[3] === SIDE_ID.buy ? ('buy' as const) : ('sell' as const),
      price: t[4] as string,
      quantity: t[5] as string,
      at: t[9] as Date,
    }));
    return { trades, markets: this.markets, accounts };
  }

  touch(account: string, asset: string): void {
    if (account !== FEE_ACCOUNT) this.balances.add(`${account}:${asset}`);
  }

  placed(market: number, order: PlacedOrder, result: PlaceResult, at: Date, book: ExchangeBook): void {
    const engine = book.engine(market)!;
    const { spec } = engine;
    this.markets.add(market);
    this.touch(order.account, order.side === 'buy' ? spec.quote : spec.base);
    if (result.trades.length) this.touch(order.account, order.side === 'buy' ? spec.base : spec.quote);
    const resting = engine.order(order.id);
    const quantity = BigInt(order.quantity);
    const status = resting
      ? result.filled > 0n
        ? ORDER_STATUS.partial
        : ORDER_STATUS.open
      : result.filled === quantity
        ? ORDER_STATUS.filled
        : ORDER_STATUS.expired;
    const base = this.decimals(spec.base);
    const quote = this.decimals(spec.quote);
    this.newOrders.push([
      Number(order.id),
      Number(order.account),
      market,
      SIDE_ID[order.side],
      order.type === 'limit' ? 1 : 2,
      order.tif,
      order.price === undefined ? null : fromUnits(BigInt(order.price), quote),
      fromUnits(quantity, base),
      fromUnits(result.filled, base),
      status,
      at,
    ]);
    for (const t of result.trades) {
      this.touch(t.maker, spec.base);
      this.touch(t.maker, spec.quote);
      const maker = engine.order(t.makerOrderId);
      this.changed.set(t.makerOrderId, {
        status: maker ? ORDER_STATUS.partial : ORDER_STATUS.filled,
        filled: maker ? fromUnits(maker.filled, base) : '0',
      });
      this.trades.push([
        market,
        Number(t.makerOrderId),
        Number(t.takerOrderId),
        SIDE_ID[t.takerSide],
        fromUnits(t.price, quote),
        fromUnits(t.quantity, base),
        fromUnits(t.notional, quote),
        fromUnits(t.buyerFee, base),
        fromUnits(t.sellerFee, quote),
        at,
      ]);
    }
  }

  cancelled(market: number, order: Readonly<RestingOrder>, spec: MarketSpec): void {
    this.markets.add(market);
    this.touch(order.account, order.side === 'buy' ? spec.quote : spec.base);
    this.changed.set(order.id, {
      status: ORDER_STATUS.cancelled,
      filled: fromUnits(order.filled, this.decimals(spec.base)),
    });
  }

  /**
   * Writes the batch's journal rows with their effects (new and changed orders, trades, their candles, balances) in
   * one statement, amounts in coin units. Changes to orders placed in the same batch are made to their new rows
   * before they are written. Answers the new orders' rows as the batch leaves them, by id (what placing them answers,
   * without reading them again), and the last journal row's id.
   */
  async write(
    manager: EntityManager,
    book: ExchangeBook,
    journal: Journaled[],
  ): Promise<{ stored: Map<number, Record<string, unknown>>; journaled: number }> {
    const column = <T>(rows: unknown[][], i: number) => rows.map((r) => r[i] as T);
    const fresh = new Map(this.newOrders.map((row) => [String(row[0]), row]));
    const changed = [...this.changed].filter(([id, c]) => {
      const row = fresh.get(id);
      if (!row) return true;
      row[9] = c.status;
      row[8] = c.status === ORDER_STATUS.filled ? row[7] : c.filled;
      return false;
    });
    const keys = [...this.balances].map((k) => k.split(':'));
    const values = keys.map(([account, asset]) => book.ledger.balanceOf(account, asset));
    const rows = (await manager.query(
      // write-sql: exchange-journal
      `WITH journal AS (
         INSERT INTO exchange_journal (kind, entry, at, version)
         SELECT k, e, a, 1 FROM unnest($1::text[], $2::jsonb[], $3::timestamptz[]) WITH ORDINALITY AS u(k, e, a, n)
         ORDER BY n RETURNING id),
       placed AS (
         INSERT INTO exchange_orders (id, guid, customer_id, market_id, side_id, type_id, time_in_force, price,
           quantity, filled_quantity, status_id, created_at, updated_at, version)
         SELECT id, gen_random_uuid(), c, m, s, t, f, p, q, fq, st, a, a, 1
         FROM unnest($4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[], $10::numeric[], $11::numeric[],
           $12::numeric[], $13::int[], $14::timestamptz[]) AS u(id, c, m, s, t, f, p, q, fq, st, a) RETURNING *),
       changed AS (
         UPDATE exchange_orders o SET status_id = u.st,
           filled_quantity = CASE WHEN u.st = ${ORDER_STATUS.filled} THEN o.quantity ELSE u.fq END,
           updated_at = now(), version = o.version + 1
         FROM unnest($15::int[], $16::int[], $17::numeric[]) AS u(id, st, fq) WHERE o.id = u.id RETURNING o.id),
       traded AS (
         INSERT INTO exchange_trades (market_id, maker_order_id, taker_order_id, taker_side_id, price, quantity,
           notional, buyer_fee, seller_fee, traded_at, version)
         SELECT m, mk, tk, s, p, q, n, bf, sf, a, 1
         FROM unnest($18::int[], $19::int[], $20::int[], $21::int[], $22::numeric[], $23::numeric[], $24::numeric[],
           $25::numeric[], $26::numeric[], $27::timestamptz[]) WITH ORDINALITY AS u(m, mk, tk, s, p, q, n, bf, sf, a, i)
         ORDER BY i RETURNING id),
       candles AS (${candlesUpsert({ market: '$18', price: '$22', quantity: '$23', at: '$27', names: '$28', steps: '$29' })}),
       balances AS (
         INSERT INTO wallet_balances (customer_id, coin_id, available, held, version)
         SELECT c, k, a, h, 1 FROM unnest($30::int[], $31::int[], $32::numeric[], $33::numeric[]) AS u(c, k, a, h)
         ON CONFLICT (customer_id, coin_id) DO UPDATE SET available = EXCLUDED.available, held = EXCLUDED.held,
           version = wallet_balances.version + 1, updated_at = now())
       SELECT p.*, (SELECT max(id) FROM journal)::int AS "$journaled", ARRAY(SELECT id FROM traded ORDER BY id) AS "$trades"
       FROM (SELECT 1) one LEFT JOIN placed p ON true`,
      [
        journal.map((j) => j.kind),
        journal.map((j) => JSON.stringify(j.entry)),
        journal.map((j) => j.at),
        ...Array.from({ length: 11 }, (_, i) => column(this.newOrders, i)),
        changed.map(([id]) => Number(id)),
        changed.map(([, c]) => c.status),
        changed.map(([, c]) => c.filled),
        ...Array.from({ length: 10 }, (_, i) => column(this.trades, i)),
        ...candleSteps(),
        keys.map(([account]) => Number(account)),
        keys.map(([, asset]) => Number(asset)),
        values.map((v, i) => fromUnits(v.available, this.decimals(keys[i][1]))),
        values.map((v, i) => fromUnits(v.held, this.decimals(keys[i][1]))),
      ],
    )) as Record<string, unknown>[];
    const stored = new Map<number, Record<string, unknown>>();
    for (const { $journaled: _j, $trades: _t, ...row } of rows) if (row.id !== null) stored.set(row.id as number, row);
    this.tradeIds = (rows[0].$trades as number[]) ?? [];
    return { stored, journaled: rows[0].$journaled as number };
  }
}
