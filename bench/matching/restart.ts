import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory.js';
import { ExchangeBook, specToJson, type JournalEntry } from '../../backend/src/modules/exchange/exchange-book.js';
import { ExchangeWriter } from '../../backend/src/modules/exchange/exchange-writer.js';
import { adminUrlFromEnv, withScratchDatabase } from '../api-list/scratch-database.js';
import { benchConfig, fullOrShort } from '../bench-config.js';
import { seededRandom } from '../seeded-random.js';

// How long a start takes to rebuild the exchange's books and balances from a journal of 1,000,000 entries: replaying
// all of it, and restoring the latest snapshot then replaying the entries after it. Both must give the same books
// and balances as the journal itself.
const ENTRIES = Number(process.env.BENCH_JOURNAL_ENTRIES ?? fullOrShort(1_000_000, 20_000));
/** The snapshot is this many entries behind the journal's end, as a start finds it between two saves. */
const AFTER_SNAPSHOT = fullOrShort(10_000, 1_000);
const MARKETS = 10;
const ACCOUNTS = 2_000;
const CHUNK = 10_000;

/** A random journal (deposits, then orders and cancels around moving prices), each entry accepted by a live book. */
async function writeJournal(dataSource: DataSource): Promise<{
  snapshotAt: number;
  saved: ReturnType<ExchangeBook['save']>;
  expected: ReturnType<ExchangeBook['snapshot']>;
}> {
  const next = seededRandom(7);
  const book = new ExchangeBook();
  const pending: JournalEntry[] = [];
  let written = 0;
  let snapshotAt = 0;
  let saved: ReturnType<ExchangeBook['save']> | undefined;
  const flush = async () => {
    if (!pending.length) return;
    await dataSource.query(
      `INSERT INTO exchange_journal (kind, entry, at, version)
       SELECT e->>'kind', e, now(), 1 FROM unnest($1::jsonb[]) WITH ORDINALITY AS u(e, n) ORDER BY n`,
      [pending.map((e) => JSON.stringify(e))],
    );
    written += pending.length;
    pending.length = 0;
  };
  const add = async (entry: JournalEntry) => {
    if (!ExchangeBook.accepted(book.apply(entry))) return;
    pending.push(entry);
    if (written + pending.length === ENTRIES - AFTER_SNAPSHOT) {
      await flush();
      snapshotAt = written;
      saved = JSON.parse(JSON.stringify(book.save())) as ReturnType<ExchangeBook['save']>;
    }
    if (pending.length >= CHUNK) await flush();
  };
  for (let m = 1; m <= MARKETS; m++)
    await add({
      kind: 'spec',
      market: m,
      spec: specToJson({
        base: `B${m}`,
        quote: 'USDT',
        baseUnit: 100n,
        tickSize: 1n,
        lotSize: 1n,
        minNotional: 0n,
        makerFeeBps: 10n,
        takerFeeBps: 20n,
      }),
    });
  for (let a = 0; a < ACCOUNTS && written + pending.length < ENTRIES; a++) {
    await add({ kind: 'deposit', account: `a${a}`, asset: 'USDT', amount: String(10n ** 15n) });
    for (let m = 1; m <= MARKETS; m++)
      await add({ kind: 'deposit', account: `a${a}`, asset: `B${m}`, amount: String(10n ** 12n) });
  }
  const mids = Array.from({ length: MARKETS }, () => 30_000);
  let id = 0;
  while (written + pending.length < ENTRIES) {
    const market = 1 + Math.floor(next() * MARKETS);
    mids[market - 1] += Math.round((next() - 0.5) * 4);
    const r = next();
    if (r < 0.1 && id > 0) {
      const account = `a${Math.floor(next() * ACCOUNTS)}`;
      await add({ kind: 'cancel', market, id: `o${Math.floor(next() * id)}`, account });
      continue;
    }
    const side = next() < 0.5 ? 'buy' : 'sell';
    const offset = Math.round(next() * 20) * (side === 'buy' ? -1 : 1) + (r < 0.25 ? (side === 'buy' ? 15 : -15) : 0);
    const type = r > 0.95 ? 'market' : 'limit';
    await add({
      kind: 'place',
      market,
      order: {
        id: `o${id++}`,
        account: `a${Math.floor(next() * ACCOUNTS)}`,
        side,
        type,
        ...(type === 'limit' ? { price: String(mids[market - 1] + offset) } : {}),
        quantity: String(1 + Math.floor(next() * 100)),
        tif: type === 'market' || r > 0.9 ? 'IOC' : 'GTC',
      },
    });
  }
  await flush();
  return { snapshotAt, saved: saved!, expected: book.snapshot() };
}

/** A writer's start on the journal as it stands: how long, where it started, and the books it ended with. */
async function start(dataSource: DataSource) {
  const writer = new ExchangeWriter(dataSource, Number.MAX_SAFE_INTEGER);
  const t0 = performance.now();
  await writer.onModuleInit();
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, from: writer.restoredFrom, books: await writer.read((book) => book.snapshot()) };
}

export async function restartBench(): Promise<boolean> {
  let ok = false;
  await withScratchDatabase(adminUrlFromEnv(), async (db) => {
    const app = await createApp({ ...benchConfig(), databaseUrl: db.url, seed: false }, { logger: ['error'] });
    const dataSource = app.get(DataSource);
    try {
      const t0 = performance.now();
      const { snapshotAt, saved, expected } = await writeJournal(dataSource);
      const [{ entries }] = (await dataSource.query('SELECT count(*)::int AS entries FROM exchange_journal')) as {
        entries: number;
      }[];
      console.log(
        `\nRestart: a journal of ${entries.toLocaleString('en')} entries (${MARKETS} markets, ${ACCOUNTS} accounts) written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      const full = await start(dataSource);
      const [{ id: lastBefore }] = (await dataSource.query(
        'SELECT id FROM exchange_journal ORDER BY id LIMIT 1 OFFSET $1',
        [snapshotAt - 1],
      )) as { id: number }[];
      const state = JSON.stringify(saved);
      await dataSource.query('INSERT INTO exchange_snapshots (journal_id, state, version) VALUES ($1, $2::jsonb, 1)', [
        lastBefore,
        state,
      ]);
      const restored = await start(dataSource);
      const same = (b: typeof expected) => JSON.stringify(b) === JSON.stringify(expected);
      ok = same(full.books) && same(restored.books) && restored.from === lastBefore;
      console.log('| start | entries replayed | seconds | books and balances as the journal |');
      console.log('|---|---:|---:|---|');
      console.log(
        `| whole journal | ${entries.toLocaleString('en')} | ${full.seconds.toFixed(2)} | ${same(full.books) ? 'equal' : 'DIFFERENT'} |`,
      );
      console.log(
        `| latest snapshot (${(state.length / 2 ** 20).toFixed(1)} MB) and what followed | ${(entries - snapshotAt).toLocaleString('en')} | ${restored.seconds.toFixed(2)} | ${same(restored.books) && restored.from === lastBefore ? 'equal' : 'DIFFERENT'} |`,
      );
      console.log(`Speed-up: ${(full.seconds / restored.seconds).toFixed(1)}×`);
    } finally {
      await app.close();
    }
  });
  return ok;
}
