// Makes a run's migrated and seeded database once, for every test server of the run to start from a copy of it:
// a PGlite dump file or a PostgreSQL database to use as a template, and a files folder with its demo pictures. Run by
// index.mjs:
//   make.ts pglite|postgres <dump file> <result file> (a PostgreSQL run writes no dump, only the pictures beside it)
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory.js';
import { dumpPGlite } from '../../../backend/src/db/pglite-pool.js';
import { createTestDatabase } from '../database.js';
import { ADMIN, testConfig, type Storage } from '../server.js';

const [engine, dumpFile, resultFile] = process.argv.slice(2);
// The demo pictures are drawn once, here: each test server starts with a copy of this folder.
const filesDir = path.join(path.dirname(dumpFile), 'files');

async function seed(storage: Storage, keep: (app: Awaited<ReturnType<typeof createApp>>) => Promise<void>) {
  const app = await createApp(testConfig(storage), { logger: ['error'], admin: ADMIN });
  try {
    // The demo's simulated trading stays off on test servers, so that a test's trades are the only ones; the tests
    // of the simulation switch it on.
    await app.get(DataSource).query(`UPDATE schedule_tasks SET enabled = false WHERE type = 'marketsimulation'`);
    await keep(app);
  } finally {
    await app.close();
  }
}

if (engine === 'pglite') {
  const storage: Storage = {
    config: { databaseUrl: undefined, dataDir: 'memory://', filesDir },
    remove: async () => undefined,
  };
  await seed(storage, (app) => dumpPGlite(app.get(DataSource), dumpFile));
  fs.writeFileSync(resultFile, JSON.stringify({ dump: dumpFile, files: filesDir }));
} else if (engine === 'postgres') {
  const db = await createTestDatabase(undefined, 'saray_seeded');
  try {
    await seed({ config: { databaseUrl: db.url, filesDir }, remove: db.drop }, async () => undefined);
  } catch (err) {
    await db.drop();
    throw err;
  }
  fs.writeFileSync(resultFile, JSON.stringify({ template: db.name, files: filesDir }));
} else {
  throw new Error(`seeded-database: unknown engine ${engine}`);
}
process.exit(0);
