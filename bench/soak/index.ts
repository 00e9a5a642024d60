import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withScratchDatabase } from '../api-list/scratch-database.js';
import { fullOrShort } from '../bench-config.js';
import { seededRandom } from '../seeded-random.js';
import { measureBaseline } from './baseline.js';
import { ACTION_KINDS, RecordedError, Recorder, type ActionKind } from './recorder.js';
import { report, type Sample, type SoakSettings } from './report.js';
import { startSarayProcess, type SarayProcess } from './server-process.js';
import { Workload } from './workload.js';

// A long run of mixed traffic against one Saray process: storefront browsing and search, checkouts, dashboard
// edits and live chat from SOAK_CLIENTS virtual users for SOAK_SECONDS. It fails on any error answer and on a heap
// that keeps growing, the two things a short benchmark cannot show.
const SECONDS = Number(process.env.SOAK_SECONDS ?? fullOrShort(600, 20));
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? fullOrShort(8, 4));
const SAMPLE_EVERY_MS = fullOrShort(10_000, 2_000);
/** The least warm-up: its figures and memory are left out (a tenth of the run when that is longer). */
const MIN_WARMUP_SECONDS = fullOrShort(30, 5);
const BASELINE_SECONDS = fullOrShort(5, 1);
const MAX_HEAP_GROWTH = 10;
const ADMIN = { username: 'soakadmin', password: 'soak-admin-pass-1' };
/** Share of the actions per kind, in percent. */
const MIX: Record<ActionKind, number> = { browse: 35, search: 20, checkout: 15, dashboard: 20, chat: 10 };

// The soak measures the server, not its limiters: sign-in, registration and the rate-limited calls are allowed far
// more often than the load can ask (attempt limits are counts; rate limits are count/seconds).
const GENEROUS = '1000000';
const LIMITS = {
  SARAY_AUTH_LIMIT_ACCOUNT: GENEROUS,
  SARAY_AUTH_LIMIT_IP: GENEROUS,
  ...Object.fromEntries(
    ['SARAY_RATE_LIMIT_SEARCH', 'SARAY_RATE_LIMIT_ORDER', 'SARAY_RATE_LIMIT_BACKUP', 'SARAY_RATE_LIMIT_CONTACT'].map(
      (name) => [name, `${GENEROUS}/60`],
    ),
  ),
};

function chooser(random: () => number): () => ActionKind {
  const total = ACTION_KINDS.reduce((sum, k) => sum + MIX[k], 0);
  return () => {
    let r = random() * total;
    for (const kind of ACTION_KINDS) if ((r -= MIX[kind]) < 0) return kind;
    return ACTION_KINDS[ACTION_KINDS.length - 1];
  };
}

/**
 * The baseline is measured just before the load and again just after it, and the soak is compared with their mean:
 * on a machine shared with other work, one short measurement can land in a busy or a quiet moment.
 */
async function baseline(when: string): Promise<number> {
  const perSecond = await measureBaseline(CLIENTS, BASELINE_SECONDS);
  console.log(
    `Baseline ${when}: bare Node http server, ${CLIENTS} clients, ${BASELINE_SECONDS} s: ${perSecond.toFixed(0)} requests/s`,
  );
  return perSecond;
}

async function soak(saray: SarayProcess, settings: SoakSettings): Promise<boolean> {
  const warmupMs = settings.warmupSeconds * 1000;
  const recorder = new Recorder();
  let workload: Workload;
  try {
    workload = await Workload.prepare(saray.origin, recorder, CLIENTS, ADMIN);
  } catch (err) {
    for (const e of recorder.errors) console.error(e);
    throw err;
  }
  const before = await baseline('before the soak');
  const start = Date.now();
  const end = start + SECONDS * 1000;
  recorder.measureBetween(start + warmupMs, end);
  const samples: Sample[] = [];
  const sample = async () => {
    const memory = await saray.memory();
    const at = (Date.now() - start) / 1000;
    samples.push({ at, ...memory });
    const mb = (n: number) => (n / 2 ** 20).toFixed(1);
    const actions = [...recorder.latencies.values()].reduce((n, l) => n + l.length, 0);
    console.log(
      `  ${at.toFixed(0).padStart(4)} s  heap ${mb(memory.heapUsed)} MB  rss ${mb(memory.rss)} MB  ` +
        `${actions} measured actions  ${recorder.errorCount} errors  load ${os.loadavg()[0].toFixed(2)}`,
    );
  };
  await sample();
  const sampler = setInterval(() => void sample().catch((err) => console.error(err)), SAMPLE_EVERY_MS);
  const loadAverages = [os.loadavg()[0]];
  const users = Array.from({ length: CLIENTS }, async (_, client) => {
    const random = seededRandom(client + 1);
    const next = chooser(random);
    while (Date.now() < end) {
      const kind = next();
      const t0 = performance.now();
      try {
        if (kind === 'checkout' || kind === 'dashboard') await workload[kind](client);
        else await workload[kind](random);
        recorder.action(kind, performance.now() - t0);
      } catch (err) {
        if (!(err instanceof RecordedError)) recorder.error(kind, `exception: ${(err as Error).stack ?? String(err)}`);
      }
    }
  });
  await Promise.all(users);
  clearInterval(sampler);
  await sample();
  loadAverages.push(os.loadavg()[0]);
  workload.close();
  const after = await baseline('after the soak');
  const measuredSeconds = (end - (start + warmupMs)) / 1000;
  return report({ ...settings, loadAverages }, recorder, samples, measuredSeconds, [before, after], MAX_HEAP_GROWTH);
}

async function main(): Promise<void> {
  const warmupSeconds = Math.max(MIN_WARMUP_SECONDS, Math.round(SECONDS / 10));
  if (SECONDS <= warmupSeconds) throw new Error(`SOAK_SECONDS must be more than the ${warmupSeconds} s of warm-up`);
  // A secret of the run's own: without one the server warns that tokens will not survive a restart.
  const env = { ...process.env, ...LIMITS, SARAY_JWT_SECRET: randomBytes(32).toString('hex') };
  const settings: SoakSettings = {
    seconds: SECONDS,
    warmupSeconds,
    clients: CLIENTS,
    mix: MIX,
    engine: 'PGlite',
    loadAverages: [],
  };
  const run = async (databaseUrl: string | undefined, dataDir: string) => {
    console.log(`Booting Saray on ${settings.engine} in a child process…`);
    const saray = await startSarayProcess({ databaseUrl, dataDir, admin: ADMIN }, env);
    try {
      console.log(`Soak: ${SECONDS} s, ${CLIENTS} clients, warm-up ${warmupSeconds} s`);
      return await soak(saray, settings);
    } finally {
      await saray.close();
    }
  };
  let passed: boolean;
  if (process.env.SOAK_DATABASE_URL) {
    passed = await withScratchDatabase(process.env.SOAK_DATABASE_URL, async (db) => {
      settings.engine = `PostgreSQL ${db.serverVersion}`;
      return run(db.url, '');
    });
  } else {
    // A data folder rather than memory: an in-memory database would count the data's own growth as the server's RSS.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-soak-'));
    try {
      passed = await run(undefined, dataDir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!passed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
