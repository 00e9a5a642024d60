import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { filesRoot } from '../../backend/src/modules/files/index.js';
import { uploadFile } from '../support/http.js';
import { useServer } from '../support/server.js';

// A stored picture served in the widths and formats a page asks for (srcset): made from the original with sharp on
// first request, kept beside it, cached by browsers for a year; nothing else is made on a visitor's say.
const ctx = useServer();

async function upload(name: string, content: Buffer): Promise<{ name: string; url: string }> {
  const res = await uploadFile(ctx.server.url, ctx.token, 'Images', name, content);
  expect(res.status).toBe(201);
  return res.body;
}

async function get(url: string) {
  const res = await fetch(ctx.server.url + url);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A picture of the given size: a gradient, so the encoders have something to encode. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#123"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

test('a picture’s variants are made in each width and format, smaller than the original, and kept', async () => {
  const original = await picture(1600, 1200);
  const stored = await upload('rug.png', original);
  const id = stored.name.replace(/\.png$/, '');
  for (const [width, format] of [
    [640, 'webp'],
    [640, 'avif'],
    [320, 'avif'],
    [1280, 'webp'],
  ] as const) {
    const served = await get(`/api/CMS/Image/Images/${id}-w${width}.${format}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
      200,
      `image/${format}`,
      'public, max-age=31536000, immutable',
    ]);
    const meta = await sharp(served.body).metadata();
    expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
    expect(served.body.length).toBeLessThan(original.length);
  }
  // Made once: the variant is a file beside its original.
  const onDisk = path.join(filesRoot(ctx.server.config), 'Images', `${id}-w640.webp`);
  expect(fs.existsSync(onDisk)).toBe(true);
  expect((await get(`/api/CMS/Image/Images/${id}-w640.webp`)).body).toEqual(fs.readFileSync(onDisk));
  // The original is served as it was uploaded, cached as long.
  const first = await get(stored.url);
  expect([first.status, first.headers.get('cache-control'), first.body.equals(original)]).toEqual([
    200,
    'public, max-age=31536000, immutable',
    true,
  ]);
});

test('a small picture is never enlarged; a width not served, or a picture that is not there, is a 404', async () => {
  const stored = await upload('icon.png', await picture(200, 100));
  const id = stored.name.replace(/\.png$/, '');
  const small = await get(`/api/CMS/Image/Images/${id}-w1280.webp`);
  expect(small.status).toBe(200);
  expect((await sharp(small.body).metadata()).width).toBe(200);
  expect((await get(`/api/CMS/Image/Images/${id}-w500.webp`)).status).toBe(404);
  expect((await get(`/api/CMS/Image/Images/${id}-w640.jpg`)).status).toBe(404);
  expect((await get(`/api/CMS/Image/Images/00000000-0000-4000-8000-000000000000-w640.webp`)).status).toBe(404);
  // Only directories of pictures serve inline, variants included.
  expect((await get(`/api/CMS/Image/DataContents/${id}-w640.webp`)).status).toBe(404);
});
