import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DataSource } from 'typeorm';

/**
 * libpq's environment for a postgres:// URL, so that no password appears in a process list: PGHOST, PGPORT, PGUSER,
 * PGPASSWORD, PGDATABASE (or `database` instead of the URL's), PGSSLMODE.
 */
export function pgEnv(url: string, database?: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: u.hostname || 'localhost', PGPORT: u.port || '5432' };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = database ?? decodeURIComponent(u.pathname.replace(/^\//, ''));
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client program; its last lines of stderr are the error when it fails. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv, onLine?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const tail: string[] = [];
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        onLine?.(line);
        if (
          !/^\S+: (dumping|processing|creating|executing|reading|identifying|finding|saving|last built-in)/.test(line)
        )
          tail.push(line);
        if (tail.length > 20) tail.shift();
      }
    });
    child.on('error', (err) => reject(new Error(`${program}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${tail.join('\n').slice(-1500)}`)),
    );
  });
}

/**
 * pg_dump in its custom format (compressed, restored by pg_restore) without owners or grants, so it restores under
 * any role. `progress` hears the share of tables whose rows are written (pg_dump --verbose names each).
 */
export async function pgDump(url: string, file: string, tables: number, progress: (share: number) => void) {
  let done = 0;
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', '--verbose', `--file=${file}`],
    pgEnv(url),
    (line) => {
      if (/dumping contents of table/.test(line)) progress(Math.min(1, ++done / Math.max(1, tables)));
    },
  );
}

/** pg_restore of a custom-format dump into the named database of the same server, all or nothing. */
export function pgRestore(url: string, database: string, file: string): Promise<void> {
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`, file],
    pgEnv(url, database),
  );
}

/**
 * The embedded database's data directory as a gzipped tar (PGlite's dumpDataDir), taken while this process holds
 * the database's only connection, so no statement runs during the copy.
 */
export async function pgliteDump(dataSource: DataSource, file: string): Promise<void> {
  const pool = (dataSource.driver as unknown as { master?: { pglite?: PGlite } }).master;
  if (!pool?.pglite) throw new Error('the data source is not on the embedded database');
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const dump = await pool.pglite.dumpDataDir('gzip');
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await runner.release();
  }
}

/** Starts an embedded database in an empty folder from a dump, so DATA_DIR can point at it. */
export async function pgliteRestore(dir: string, file: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([await fs.promises.readFile(file)]),
  });
  await db.close();
}
