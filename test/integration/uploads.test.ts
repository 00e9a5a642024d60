import fs from 'node:fs';
import path from 'node:path';
import { filesRoot } from '../../backend/src/modules/files/index.js';
import { signIn, uploadFile } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';

// The back office's upload directories of spec 3 §5: images served inline (their content checked), other files only
// as downloads, deletion, and who may do it.
const ctx = useServer();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let customer: string;

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'upload.customer' }, 'upload-pass');
  customer = await signIn(ctx.server.url, 'upload.customer', 'upload-pass');
});

const upload = (directory: string, name: string, content: Buffer, token = ctx.token) =>
  uploadFile(ctx.server.url, token, directory, name, content);

/** A GET whose body is always read, so no connection is left open. */
async function get(url: string) {
  const res = await fetch(ctx.server.url + url);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const remove = (directory: string, filename: string, token = ctx.token) =>
  fetch(`${ctx.server.url}/api/CMS/DeleteFile?directory=${directory}&filename=${filename}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });

test('a product picture is checked by content, served inline as an image, and deleted', async () => {
  const res = await upload('Images', 'shoe.png', PNG);
  expect(res.status).toBe(201);
  expect(res.body.url).toBe(`/api/CMS/Image/Images/${res.body.name}`);
  const served = await get(res.body.url);
  expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
    200,
    'image/png',
    'nosniff',
  ]);
  expect(served.body).toEqual(PNG);

  const deleted = await remove('Images', res.body.name);
  expect([deleted.status, await deleted.json()]).toEqual([200, { result: true }]);
  expect((await get(res.body.url)).status).toBe(404);
  const again = await remove('Images', res.body.name);
  expect([again.status, (await again.json()).error]).toEqual([404, 'common.error.notfound']);
});

test('images must be images: a renamed text file and SVG are refused', async () => {
  expect((await upload('Images', 'fake.png', Buffer.from('plain text'))).body.error).toBe('content.error.fileformat');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect((await upload('Images', 'logo.svg', svg)).body.error).toBe('content.error.fileformat');
});

test('content files are downloads, never rendered; not inline as images', async () => {
  const res = await upload('DataContents', 'terms.txt', Buffer.from('terms and conditions'));
  expect(res.status).toBe(201);
  expect(res.body.url).toBe(`/api/cms/download/DataContents/${res.body.name}`);
  const served = await get(res.body.url);
  expect(served.body.toString()).toBe('terms and conditions');
  expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${res.body.name}"`);
  expect(served.headers.get('content-type')).toBe('application/octet-stream');
  expect((await get(`/api/CMS/Image/DataContents/${res.body.name}`)).status).toBe(404);
});

test('customers may neither upload to nor delete from the back office directories', async () => {
  const res = await upload('Images', 'shoe.png', PNG, customer);
  expect([res.status, res.body.error]).toEqual([403, 'security.error.forbidden']);
  const stored = await upload('Images', 'shoe.png', PNG);
  const refused = await remove('Images', stored.body.name, customer);
  expect([refused.status, (await refused.json()).error]).toEqual([403, 'security.error.forbidden']);
  expect((await get(stored.body.url)).status).toBe(200);
});

test('the storage bar’s call: bytes used by uploads against the capacity setting, for administrators', async () => {
  const usage = async (token = ctx.token) =>
    (await fetch(`${ctx.server.url}/api/CMS/StorageUsage`, { headers: { authorization: `Bearer ${token}` } })).json();
  const before = await usage();
  expect(before.capacity).toBe(1024 ** 3);
  await upload('Images', 'shoe.png', PNG);
  const after = await usage();
  expect(after.used - before.used).toBe(PNG.length);

  const stores = await (
    await fetch(`${ctx.server.url}/api/stores?filter={"name":"main"}`, {
      headers: { authorization: `Bearer ${ctx.token}` },
    })
  ).json();
  const setting = await fetch(`${ctx.server.url}/api/settings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'storage.capacity', value: String(after.used * 4), storeId: stores[0].id }),
  });
  expect(setting.status).toBe(201);
  expect(await usage()).toMatchObject({ capacity: after.used * 4, percent: 25 });
  expect((await usage(customer)).error).toBe('security.error.forbidden');
});

test('getStorageCapacity measures the files in the upload folder: an upload adds its size, a deletion takes it off', async () => {
  const capacity = async (token = ctx.token) =>
    (
      await fetch(`${ctx.server.url}/api/CMS/getStorageCapacity`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
  const before = await capacity();
  expect(before).toEqual({ usage: expect.any(Number), maximumcapacity: expect.any(Number) });
  const content = Buffer.alloc(3000, 'x');
  const stored = await upload('DataContents', 'report.txt', content);
  const onDisk = path.join(filesRoot(ctx.server.config), 'DataContents', stored.body.name);
  expect(fs.statSync(onDisk).size).toBe(3000);
  const after = await capacity();
  expect(after.usage - before.usage).toBe(3000);
  expect(after.usage).toBe((await usageOf(ctx.token)).used);
  expect((await remove('DataContents', stored.body.name)).status).toBe(200);
  expect((await capacity()).usage).toBe(before.usage);
  expect((await capacity(customer)).error).toBe('security.error.forbidden');
});

const usageOf = async (token: string) =>
  (await fetch(`${ctx.server.url}/api/CMS/StorageUsage`, { headers: { authorization: `Bearer ${token}` } })).json();
