// Once per run and engine, before the integration and browser tests: a migrated and seeded database that each test
// server starts from a copy of (test/support/server.ts createStorage), instead of migrating and seeding its own.
// Jest runs a global setup module once per path, so each engine has its own setup-*.mjs and teardown-*.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const KEYS = { pglite: 'SARAY_TEST_PGLITE_DUMP', postgres: 'SARAY_TEST_PG_TEMPLATE' };
const root = path.resolve(import.meta.dirname, '../../..');

export function makeSeeded(engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-seeded-'));
  const result = path.join(dir, 'result.json');
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    ['scripts/run-ts.mjs', 'test/support/seeded/make.ts', engine, path.join(dir, 'seeded.tar'), result],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (r.status !== 0 || !fs.existsSync(result)) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the seeded ${engine} database for the tests could not be made (exit ${r.status})`);
  }
  const made = JSON.parse(fs.readFileSync(result, 'utf8'));
  process.env[KEYS[engine]] = made.dump ?? made.template;
  // The folder of the demo pictures the seed drew, copied by each test server (test/support/server.ts demoPictures).
  if (made.files) process.env[`${KEYS[engine]}_FILES`] = made.files;
  process.env[`${KEYS[engine]}_DIR`] = dir;
  // The run's own process, which the shared test servers (test/support/shared-server.ts) stop with.
  process.env.SARAY_TEST_RUN_PID = String(process.pid);
  console.log(`\nseeded ${engine} database made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function removeSeeded(engine) {
  const made = process.env[KEYS[engine]];
  if (!made) return;
  delete process.env[KEYS[engine]];
  if (engine === 'postgres') {
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${made} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  fs.rmSync(process.env[`${KEYS[engine]}_DIR`], { recursive: true, force: true });
}
