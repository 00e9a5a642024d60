/**
 * @engines pglite postgres
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FileCleanup, UNUSED_FILE_GRACE_HOURS } from '../../backend/src/modules/files/file-cleanup.js';
import { call, listQuery, signIn, uploadFile } from '../support/http.js';
import { demoPictures, startServer, type TestServer } from '../support/server.js';

// The scheduled task 'filecleanup': an uploaded file no record holds any more is removed once it is a day old, with
// its variants; a file any record's text holds (an upload field, a page's HTML, a setting) stays, and a history entry
// (its entity says x-file-references: false) does not keep a replaced picture.
let server: TestServer;
let token: string;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-cleanup-'));
beforeAll(async () => {
  demoPictures(filesDir);
  // A files folder of its own: the cleanup removes whatever this server's records do not hold.
  server = await startServer({ config: { filesDir } });
  token = await signIn(server.url);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const api = (method: string, url: string, body?: object) => call(server.url, method, url, { token, body });
const picture = (r: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 60 } } })
    .png()
    .toBuffer();
async function upload(r: number): Promise<string> {
  const res = await uploadFile(server.url, token, 'Images', 'picture.png', await picture(r));
  expect(res.status).toBe(201);
  return res.body.name;
}
/** A picture's status; its body is always read, so no connection is left open to hold the server's close. */
const served = async (name: string) => {
  const res = await fetch(`${server.url}/api/CMS/Image/Images/${name}`);
  await res.arrayBuffer();
  return res.status;
};

test('unused uploads are removed once a day old, with their variants; files any record holds stay', async () => {
  const [inProduct, replaced, inPage, inSetting, unused] = [
    await upload(10),
    await upload(60),
    await upload(110),
    await upload(160),
    await upload(210),
  ];
  // A picture stored before the media library existed (straight into the files folder), which a product shows.
  const older = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b.png';
  fs.writeFileSync(path.join(filesDir, 'Images', older), await picture(90));
  const [sample] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`)).body;
  const product = await api('POST', '/api/products', {
    name: 'Cleanup lamp',
    sku: 'CL-1',
    price: '5',
    stockQuantity: 1,
    baseCoinId: sample.baseCoinId,
    productTypeId: sample.productTypeId,
    pictures: replaced,
  });
  expect(product.status).toBe(201);
  // Replaced: the old picture is now only in the product's history.
  expect((await api('PUT', `/api/products/${product.body.id}`, { pictures: `${inProduct},${older}` })).status).toBe(
    200,
  );
  const page = await api('POST', '/api/pages', {
    title: 'Cleanup page',
    slug: 'cleanup-page',
    languageCode: 'en',
    type: 'Pages',
    layoutType: 'onecolumn',
    description: `<p>Our lamp</p><img src="/api/CMS/Image/Images/${inPage}" alt="">`,
  });
  expect(page.status).toBe(201);
  const [store] = (await api('GET', '/api/stores')).body;
  const setting = await api('POST', '/api/settings', { name: 'cleanup.banner', value: inSetting, storeId: store.id });
  expect(setting.status).toBe(201);
  // A picture uploaded on the library's screen, which the library keeps though no record uses it.
  const kept = await uploadFile(server.url, token, 'Images&keep=true', 'kept.png', await picture(250));
  expect(kept.status).toBe(201);
  // A variant of the unused picture, made on request.
  const variant = unused.replace('.png', '-w320.webp');
  expect(await served(variant)).toBe(200);

  // Run now from the dashboard: everything is fresh, so nothing goes.
  const [task] = (await api('GET', `/api/schedule-tasks${listQuery({ filter: { type: 'filecleanup' } })}`)).body;
  const run = await api('POST', `/api/ScheduleTasks/runNow?id=${task.id}`);
  expect(run.body).toMatchObject({ ok: true, result: { removed: 0, catalogued: 1 } });
  // The picture stored before the library is now one of its pictures.
  const [entered] = (await api('GET', `/api/media${listQuery({ filter: { file: older } })}`)).body;
  expect(entered).toMatchObject({ width: 400, height: 300, keep: false });
  expect(run.body.message).toMatchObject({ key: 'dashboard.scheduletask.result.filecleanup' });

  // A day and an hour later.
  const later = new Date(Date.now() + (UNUSED_FILE_GRACE_HOURS + 1) * 3_600_000);
  const result = await server.app.get(FileCleanup).removeUnused(later);
  expect(result.removed).toBe(3);
  expect(await Promise.all([unused, variant, replaced].map(served))).toEqual([404, 404, 404]);
  expect(await Promise.all([inProduct, inPage, inSetting, kept.body.name].map(served))).toEqual([200, 200, 200, 200]);
  // The library forgets the pictures that went, and keeps the one it keeps.
  const library = (await api('GET', `/api/media${listQuery({ range: [0, 999] })}`)).body as { file: string }[];
  const listed = new Set(library.map((m) => m.file));
  expect([unused, replaced].filter((f) => listed.has(f))).toEqual([]);
  expect([inProduct, kept.body.name].every((f) => listed.has(f))).toBe(true);
  // The demo shop's pictures are held by its products, categories and home page.
  const [demo] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3002' } })}`)).body;
  for (const name of demo.pictures.split(',')) expect(await served(name)).toBe(200);
  expect(fs.readdirSync(path.join(filesDir, 'Images'))).not.toContain(unused);
});
