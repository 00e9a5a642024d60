import sharp from 'sharp';
import { call, uploadFile } from '../support/http.js';
import { useServer } from '../support/server.js';

// The media library: every picture uploaded to Images is one, its size read from the file; alternative text per
// language and a focal point; where it is used; replaced everywhere at once; kept while it is used.
const ctx = useServer();

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(name: string, content: Buffer) {
  const res = await uploadFile(ctx.server.url, ctx.token, 'Images', name, content);
  expect(res.status).toBe(201);
  return res.body as { name: string; mediaId: number; originalName: string };
}

const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(ctx.server.url, method, path, { token: ctx.token, body, headers });

test('an uploaded picture joins the library with the size and type read from the file', async () => {
  const stored = await upload('Blue rug.png', await picture(48, 30, '#2040a0'));
  const media = (await api('GET', `/api/media/${stored.mediaId}`)).body;
  expect(media).toMatchObject({
    file: stored.name,
    title: 'Blue rug',
    width: 48,
    height: 30,
    contentType: 'image/png',
    focalPoint: '50 50',
  });
  expect(media.size).toBeGreaterThan(0);

  // The size is the file's, whatever a client says.
  const told = await api('PUT', `/api/media/${stored.mediaId}`, { width: 4000, version: media.version });
  expect([told.status, told.body.details?.[0]?.path]).toEqual([400, '/width']);
});

test('a record of the library names a stored picture, and a focal point in percent', async () => {
  const missing = await api('POST', '/api/media', { file: '0b7c4a61-58f5-4c1e-9d7a-3c2e1f0a9b8c.png' });
  expect([missing.status, missing.body.error]).toEqual([400, 'media.error.filenotfound']);
  const strange = await api('POST', '/api/media', { file: '../../etc/passwd' });
  expect([strange.status, strange.body.error]).toEqual([400, 'media.error.notpicture']);
  // A JPEG's header and nothing more passes the content check but is no picture: the upload is refused.
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
  const empty = await uploadFile(ctx.server.url, ctx.token, 'Images', 'empty.jpg', header);
  expect([empty.status, empty.body.error]).toEqual([400, 'media.error.notpicture']);

  // The entry the upload made gives way to one made for the same picture while it says nothing yet.
  const stored = await upload('Cushion.png', await picture(20, 20, '#a02040'));
  const made = await api('POST', '/api/media', { file: stored.name, title: 'Cushion, described' });
  expect([made.status, made.body.width]).toEqual([201, 20]);
  expect((await api('GET', `/api/media/${stored.mediaId}`)).status).toBe(404);

  const off = await api('PUT', `/api/media/${made.body.id}`, { focalPoint: '120 40', version: made.body.version });
  expect([off.status, off.body.details?.[0]?.error]).toEqual([400, 'media.error.focalpoint']);
  const set = await api('PUT', `/api/media/${made.body.id}`, {
    focalPoint: '30 70',
    alt: { en: 'A red cushion', fa: 'کوسن قرمز', tr: 'Kırmızı minder' },
    version: made.body.version,
  });
  expect(set.status).toBe(200);
  // One that says something stays: the picture is in the library already.
  const again = await api('POST', '/api/media', { file: stored.name });
  expect([again.status, again.body.error]).toEqual([409, 'media.error.fileexists']);
  const inPersian = (await api('GET', `/api/media/${made.body.id}`, undefined, { 'accept-language': 'fa' })).body;
  expect([inPersian.alt, inPersian.focalPoint]).toEqual(['کوسن قرمز', '30 70']);
});

test('the library says where a picture is used, replaces it everywhere and keeps it while it is used', async () => {
  const first = await upload('Kilim.png', await picture(40, 40, '#806020'));
  const other = await upload('Other.png', await picture(40, 40, '#208060'));
  const category = (
    await api('POST', '/api/categories', {
      name: 'Kilims',
      entityName: 'Product',
      pictures: `${other.name},${first.name}`,
    })
  ).body;
  const id = first.name.slice(0, 36);
  const page = (
    await api('POST', '/api/pages', {
      languageCode: 'en',
      slug: 'kilim-story',
      type: 'Pages',
      layoutType: 'onecolumn',
      title: 'The kilim',
      description: `<p><img src="/api/CMS/Image/Images/${id}-w640.webp" alt="kilim"></p>`,
    })
  ).body;
  expect([category.id, page.id].every(Boolean)).toBe(true);

  const uses = (await api('GET', `/api/media/${first.mediaId}/usage`)).body as { entity: string; id: number }[];
  expect(uses).toEqual(
    expect.arrayContaining([
      { entity: 'Category', resource: 'categories', id: category.id, title: 'Kilims', fields: ['pictures'] },
      { entity: 'Page', resource: 'pages', id: page.id, title: 'The kilim', fields: ['description'] },
    ]),
  );
  expect((await api('GET', `/api/media/${other.mediaId}/usage`)).body).toHaveLength(1);

  const used = await api('DELETE', `/api/media/${first.mediaId}`);
  expect([used.status, used.body.error, used.body.message]).toEqual([
    409,
    'media.error.inuse',
    'This picture is used by 2 records: remove it from them first.',
  ]);

  // A new picture for the same library entry: every record using the old one shows the new one, in its place.
  const replacement = await upload('Kilim, sharper.png', await picture(80, 80, '#806020'));
  const media = (await api('GET', `/api/media/${first.mediaId}`)).body;
  const replaced = await api('PUT', `/api/media/${first.mediaId}`, { file: replacement.name, version: media.version });
  expect([replaced.status, replaced.body.width]).toEqual([200, 80]);
  expect((await api('GET', `/api/categories/${category.id}`)).body.pictures).toBe(`${other.name},${replacement.name}`);
  const newId = replacement.name.slice(0, 36);
  expect((await api('GET', `/api/pages/${page.id}`)).body.description).toContain(`/Images/${newId}-w640.webp`);
  const history = (await api('GET', `/api/categories/${category.id}/history`)).body as { changes: object }[];
  expect(history.some((h) => JSON.stringify(h.changes).includes(replacement.name))).toBe(true);
  expect((await api('GET', `/api/media/${first.mediaId}/usage`)).body).toHaveLength(2);
  // The picture it replaced is no longer in the library: the record that held it now holds the new one.
  expect(
    (await api('GET', `/api/media?filter=${encodeURIComponent(JSON.stringify({ file: first.name }))}`)).body,
  ).toEqual([]);

  // Once no record uses it, it can go.
  const kept = (await api('GET', `/api/categories/${category.id}`)).body;
  await api('PUT', `/api/categories/${category.id}`, { pictures: other.name, version: kept.version });
  await api('DELETE', `/api/pages/${page.id}`);
  expect((await api('GET', `/api/media/${first.mediaId}/usage`)).body).toEqual([]);
  expect((await api('DELETE', `/api/media/${first.mediaId}`)).status).toBe(200);
});

test('only those who may read the library learn where its pictures are used', async () => {
  const stored = await upload('Private.png', await picture(10, 10, '#000000'));
  const res = await fetch(`${ctx.server.url}/api/media/${stored.mediaId}/usage`);
  expect(res.status).toBe(401);
  await res.body?.cancel();
});
