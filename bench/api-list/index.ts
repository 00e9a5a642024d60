import os from 'node:os';
import { fullOrShort, LOAD_SECONDS } from '../bench-config.js';
import { startBaseline } from './baseline-server.js';
import { LIST_QUERY, listUrl } from './list-request.js';
import type { LoadResult, LoadSettings } from './load.js';
import { benchPgliteInChildProcess } from './pglite-process.js';
import { describeResult, formatTable, formatVerdict, type ReportRow } from './report.js';
import { bestOfRounds, type Target } from './rounds.js';
import { startSaray } from './saray-server.js';
import { adminUrlFromEnv, withScratchDatabase } from './scratch-database.js';
import { BENCH_PRODUCTS, seedProducts } from './seed-products.js';
import { verifySameAnswer } from './verify.js';

const POSTGRES_LOAD: LoadSettings = { connections: 20, ...LOAD_SECONDS };
// PGlite answers one query at a time, so more connections would only queue.
const PGLITE_LOAD: LoadSettings = { connections: 10, ...LOAD_SECONDS };
const ROUNDS = fullOrShort(2, 1);
const TARGET_RATIO = 0.55;

interface PostgresFigures {
  serverVersion: string;
  baseline: LoadResult;
  saray: LoadResult;
}

async function benchPostgres(adminUrl: string): Promise<PostgresFigures> {
  return withScratchDatabase(adminUrl, async (db) => {
    console.log(`PostgreSQL ${db.serverVersion}: booting Saray and loading ${BENCH_PRODUCTS} products…`);
    const saray = await startSaray({ databaseUrl: db.url });
    try {
      await seedProducts(saray.runSql);
      const baseline = await startBaseline(db.url);
      try {
        const page = await verifySameAnswer(baseline.endpoint, saray.endpoint);
        console.log(`Both endpoints answer '${page.contentRange}' with the same rows.`);
        const targets: Target[] = [
          { name: 'baseline', url: listUrl(baseline.endpoint) },
          { name: 'saray', url: listUrl(saray.endpoint) },
        ];
        const best = await bestOfRounds(targets, {
          rounds: ROUNDS,
          load: POSTGRES_LOAD,
          settle: db.waitUntilIdle,
          onResult: (round, target, result) =>
            console.log(`  round ${round}/${ROUNDS} ${target.name.padEnd(8)} ${describeResult(result)}`),
        });
        return { serverVersion: db.serverVersion, baseline: best.get('baseline')!, saray: best.get('saray')! };
      } finally {
        await baseline.close();
      }
    } finally {
      await saray.close();
    }
  });
}

async function benchPglite(): Promise<LoadResult> {
  console.log(`PGlite (in memory, child process): booting Saray and loading ${BENCH_PRODUCTS} products…`);
  const result = await benchPgliteInChildProcess(PGLITE_LOAD);
  console.log(`  saray    ${describeResult(result)}`);
  return result;
}

function reportRows(postgres: PostgresFigures, pglite: LoadResult): ReportRow[] {
  const ratio = (r: LoadResult) => r.requestsPerSecond / postgres.baseline.requestsPerSecond;
  const onPostgres = { group: 'PostgreSQL', connections: POSTGRES_LOAD.connections };
  return [
    { ...onPostgres, server: 'Fastify + pg (baseline)', result: postgres.baseline, ratio: 1 },
    { ...onPostgres, server: 'Saray', result: postgres.saray, ratio: ratio(postgres.saray) },
    {
      group: 'PGlite',
      server: 'Saray (informational)',
      connections: PGLITE_LOAD.connections,
      result: pglite,
      ratio: ratio(pglite),
    },
  ];
}

function printReport(postgres: PostgresFigures, pglite: LoadResult): void {
  const rows = reportRows(postgres, pglite);
  const query = Object.entries(LIST_QUERY)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const { durationSeconds, warmupSeconds } = POSTGRES_LOAD;
  console.log(`\nGET /api/products?${query} over ${BENCH_PRODUCTS} products`);
  console.log(`${os.availableParallelism()} CPUs, Node ${process.version}, PostgreSQL ${postgres.serverVersion}`);
  console.log(
    `PostgreSQL: best of ${ROUNDS} rounds of ${durationSeconds} s, each after ${warmupSeconds} s of warm-up\n`,
  );
  console.log(formatTable(rows));
  console.log(`\n${formatVerdict(rows[1].ratio, TARGET_RATIO)}`);
}

try {
  const postgres = await benchPostgres(adminUrlFromEnv());
  const pglite = await benchPglite();
  printReport(postgres, pglite);
} catch (err) {
  console.error(`\nBenchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
}
