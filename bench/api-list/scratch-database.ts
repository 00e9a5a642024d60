import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const adminUrlFromEnv = (): string => process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;

/** The URL without its password, for messages. */
const printable = (url: string): string => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

async function connectAdmin(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `Cannot connect to PostgreSQL at ${printable(adminUrl)}: ${(err as Error).message}. ` +
        'Start a local server or point BENCH_DATABASE_URL at one (a user allowed to create databases).',
      { cause: err },
    );
  }
  return client;
}

export interface ScratchDatabase {
  url: string;
  serverVersion: string;
  /** Resolves once no statement runs in this database any more. */
  waitUntilIdle(): Promise<void>;
}

const IDLE_POLL_MS = 50;
// Connections can all be idle for an instant while the app still holds requests (between a query and the next),
// so idleness only counts once it lasts several polls.
const IDLE_POLLS = 4;
const IDLE_TIMEOUT_MS = 30_000;

async function busyStatements(admin: pg.Client, name: string): Promise<number> {
  const { rows } = await admin.query<{ busy: number }>(
    "SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = $1 AND state NOT LIKE 'idle%'",
    [name],
  );
  return rows[0].busy;
}

/**
 * A load generator stops without waiting for its last requests, whose queries keep the server busy for a while.
 * Waiting for them keeps one measurement from spilling into the next and lets servers close without aborting them.
 */
async function waitUntilIdle(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  let idlePolls = 0;
  while (idlePolls < IDLE_POLLS) {
    if (Date.now() > deadline) throw new Error(`Database ${name} is still busy after ${IDLE_TIMEOUT_MS} ms`);
    idlePolls = (await busyStatements(admin, name)) === 0 ? idlePolls + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
}

/**
 * Runs fn against a freshly created database and drops it afterwards, whatever happens, so runs never see each
 * other's rows and never leave data behind. FORCE ends connections a failed run may have left open.
 */
export async function withScratchDatabase<T>(adminUrl: string, fn: (db: ScratchDatabase) => Promise<T>): Promise<T> {
  const admin = await connectAdmin(adminUrl);
  const name = `saray_bench_${randomBytes(6).toString('hex')}`;
  try {
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return await fn({
        url: url.toString(),
        serverVersion: rows[0].server_version,
        waitUntilIdle: () => waitUntilIdle(admin, name),
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** PostgreSQL's code for a connection ended by an administrator (DROP DATABASE … WITH (FORCE), a terminate). */
const ADMIN_SHUTDOWN = '57P01';

/**
 * A pool of connections to a scratch database, for a baseline or a load generator. An idle connection the server ends
 * (the scratch database dropped WITH FORCE, another client terminating backends) leaves the pool without failing the
 * run; without a listener, the pool's 'error' event would end the process. Any other error still does.
 */
export function scratchPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== ADMIN_SHUTDOWN) throw err;
  });
  return pool;
}
