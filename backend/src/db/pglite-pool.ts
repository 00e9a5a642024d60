import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import parseDate from 'postgres-date';
import type { DataSource } from 'typeorm';
import { Mutex } from './mutex.js';

interface PgResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

// PostgreSQL accepts 1/0 and 'true'/'false' for booleans; PGlite's default serializer only takes JS booleans.
const serializeBool = (v: unknown): string =>
  v === true || v === 'true' || v === 1 ? 'TRUE' : v === false || v === 'false' || v === 0 ? 'FALSE' : String(v);

/**
 * A node-postgres-shaped pool over one PGlite database, for TypeORM's postgres driver.
 *
 * PGlite has a single connection. Handing it to two query runners at once would let one request's statements run
 * inside another's transaction, so each connect() holds the database exclusively until released: transactions
 * stay atomic and isolated, as on a real server. A caller that waits longer than lockTimeoutMs gets a loud error
 * (a query runner opened while another is held by the same code path is a bug, not a slow query).
 */
export function pgliteDriver(db: PGlite, lockTimeoutMs = 30_000): { Pool: new () => EventEmitter } {
  const mutex = new Mutex();
  const run = async (sql: string, params?: unknown[]): Promise<PgResult> => {
    const command = sql.trimStart().split(/\s/, 1)[0].toUpperCase();
    if (params && params.length) {
      const r = await db.query(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length, command };
    }
    const results = await db.exec(sql);
    const last = results[results.length - 1];
    return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0, command };
  };

  class Client extends EventEmitter {
    query(
      sql: string,
      params?: unknown[] | ((err: Error | null, r?: PgResult) => void),
      cb?: (err: Error | null, r?: PgResult) => void,
    ) {
      const callback = typeof params === 'function' ? params : cb;
      const promise = run(sql, typeof params === 'function' ? undefined : params);
      if (callback)
        promise.then(
          (r) => callback(null, r),
          (e: Error) => callback(e),
        );
      return promise;
    }
  }

  class Pool extends EventEmitter {
    private readonly client = new Client();
    readonly pglite = db;

    connect(cb: (err: Error | null, client: Client | null, release: (err?: unknown) => void) => void): void {
      mutex
        .acquire(lockTimeoutMs, () => new Error(`PGlite: waited over ${lockTimeoutMs} ms for the database connection`))
        .then(
          (release) => {
            let released = false;
            cb(null, this.client, () => {
              if (!released) release();
              released = true;
            });
          },
          (err: Error) => cb(err, null, () => undefined),
        );
    }

    end(cb?: (err: Error | null) => void): void {
      db.close().then(
        () => cb?.(null),
        (e: Error) => cb?.(e),
      );
    }
  }
  return { Pool };
}

/**
 * Dates and timestamps are read as node-postgres reads them (its postgres-date parser), so both engines answer the
 * same instant. PGlite's own parser hands the text to `new Date()`, which reads the years 0001 to 0099 as 1901 to
 * 2099 ('0001-01-01 00:00:00+00' became 2001).
 */
const DATE_PARSERS = Object.fromEntries(
  [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ].map((oid) => [oid, parseDate]),
);

/**
 * Opens the embedded database with the extensions the migrations create (pg_trgm, for the storefront search). A new
 * database (in memory, or a data folder that holds none yet) may start from a dump of a data directory (PGlite's
 * dumpDataDir) rather than empty; a data folder that already holds one opens as it is.
 */
export async function openPGlite(dataDir: string | undefined, dump?: string): Promise<PGlite> {
  const inMemory = !dataDir || dataDir === 'memory://';
  const isNew = inMemory || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  return PGlite.create(inMemory ? undefined : dataDir, {
    serializers: { [types.BOOL]: serializeBool },
    parsers: DATE_PARSERS,
    extensions: { pg_trgm },
    loadDataDir: dump && isNew ? new Blob([fs.readFileSync(dump)]) : undefined,
  });
}

/** Writes the data directory of a data source's embedded database to a file that openPGlite can start from. */
export async function dumpPGlite(dataSource: DataSource, file: string): Promise<void> {
  const pool = (dataSource.driver as unknown as { master?: { pglite?: PGlite } }).master;
  if (!pool?.pglite) throw new Error('dumpPGlite: the data source is not on the embedded database');
  const dump = await pool.pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
