/**
 * @engines postgres
 * Two API processes on one database: the embedded database has a single process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { FileCleanup, UNUSED_FILE_GRACE_HOURS } from '../../backend/src/modules/files/file-cleanup.js';
import { call, listQuery, signIn, uploadFile } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';

// Uploads in S3-compatible object storage, served by every node: a picture stored through node A is served by node B,
// which makes its variant once for both; nothing lands in either node's files folder. The S3 server is a real one
// (s3rver, speaking the S3 wire protocol over HTTP), started here on a free port.
const BUCKET = 'saray-uploads';
const PREFIX = 'shop-1/';
const ctx = {} as { s3: S3rver; s3Dir: string; client: S3Client; a: TestServer; b: TestServer; token: string };
const filesDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'saray-node-files-')));

beforeAll(async () => {
  ctx.s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-s3-'));
  ctx.s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ctx.s3Dir });
  const { port } = await ctx.s3.run();
  const s3 = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    prefix: PREFIX,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  ctx.client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await ctx.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  // The seed runs on this start (a test server skips it on a seeded copy): it stores the demo pictures in the bucket.
  ctx.a = await startServer({ config: { s3, filesDir: filesDirs[0], seed: true } });
  ctx.b = await startServer({
    storage: { config: ctx.a.config, remove: async () => undefined },
    config: { s3, filesDir: filesDirs[1] },
  });
  ctx.token = await signIn(ctx.a.url);
}, 120_000);

afterAll(async () => {
  await ctx.b?.close();
  await ctx.a?.close();
  await ctx.s3?.close();
  for (const dir of [ctx.s3Dir, ...filesDirs]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function get(server: TestServer, url: string) {
  const res = await fetch(server.url + url);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

/** The bucket's objects: key and size. */
async function objects(): Promise<Map<string, number>> {
  const listed = await ctx.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return new Map((listed.Contents ?? []).map((o) => [o.Key!, o.Size!]));
}

const picture = () =>
  sharp({ create: { width: 1400, height: 700, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

test('a picture uploaded through one node is served, with its variants, by the other', async () => {
  const original = await picture();
  const uploaded = await uploadFile(ctx.a.url, ctx.token, 'Images', 'harbour.png', original);
  expect(uploaded.status).toBe(201);
  const { name } = uploaded.body as { name: string };
  const id = name.replace(/\.png$/, '');
  expect((await objects()).get(`${PREFIX}Images/${name}`)).toBe(original.length);

  // Node B serves the original as uploaded, and makes the variant from it.
  expect(await get(ctx.b, `/api/CMS/Image/Images/${name}`)).toEqual({ status: 200, type: 'image/png', body: original });
  const variant = await get(ctx.b, `/api/CMS/Image/Images/${id}-w640.webp`);
  expect([variant.status, variant.type]).toEqual([200, 'image/webp']);
  const meta = await sharp(variant.body).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);

  // The variant is an object of the bucket now: node A serves those bytes, it does not make its own.
  expect((await objects()).get(`${PREFIX}Images/${id}-w640.webp`)).toBe(variant.body.length);
  expect(await get(ctx.a, `/api/CMS/Image/Images/${id}-w640.webp`)).toEqual(variant);
  // A size the server does not serve is made on neither node.
  expect((await get(ctx.a, `/api/CMS/Image/Images/${id}-w999.webp`)).status).toBe(404);

  // Neither node wrote the upload to its own disk.
  for (const dir of filesDirs) expect(fs.readdirSync(dir, { recursive: true })).toEqual([]);
});

test('the demo pictures, the storage bar and deleting a file all read the bucket', async () => {
  // Each node stored the demo catalogue's pictures in the bucket at start (the second found them there).
  const stored = await objects();
  const list = `/api/products${listQuery({ range: [0, 99] })}`;
  const demo = (await call<{ pictures: string }[]>(ctx.b.url, 'GET', list, { token: ctx.token })).body
    .flatMap((p) => (p.pictures ?? '').split(','))
    .filter(Boolean);
  expect(demo.length).toBeGreaterThan(10);
  for (const name of demo) expect(stored.has(`${PREFIX}Images/${name}`)).toBe(true);

  const small = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const { name } = (await uploadFile(ctx.b.url, ctx.token, 'Images', 'small.png', small)).body as { name: string };
  const usage = await call<{ used: number }>(ctx.a.url, 'GET', '/api/CMS/StorageUsage', { token: ctx.token });
  const total = [...(await objects()).values()].reduce((sum, size) => sum + size, 0);
  expect(usage.body.used).toBe(total);

  const removed = await call(ctx.a.url, 'DELETE', `/api/CMS/DeleteFile?directory=Images&filename=${name}`, {
    token: ctx.token,
  });
  expect(removed.status).toBe(200);
  expect((await objects()).has(`${PREFIX}Images/${name}`)).toBe(false);
  expect((await get(ctx.b, `/api/CMS/Image/Images/${name}`)).status).toBe(404);
  // A second delete finds nothing to remove.
  expect(
    (await call(ctx.b.url, 'DELETE', `/api/CMS/DeleteFile?directory=Images&filename=${name}`, { token: ctx.token }))
      .status,
  ).toBe(404);
});

test('the unused-file cleanup lists the bucket: the unused uploads go, the demo pictures stay', async () => {
  const small = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#abc' } })
    .png()
    .toBuffer();
  const { name } = (await uploadFile(ctx.a.url, ctx.token, 'Images', 'unused.png', small)).body as { name: string };
  const before = await objects();
  expect(before.has(`${PREFIX}Images/${name}`)).toBe(true);
  const later = new Date(Date.now() + (UNUSED_FILE_GRACE_HOURS + 1) * 3_600_000);
  const result = await ctx.b.app.get(FileCleanup).removeUnused(later);
  const after = await objects();
  expect(after.has(`${PREFIX}Images/${name}`)).toBe(false);
  // The first test's upload (no record holds it) and its variants went too.
  expect(result).toEqual({ removed: before.size - after.size, kept: after.size, catalogued: 0 });
  const list = `/api/products${listQuery({ range: [0, 99] })}`;
  const demo = (await call<{ pictures: string }[]>(ctx.a.url, 'GET', list, { token: ctx.token })).body
    .flatMap((p) => (p.pictures ?? '').split(','))
    .filter(Boolean);
  for (const picture of demo) expect(after.has(`${PREFIX}Images/${picture}`)).toBe(true);
});
