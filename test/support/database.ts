import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where tests create their own databases: a PostgreSQL server the run can CREATE DATABASE on. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is required for the integration tests and is not reachable at ${ADMIN_URL}: ${(err as Error).message}`,
      { cause: err },
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database of this test file's own, empty or a copy of a template database; drop() removes it. Runs never
 * share one.
 */
export async function createTestDatabase(
  template?: string,
  prefix = 'saray_t',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
