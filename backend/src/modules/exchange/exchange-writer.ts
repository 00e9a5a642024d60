import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { updated } from '../../db/updated-rows.js';
import { ExchangeBook, type ApplyResult, sameSpec, specToJson, type JournalEntry } from './exchange-book.js';
import type { MarketSpec, PlaceResult, RestingOrder } from './matching-engine.js';
import { FEE_ACCOUNT } from './matching-engine.js';
import { fromUnits } from './units.js';

/** The advisory lock every process's writer holds while it applies and journals a batch: one writer at a time. */
const EXCHANGE_LOCK: [number, number] = [7401, 0];
/** Requests taken into one transaction at most (group commit). */
const MAX_BATCH = 256;

/** Order states of the ExchangeOrder entity. */
export const ORDER_STATUS = { open: 1, partial: 2, filled: 3, cancelled: 4, expired: 5 } as const;
export const SIDE_ID = { buy: 1, sell: 2 } as const;

/** What a request asks the writer: a journal entry to apply (placing an order gets its id from the journal's writer). */
export type WriteRequest =
  | {
      kind: 'place';
      market: number;
      spec: MarketSpec;
      order: Omit<Extract<JournalEntry, { kind: 'place' }>['order'], 'id'>;
    }
  | { kind: 'cancel'; market: number; id: string; account: string }
  | { kind: 'funds'; entry: Extract<JournalEntry, { kind: 'deposit' | 'hold' | 'release' | 'spend' }> };

export interface WriteOutcome {
  accepted: boolean;
  /** The order's id (placing), as the exchange_orders row has it. */
  orderId?: number;
  result?: PlaceResult;
  /** The placed order's exchange_orders row as its batch committed it (columns as PostgreSQL returned them). */
  stored?: Record<string, unknown>;
}

interface Pending {
  request: WriteRequest | { kind: 'read' };
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

/** A journal row as written: its entry and the time it was applied. */
interface Journaled {
  kind: string;
  entry: JournalEntry;
  at: Date;
}

/**
 * The exchange's single writer. Requests queue in the process and are applied in batches: under one PostgreSQL
 * advisory lock (so only one process writes at a time), the book first catches up with what other processes
 * journaled, then each request is applied to the pure ExchangeBook, and the accepted ones are journaled together
 * with their effects (orders, trades, balances) in the same transaction. A batch that fails to commit is undone by
 * rebuilding the book from the journal; at start the book is rebuilt from the journal the same way.
 */
@Injectable()
export class ExchangeWriter implements OnModuleInit {
  private readonly log = new Logger('Exchange');
  private book = new ExchangeBook();
  private applied = 0;
  /** Set once a request was applied in a caller's transaction, whose commit this writer does not see. */
  private external = false;
  private readonly queue: Pending[] = [];
  private draining = false;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.read();
  }

  /** Applies one request; answers once it is journaled (or refused, with nothing written). */
  submit(request: WriteRequest): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      void this.drain();
    });
  }

  /**
   * Applies one request inside the caller's transaction (a hook's): journaled with it, committed or rolled back with
   * it. The advisory lock, held until that transaction ends, keeps every other writer out meanwhile; should the
   * transaction roll back, the next catch-up finds the journal shorter than the book and rebuilds the book.
   */
  async submitWithin(manager: EntityManager, request: WriteRequest): Promise<WriteOutcome> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', EXCHANGE_LOCK);
    await this.catchUp(manager);
    const [outcome] = await this.applyBatch(manager, [{ request, resolve: () => undefined, reject: () => undefined }]);
    this.external = true;
    return outcome;
  }

  /**
   * Reads the book after catching up with the journal, in turn with the writes: what `look` sees is a state that
   * was committed.
   */
  async read<T>(look: (book: ExchangeBook) => T = () => undefined as T): Promise<T> {
    await new Promise<WriteOutcome>((resolve, reject) => {
      this.queue.push({ request: { kind: 'read' }, resolve, reject });
      void this.drain();
    });
    return look(this.book);
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        if (batch.every((p) => p.request.kind === 'read')) {
          await this.catchUp(this.dataSource.manager).then(
            () => batch.forEach((p) => p.resolve({ accepted: true })),
            (e: unknown) => batch.forEach((p) => p.reject(e)),
          );
          continue;
        }
        await this.write(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    let outcomes: WriteOutcome[];
    try {
      outcomes = await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1, $2)', EXCHANGE_LOCK);
        await this.catchUp(manager);
        return this.applyBatch(manager, batch);
      });
    } catch (error) {
      // What was applied in memory did not commit: the journal is the truth.
      this.log.error(`exchange batch failed: ${(error as Error).message}`);
      await this.rebuild().catch(() => undefined);
      batch.forEach((p) => p.reject(error));
      return;
    }
    batch.forEach((p, i) => p.resolve(outcomes[i]));
  }

  /** Applies the journal rows this process has not seen yet (written by another process). */
  private async catchUp(manager: EntityManager): Promise<void> {
    if (this.external) {
      // A caller's transaction that rolled back took its journal rows with it: the book is ahead of the journal.
      this.external = false;
      const [{ last }] = (await manager.query('SELECT coalesce(max(id), 0)::int AS last FROM exchange_journal')) as {
        last: number;
      }[];
      if (last < this.applied) {
        this.book = new ExchangeBook();
        this.applied = 0;
      }
    }
    const rows = (await manager.query('SELECT id, entry FROM exchange_journal WHERE id > $1 ORDER BY id', [
      this.applied,
    ])) as { id: number; entry: JournalEntry }[];
    for (const row of rows) {
      // Two catch-ups may read the same rows; each row is applied once.
      if (row.id <= this.applied) continue;
      this.book.apply(row.entry);
      this.applied = row.id;
    }
  }

  /** Each coin's decimals: how the projections turn smallest units into coin amounts. */
  private async coinDecimals(manager: EntityManager): Promise<Map<number, number>> {
    const rows = (await manager.query('SELECT id, decimals FROM coins')) as { id: number; decimals: number | null }[];
    return new Map(rows.map((r) => [r.id, r.decimals ?? 0]));
  }

  private async rebuild(): Promise<void> {
    this.book = new ExchangeBook();
    this.applied = 0;
    await this.catchUp(this.dataSource.manager);
  }

  private async applyBatch(manager: EntityManager, batch: Pending[]): Promise<WriteOutcome[]> {
    const places = batch.filter((p) => p.request.kind === 'place').length;
    const ids = places
      ? (
          (await manager.query(
            "SELECT nextval(pg_get_serial_sequence('exchange_orders', 'id'))::int AS id FROM generate_series(1, $1)",
            [places],
          )) as { id: number }[]
        ).map((r) => r.id)
      : [];
    const now = new Date();
    const journal: Journaled[] = [];
    const decimals = await this.coinDecimals(manager);
    const effects = new Effects((asset) => decimals.get(Number(asset)) ?? 0);
    const outcomes = batch.map((pending): WriteOutcome => {
      const request = pending.request;
      if (request.kind === 'read') return { accepted: true };
      if (request.kind === 'funds') {
        const result = this.book.apply(request.entry);
        if (!ExchangeBook.accepted(result)) return { accepted: false };
        journal.push({ kind: request.entry.kind, entry: request.entry, at: now });
        effects.touch(request.entry.account, request.entry.asset);
        return { accepted: true };
      }
      if (request.kind === 'place') {
        const engine = this.book.engine(request.market);
        if (!engine || !sameSpec(engine.spec, request.spec)) {
          const entry: JournalEntry = { kind: 'spec', market: request.market, spec: specToJson(request.spec) };
          this.book.apply(entry);
          journal.push({ kind: 'spec', entry, at: now });
        }
        const id = ids.shift()!;
        const entry: JournalEntry = {
          kind: 'place',
          market: request.market,
          order: { ...request.order, id: String(id) },
        };
        const applied = this.book.apply(entry) as Extract<ApplyResult, { kind: 'place' }>;
        if (!ExchangeBook.accepted(applied)) return { accepted: false, orderId: id, result: applied.result };
        journal.push({ kind: 'place', entry, at: now });
        effects.placed(request.market, entry.order, applied.result, now, this.book);
        return { accepted: true, orderId: id, result: applied.result };
      }
      const entry: JournalEntry = { kind: 'cancel', market: request.market, id: request.id, account: request.account };
      const resting = this.book.engine(request.market)?.order(request.id);
      const result = this.book.apply(entry);
      if (!ExchangeBook.accepted(result) || !resting) return { accepted: false };
      journal.push({ kind: 'cancel', entry, at: now });
      effects.cancelled(resting, this.book.engine(request.market)!.spec);
      return { accepted: true, orderId: Number(request.id) };
    });
    if (journal.length) {
      const rows = updated<{ id: number }>(
        await manager.query(
          // write-sql: exchange-journal
          `INSERT INTO exchange_journal (kind, entry, at, version)
           SELECT k, e, a, 1 FROM unnest($1::text[], $2::jsonb[], $3::timestamptz[]) AS u(k, e, a) RETURNING id`,
          [journal.map((j) => j.kind), journal.map((j) => JSON.stringify(j.entry)), journal.map((j) => j.at)],
        ),
      );
      const stored = await effects.write(manager, this.book);
      this.applied = Math.max(this.applied, ...rows.map((r) => r.id));
      for (const o of outcomes) if (o.accepted && o.result && o.orderId) o.stored = stored.get(o.orderId);
    }
    return outcomes;
  }
}

type PlacedOrder = Extract<JournalEntry, { kind: 'place' }>['order'];

/** The rows a batch changes besides the journal: new and changed orders, trades and the balances they moved. */
class Effects {
  constructor(private readonly decimals: (asset: string) => number) {}

  private readonly balances = new Set<string>();
  private readonly newOrders: unknown[][] = [];
  private readonly changed = new Map<string, { status: number; filled: string }>();
  private readonly trades: unknown[][] = [];

  touch(account: string, asset: string): void {
    if (account !== FEE_ACCOUNT) this.balances.add(`${account}:${asset}`);
  }

  placed(market: number, order: PlacedOrder, result: PlaceResult, at: Date, book: ExchangeBook): void {
    const engine = book.engine(market)!;
    const { spec } = engine;
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

  cancelled(order: Readonly<RestingOrder>, spec: MarketSpec): void {
    this.touch(order.account, order.side === 'buy' ? spec.quote : spec.base);
    this.changed.set(order.id, {
      status: ORDER_STATUS.cancelled,
      filled: fromUnits(order.filled, this.decimals(spec.base)),
    });
  }

  /**
   * Writes the batch's orders, trades and balances in a few statements, amounts in coin units. Answers the new orders'
   * rows as the batch leaves them, by id: what placing them answers, without reading them again.
   */
  async write(manager: EntityManager, book: ExchangeBook): Promise<Map<number, Record<string, unknown>>> {
    const column = <T>(rows: unknown[][], i: number) => rows.map((r) => r[i] as T);
    const stored = new Map<number, Record<string, unknown>>();
    if (this.newOrders.length) {
      const o = this.newOrders;
      const inserted = await manager.query(
        // write-sql: exchange-journal
        `INSERT INTO exchange_orders (id, guid, customer_id, market_id, side_id, type_id, time_in_force, price, quantity,
           filled_quantity, status_id, created_at, updated_at, version)
         SELECT id, gen_random_uuid(), c, m, s, t, f, p, q, fq, st, a, a, 1
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::numeric[], $8::numeric[],
           $9::numeric[], $10::int[], $11::timestamptz[]) AS u(id, c, m, s, t, f, p, q, fq, st, a) RETURNING *`,
        Array.from({ length: 11 }, (_, i) => column(o, i)),
      );
      for (const row of updated(inserted)) stored.set(row.id as number, row);
    }
    // Makers filled in the same batch as they were placed are among the new rows; the update reaches them too.
    if (this.changed.size) {
      const entries = [...this.changed];
      const changed = await manager.query(
        // write-sql: exchange-journal
        `UPDATE exchange_orders o SET status_id = u.st,
           filled_quantity = CASE WHEN u.st = ${ORDER_STATUS.filled} THEN o.quantity ELSE u.fq END,
           updated_at = now(), version = o.version + 1
         FROM unnest($1::int[], $2::int[], $3::numeric[]) AS u(id, st, fq) WHERE o.id = u.id RETURNING o.*`,
        [entries.map(([id]) => Number(id)), entries.map(([, c]) => c.status), entries.map(([, c]) => c.filled)],
      );
      for (const row of updated(changed)) if (stored.has(row.id as number)) stored.set(row.id as number, row);
    }
    if (this.trades.length) {
      const t = this.trades;
      await manager.query(
        // write-sql: exchange-journal
        `INSERT INTO exchange_trades (market_id, maker_order_id, taker_order_id, taker_side_id, price, quantity, notional,
           buyer_fee, seller_fee, traded_at, version)
         SELECT m, mk, tk, s, p, q, n, bf, sf, a, 1
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::numeric[], $7::numeric[],
           $8::numeric[], $9::numeric[], $10::timestamptz[]) AS u(m, mk, tk, s, p, q, n, bf, sf, a)`,
        Array.from({ length: 10 }, (_, i) => column(t, i)),
      );
    }
    if (this.balances.size) {
      const keys = [...this.balances].map((k) => k.split(':'));
      const values = keys.map(([account, asset]) => book.ledger.balanceOf(account, asset));
      await manager.query(
        // write-sql: exchange-journal
        `INSERT INTO wallet_balances (customer_id, coin_id, available, held, version)
         SELECT c, k, a, h, 1 FROM unnest($1::int[], $2::int[], $3::numeric[], $4::numeric[]) AS u(c, k, a, h)
         ON CONFLICT (customer_id, coin_id) DO UPDATE SET available = EXCLUDED.available, held = EXCLUDED.held,
           version = wallet_balances.version + 1, updated_at = now()`,
        [
          keys.map(([account]) => Number(account)),
          keys.map(([, asset]) => Number(asset)),
          values.map((v, i) => fromUnits(v.available, this.decimals(keys[i][1]))),
          values.map((v, i) => fromUnits(v.held, this.decimals(keys[i][1]))),
        ],
      );
    }
    return stored;
  }
}
