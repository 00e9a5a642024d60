import { Inject, Injectable, Logger, Optional, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ExchangeBook,
  type ApplyResult,
  type BookState,
  sameSpec,
  specToJson,
  type JournalEntry,
} from './exchange-book.js';
import { Effects, type Committed, type Journaled } from './exchange-effects.js';
import type { MarketSpec, PlaceResult, Side } from './matching-engine.js';

/** The advisory lock every process's writer holds while it applies and journals a batch: one writer at a time. */
const EXCHANGE_LOCK: [number, number] = [7401, 0];
/** Requests taken into one transaction at most (group commit). */
const MAX_BATCH = 256;
/** Journal entries read at a time when catching up. */
const REPLAY_PAGE = 10_000;
/** The injection token of how many journal entries may follow the latest snapshot before the next is saved. */
export const EXCHANGE_SNAPSHOT_EVERY = Symbol('EXCHANGE_SNAPSHOT_EVERY');
export const DEFAULT_SNAPSHOT_EVERY = 50_000;

export { ORDER_STATUS, SIDE_ID, type Committed } from './exchange-effects.js';

/** What a request asks the writer: a journal entry to apply (placing an order gets its id from the journal's writer). */
export type WriteRequest =
  | {
      kind: 'place';
      market: number;
      spec: MarketSpec;
      order: Omit<Extract<JournalEntry, { kind: 'place' }>['order'], 'id'>;
      /** When the order counts as placed (its journal row and trades); now unless a backfilled history says. */
      at?: Date;
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

/** What a batch learnt on its way in: its new orders' ids and each coin's decimals. */
interface Entered {
  ids: number[];
  decimals: Map<number, number>;
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
  private readonly listeners: ((committed: Committed) => void)[] = [];
  /** The journal entry of the latest snapshot saved or restored (0: none). */
  private snapshotAt = 0;
  /** Where the last rebuild started: the snapshot's journal entry it restored (0: the journal's first entry). */
  restoredFrom = 0;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Optional() @Inject(EXCHANGE_SNAPSHOT_EVERY) private readonly snapshotEvery: number = DEFAULT_SNAPSHOT_EVERY,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.rebuild();
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
    const batch = [{ request, resolve: () => undefined, reject: () => undefined }];
    const {
      outcomes: [outcome],
    } = await this.applyBatch(manager, batch, await this.enter(manager, batch));
    this.external = true;
    return outcome;
  }

  /** Calls `listener` after each batch this process commits (not after a write inside a caller's transaction). */
  onCommitted(listener: (committed: Committed) => void): void {
    this.listeners.push(listener);
  }

  /** Both sides' best levels as this process's book has them now, in smallest units (no catch-up: for live pushes). */
  levelsNow(market: number, depth: number): { bids: Level[]; asks: Level[] } {
    const engine = this.book.engine(market);
    return { bids: levels(engine, 'buy', depth), asks: levels(engine, 'sell', depth) };
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
    let committed: Committed | undefined;
    try {
      outcomes = await this.dataSource.transaction(async (manager) => {
        const applied = await this.applyBatch(manager, batch, await this.enter(manager, batch));
        committed = applied.committed;
        return applied.outcomes;
      });
    } catch (error) {
      // What was applied in memory did not commit: the journal is the truth.
      this.log.error(`exchange batch failed: ${(error as Error).message}`);
      await this.rebuild().catch(() => undefined);
      batch.forEach((p) => p.reject(error));
      return;
    }
    batch.forEach((p, i) => p.resolve(outcomes[i]));
    await this.snapshot().catch((error: unknown) =>
      this.log.error(`exchange snapshot failed: ${(error as Error).message}`),
    );
    if (committed && (committed.markets.size || committed.accounts.size))
      for (const listener of this.listeners) {
        try {
          listener(committed);
        } catch (error) {
          this.log.error(`exchange commit listener failed: ${(error as Error).message}`);
        }
      }
  }

  /** Applies the journal rows this process has not seen yet (written by another process). */
  private async catchUp(manager: EntityManager): Promise<void> {
    if (this.external) {
      // A caller's transaction that rolled back took its journal rows with it: the book is ahead of the journal.
      this.external = false;
      const [{ last }] = (await manager.query('SELECT coalesce(max(id), 0)::int AS last FROM exchange_journal')) as {
        last: number;
      }[];
      if (last < this.applied) await this.restore(manager, last);
    }
    // A page at a time: a start may replay a long journal.
    for (;;) {
      const rows = (await manager.query('SELECT id, entry FROM exchange_journal WHERE id > $1 ORDER BY id LIMIT $2', [
        this.applied,
        REPLAY_PAGE,
      ])) as { id: number; entry: JournalEntry }[];
      for (const row of rows) this.applyRow(row);
      if (rows.length < REPLAY_PAGE) return;
    }
  }

  /**
   * A batch's way in: takes the advisory lock and, sent with it without waiting for its answer (PostgreSQL runs the
   * read once the lock is held, in a snapshot taken then), reads in one statement the journal rows other processes
   * wrote since this one's last, the ids of the batch's new orders and each coin's decimals. The catch-up is applied
   * here; a journal shorter than the book (a caller's transaction rolled back) or a page full of rows falls back to
   * the paged catch-up.
   */
  private async enter(manager: EntityManager, batch: Pending[]): Promise<Entered> {
    const places = batch.filter((p) => p.request.kind === 'place').length;
    const [, [read]] = (await Promise.all([
      manager.query('SELECT pg_advisory_xact_lock($1, $2)', EXCHANGE_LOCK),
      manager.query(
        `SELECT (SELECT coalesce(max(id), 0) FROM exchange_journal)::int AS last,
           (SELECT coalesce(json_agg(j ORDER BY j.id), '[]') FROM (
             SELECT id, entry FROM exchange_journal WHERE id > $1 ORDER BY id LIMIT $2) j) AS journal,
           ARRAY(SELECT nextval(pg_get_serial_sequence('exchange_orders', 'id'))::int FROM generate_series(1, $3))
             AS ids,
           (SELECT json_object_agg(id, coalesce(decimals, 0)) FROM coins) AS decimals`,
        [this.applied, REPLAY_PAGE, places],
      ),
    ])) as [
      unknown,
      {
        last: number;
        journal: { id: number; entry: JournalEntry }[];
        ids: number[];
        decimals: Record<string, number> | null;
      }[],
    ];
    const rolledBack = this.external && read.last < this.applied;
    if (rolledBack || read.journal.length >= REPLAY_PAGE) await this.catchUp(manager);
    else {
      this.external = false;
      for (const row of read.journal) this.applyRow(row);
    }
    return {
      ids: read.ids,
      decimals: new Map(Object.entries(read.decimals ?? {}).map(([id, d]) => [Number(id), d])),
    };
  }

  private applyRow(row: { id: number; entry: JournalEntry }): void {
    // Two catch-ups may read the same rows; each row is applied once.
    if (row.id <= this.applied) return;
    this.book.apply(row.entry);
    this.applied = row.id;
  }

  /** The book from the latest snapshot (at or before the journal's entry `upTo`), or from nothing without one. */
  private async restore(manager: EntityManager, upTo = 2 ** 31 - 1): Promise<void> {
    const [saved] = (await manager.query(
      'SELECT journal_id AS "journalId", state FROM exchange_snapshots WHERE journal_id <= $1 ORDER BY journal_id DESC LIMIT 1',
      [upTo],
    )) as { journalId: number; state: BookState }[];
    this.book = saved ? ExchangeBook.restore(saved.state) : new ExchangeBook();
    this.applied = saved?.journalId ?? 0;
    this.snapshotAt = this.applied;
    this.restoredFrom = this.applied;
  }

  private async rebuild(): Promise<void> {
    await this.restore(this.dataSource.manager);
    await this.catchUp(this.dataSource.manager);
  }

  /**
   * Saves the book once `snapshotEvery` entries followed the latest snapshot, in a transaction of its own after the
   * batch committed (the next batch waits meanwhile): a start restores it and replays only what came after. Not while
   * a write made in a caller's transaction may still roll back; the two latest snapshots are kept.
   */
  private async snapshot(): Promise<void> {
    if (this.external || this.applied - this.snapshotAt < this.snapshotEvery) return;
    const at = this.applied;
    const state = JSON.stringify(this.book.save());
    await this.dataSource.transaction(async (manager) => {
      // write-sql: exchange-journal
      await manager.query(
        `INSERT INTO exchange_snapshots (journal_id, state, version)
         SELECT $1, $2::jsonb, 1 WHERE EXISTS (SELECT 1 FROM exchange_journal WHERE id = $1)`,
        [at, state],
      );
      // write-sql: exchange-journal
      await manager.query(
        `DELETE FROM exchange_snapshots WHERE journal_id < (
           SELECT min(journal_id) FROM (SELECT journal_id FROM exchange_snapshots ORDER BY journal_id DESC LIMIT 2) s)`,
      );
    });
    this.snapshotAt = at;
  }

  private async applyBatch(
    manager: EntityManager,
    batch: Pending[],
    { ids, decimals }: Entered,
  ): Promise<{ outcomes: WriteOutcome[]; committed: Committed }> {
    const now = new Date();
    const journal: Journaled[] = [];
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
        const at = request.at ?? now;
        const entry: JournalEntry = {
          kind: 'place',
          market: request.market,
          order: { ...request.order, id: String(id) },
        };
        const applied = this.book.apply(entry) as Extract<ApplyResult, { kind: 'place' }>;
        if (!ExchangeBook.accepted(applied)) return { accepted: false, orderId: id, result: applied.result };
        journal.push({ kind: 'place', entry, at });
        effects.placed(request.market, entry.order, applied.result, at, this.book);
        return { accepted: true, orderId: id, result: applied.result };
      }
      const entry: JournalEntry = { kind: 'cancel', market: request.market, id: request.id, account: request.account };
      const resting = this.book.engine(request.market)?.order(request.id);
      const result = this.book.apply(entry);
      if (!ExchangeBook.accepted(result) || !resting) return { accepted: false };
      journal.push({ kind: 'cancel', entry, at: now });
      effects.cancelled(request.market, resting, this.book.engine(request.market)!.spec);
      return { accepted: true, orderId: Number(request.id) };
    });
    if (journal.length) {
      const { stored, journaled } = await effects.write(manager, this.book, journal);
      this.applied = Math.max(this.applied, journaled);
      for (const o of outcomes) if (o.accepted && o.result && o.orderId) o.stored = stored.get(o.orderId);
    }
    return { outcomes, committed: effects.committed() };
  }
}

type Level = { price: bigint; quantity: bigint };

/** One side of a market's book by price level, best first: the price and the quantity resting there. */
export function levels(engine: ReturnType<ExchangeBook['engine']>, side: Side, depth: number): Level[] {
  const out: Level[] = [];
  for (const o of engine?.depth(side) ?? []) {
    const last = out[out.length - 1];
    if (last?.price === o.price) last.quantity += o.quantity - o.filled;
    else if (out.length === depth) break;
    else out.push({ price: o.price, quantity: o.quantity - o.filled });
  }
  return out;
}
