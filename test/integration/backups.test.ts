/**
 * @engines pglite postgres
 * Backups are dumped and restored with each engine's own tools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { BackupService } from '../../backend/src/modules/ops/backup.service.js';
import { SchedulerService } from '../../backend/src/modules/ops/scheduler.js';
import { until } from '../support/browser.js';
import { createTestDatabase } from '../support/database.js';
import { call, listQuery, signIn } from '../support/http.js';
import { closedOrder, orderRefs } from '../support/orders.js';
import { demoPictures, engine, shoppers, startServer, type TestServer } from '../support/server.js';
import { startLocalWebDav, type LocalWebDav } from '../support/webdav-server.js';

// Backups: taken in the background with their progress on the row, downloaded, copied to one cloud slot, taken
// automatically by the scheduled task, and restored into a new database (or data folder) with the same data.
let server: TestServer;
let token: string;
let dav: LocalWebDav;
const dirs = { backups: '', files: '' };
const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });
const stored = async (id: number) => (await admin('GET', `/api/backups/${id}`)).body;
const finished = (id: number) =>
  until(
    () => stored(id),
    (b) => b.status === 'done' || b.status === 'failed',
    60_000,
  );
const localFiles = () => fs.readdirSync(dirs.backups).filter((f) => f.endsWith('.tar'));

beforeAll(async () => {
  dirs.backups = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-backups-test-'));
  dirs.files = demoPictures();
  // An uploaded file, to find again in a restored backup.
  fs.mkdirSync(path.join(dirs.files, 'Images'), { recursive: true });
  fs.writeFileSync(path.join(dirs.files, 'Images', '0b7c5f4e-0000-4000-8000-000000000001.png'), 'picture bytes');
  dav = await startLocalWebDav();
  server = await startServer({
    config: {
      backupDir: dirs.backups,
      filesDir: dirs.files,
      backupWebdav: { url: dav.url, username: dav.username, password: dav.password },
    },
  });
  token = await signIn(server.url);
});

afterAll(async () => {
  await server?.close();
  await dav?.close();
  for (const dir of Object.values(dirs)) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Query = (sql: string) => Promise<Record<string, unknown>[]>;
/**
 * Every table's row count and the md5 of its rows in a fixed order; of backups only the columns a run does not
 * change, and no history of them (the dump holds its own row as running, the database it was taken from has it done).
 */
const RUN_FREE: Record<string, string> = {
  backups: '(SELECT id, name, type_id, auto_backup, period FROM backups)',
  record_histories: "(SELECT * FROM record_histories WHERE entity_name <> 'Backup')",
};
async function fingerprint(query: Query): Promise<Record<string, string>> {
  const tables = await query("SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [r] = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM ${
        RUN_FREE[String(name)] ?? `"${String(name)}"`
      } t`,
    );
    out[String(name)] = `${String(r.n)}:${String(r.sum)}`;
  }
  return out;
}
const live: Query = (sql) => server.dataSource.query(sql);

test('a backup answers at once, shows its progress until done, and downloads to administrators only', async () => {
  const created = await admin('POST', '/api/backups', { name: 'Manual', typeId: 3 });
  expect(created.status).toBe(201);
  expect(created.body.createdDate).toBeNull();
  const done = await finished(created.body.id);
  expect(done).toMatchObject({ status: 'done', percent: 100, error: null });
  expect(done.fileName).toMatch(/^saray-backup-\d+-\d{8}-\d{6}\.tar$/);
  expect(Number(done.bytes)).toBeGreaterThan(1000);
  expect(done.createdDate).not.toBeNull();
  expect(localFiles()).toContain(done.fileName);
  // The run's states are the platform's updates of the backup, in its history.
  const history = (await admin('GET', `/api/backups/${done.id}/history`)).body as any[];
  expect(history.flatMap((h) => (h.changes.status ? [[h.actorName, h.changes.status.after]] : []))).toEqual([
    ['system', 'running'],
    ['system', 'done'],
  ]);

  const res = await fetch(`${server.url}/api/Backups/download?id=${done.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(done.fileName);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(Number(done.bytes));
  expect(bytes.subarray(0, 13).toString()).toBe('manifest.json');

  const [customer] = await shoppers(server, token, 'backup', 1);
  for (const [method, p] of [
    ['GET', `/api/Backups/download?id=${done.id}`],
    ['POST', `/api/Backups/restore?id=${done.id}`],
    ['POST', `/api/Backups/start?id=${done.id}`],
    ['GET', '/api/backups'],
  ])
    expect(
      (
        await call(server.url, method, p, {
          token: customer.token,
          body: method === 'POST' ? { target: 'x' } : undefined,
        })
      ).status,
    ).toBe(403);
  expect((await admin('GET', '/api/Backups/download?id=999999')).status).toBe(404);
});

test('a backup taken on this engine restores into an empty target with equal rows and checksums', async () => {
  // Demo data plus a few orders.
  const refs = await orderRefs(server, token, 'Backup payments');
  for (let i = 0; i < 3; i++)
    await closedOrder(server, token, refs, `backup${i}`, { price: `${10 + i}.50`, stockQuantity: 5 }, 2);
  const backup = (await admin('POST', '/api/backups', { name: 'Before restore', typeId: 3 })).body;
  expect(await finished(backup.id)).toMatchObject({ status: 'done' });
  const source = await fingerprint(live);
  expect(Number(source.product_orders.split(':')[0])).toBeGreaterThanOrEqual(3);
  expect(Object.keys(source).length).toBeGreaterThan(40);

  expect((await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: 'Bad-Name' })).status).toBe(400);
  if (engine() === 'postgres') {
    const empty = await createTestDatabase(undefined, 'saray_restore');
    const client = new pg.Client({ connectionString: empty.url });
    try {
      const restored = await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: empty.name });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ target: empty.name, database: empty.name });
      await client.connect();
      expect(await fingerprint(async (sql) => (await client.query(sql)).rows)).toEqual(source);
      // A target that holds data is never written over, nor is the running database.
      const again = await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: empty.name });
      expect(again).toMatchObject({ status: 409, body: { error: 'backup.error.targetnotempty' } });
      const current = new URL(server.config.databaseUrl!).pathname.slice(1);
      expect((await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: current })).status).toBe(409);
    } finally {
      await client.end();
      await empty.drop();
    }
  } else {
    const restored = await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: 'restored_one' });
    expect(restored.status).toBe(200);
    expect(restored.body.dataDir).toBe(path.join(dirs.backups, 'restored', 'restored_one', 'data'));
    const db = await PGlite.create(restored.body.dataDir, { extensions: { pg_trgm } });
    try {
      expect(await fingerprint(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows)).toEqual(source);
    } finally {
      await db.close();
    }
    const again = await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: 'restored_one' });
    expect(again).toMatchObject({ status: 409, body: { error: 'backup.error.targetnotempty' } });
  }
}, 120_000);

test('restoring brings the uploaded files back beside the database', async () => {
  const backup = (await admin('POST', '/api/backups', { name: 'Files only', typeId: 2 })).body;
  expect(await finished(backup.id)).toMatchObject({ status: 'done' });
  const restored = await admin('POST', `/api/Backups/restore?id=${backup.id}`, { target: 'files_only' });
  expect(restored.status).toBe(200);
  expect(restored.body.database).toBeUndefined();
  expect(
    fs.readFileSync(path.join(restored.body.filesDir, 'Images', '0b7c5f4e-0000-4000-8000-000000000001.png'), 'utf8'),
  ).toBe('picture bytes');
});

test('the cloud storage holds one copy: a new upload replaces it, and without keepLocalFile only the cloud has it', async () => {
  const first = (
    await admin('POST', '/api/backups', { name: 'Cloud one', typeId: 1, uploadCloud: true, keepLocalFile: false })
  ).body;
  const one = await finished(first.id);
  expect(one).toMatchObject({ status: 'done', cloudFileName: one.fileName });
  expect([...dav.files.keys()]).toEqual([one.fileName]);
  expect(localFiles()).not.toContain(one.fileName);
  // Its download comes from the cloud copy.
  const res = await fetch(`${server.url}/api/Backups/download?id=${one.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(dav.files.get(one.fileName)!)).toBe(true);

  // While the upload is under way, the row shows the step and its progress.
  dav.hold();
  const second = (
    await admin('POST', '/api/backups', { name: 'Cloud two', typeId: 1, uploadCloud: true, keepLocalFile: true })
  ).body;
  const uploading = await until(
    () => stored(second.id),
    (b) => b.phase === 'upload' && b.percent === 100,
  );
  expect(uploading.status).toBe('running');
  dav.release();
  const two = await finished(second.id);
  expect(two).toMatchObject({ status: 'done', cloudFileName: two.fileName });
  expect([...dav.files.keys()]).toEqual([two.fileName]);
  expect(localFiles()).toContain(two.fileName);
  expect((await stored(one.id)).cloudFileName).toBeNull();
  expect((await admin('GET', `/api/Backups/download?id=${one.id}`)).body.error).toBe('backup.error.filegone');

  // A refused upload fails the backup with its reason; the cloud keeps the copy it had.
  dav.refusePuts(507);
  const third = (await admin('POST', '/api/backups', { name: 'Cloud full', typeId: 1, uploadCloud: true })).body;
  const failed = await finished(third.id);
  dav.refusePuts(undefined);
  expect(failed).toMatchObject({ status: 'failed', error: 'uploadfailed', cloudFileName: null });
  expect(failed.errorDetail).toContain('507');
  expect([...dav.files.keys()]).toEqual([two.fileName]);

  // A backup removed while it is uploaded leaves neither a file nor a cloud copy, and the cloud keeps the copy it had.
  dav.hold();
  const gone = (await admin('POST', '/api/backups', { name: 'Cloud gone', typeId: 1, uploadCloud: true })).body;
  await until(
    () => stored(gone.id),
    (b) => b.phase === 'upload',
  );
  expect((await admin('DELETE', `/api/backups/${gone.id}`)).status).toBe(200);
  dav.release();
  await server.app.get(BackupService).idle();
  expect([...dav.files.keys()]).toEqual([two.fileName]);
  expect(localFiles().filter((f) => f.startsWith(`saray-backup-${gone.id}-`))).toEqual([]);

  // Removing the backup that holds the cloud copy removes the copy and its local file.
  expect((await admin('DELETE', `/api/backups/${two.id}`)).status).toBe(200);
  expect(dav.files.size).toBe(0);
  expect(localFiles()).not.toContain(two.fileName);
});

test('the scheduled backup task takes each automatic backup when its period has passed, replacing its file', async () => {
  const auto = (await admin('POST', '/api/backups', { name: 'Daily', typeId: 1, autoBackup: true, period: 1 })).body;
  expect((await stored(auto.id)).status).toBeNull();
  const [task] = (await admin('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'backup' } })}`)).body as {
    id: number;
  }[];
  const runNow = () => server.app.get(SchedulerService).runNow(task.id);
  expect(await runNow()).toMatchObject({ ok: true, result: { taken: 1, failed: 0 } });
  const first = await stored(auto.id);
  expect(first).toMatchObject({ status: 'done', autoBackup: true });
  // Not due again within its day.
  expect(await runNow()).toMatchObject({ ok: true, result: { taken: 0 } });
  await server.dataSource.query(
    "UPDATE backups SET created_date = created_date - interval '25 hours', file_name = $2 WHERE id = $1",
    [auto.id, first.fileName.replace(/-\d{6}\.tar$/, '-000000.tar')],
  );
  fs.renameSync(
    path.join(dirs.backups, first.fileName),
    path.join(dirs.backups, first.fileName.replace(/-\d{6}\.tar$/, '-000000.tar')),
  );
  expect(await runNow()).toMatchObject({ ok: true, result: { taken: 1 } });
  const second = await stored(auto.id);
  expect(second.fileName).not.toBe(first.fileName.replace(/-\d{6}\.tar$/, '-000000.tar'));
  expect(localFiles().filter((f) => f.startsWith(`saray-backup-${auto.id}-`))).toEqual([second.fileName]);
  // Taking it again by hand starts it in the background.
  expect(await admin('POST', `/api/Backups/start?id=${auto.id}`)).toMatchObject({
    status: 202,
    body: { started: true },
  });
  await finished(auto.id);
});
