import { call, listQuery, signIn } from '../support/http.js';
import { createCustomer, useServer } from '../support/server.js';

const ctx = useServer();
let token: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64)]);

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'avatar.owner' }, 'avatar-pass');
  token = await signIn(ctx.server.url, 'avatar.owner', 'avatar-pass');
});

async function upload(files: [string, Buffer][], options: { directory?: string; auth?: string | null } = {}) {
  const form = new FormData();
  for (const [name, content] of files) form.append('file', new Blob([new Uint8Array(content)]), name);
  const auth = options.auth === undefined ? token : options.auth;
  const res = await fetch(`${ctx.server.url}/api/CMS/UploadFile?directory=${options.directory ?? 'avatars'}`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

test('an image is stored under a server-made name and served at /api/cms/avatar/{logo}', async () => {
  const res = await upload([['me.png', PNG]]);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ size: PNG.length, url: `/api/cms/avatar/${res.body.name}` });
  expect(res.body.name).toMatch(/^[0-9a-f-]{36}\.png$/);
  const served = await fetch(ctx.server.url + res.body.url);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  expect((await upload([['face.jpeg', JPEG]])).status).toBe(201);
});

test.each<[string, [string, Buffer][], number, string]>([
  [
    'a text file renamed .png',
    [['fake.png', Buffer.from('not an image at all, just text')]],
    400,
    'content.error.fileformat',
  ],
  ['an image type the avatar does not accept', [['anim.gif', PNG]], 400, 'content.error.fileformat'],
  ['a PNG that claims to be a JPEG', [['photo.jpg', PNG]], 400, 'content.error.fileformat'],
  [
    'two files for one avatar',
    [
      ['a.png', PNG],
      ['b.png', PNG],
    ],
    400,
    'content.error.filecount',
  ],
])('%s is refused', async (_case, files, status, error) => {
  const res = await upload(files);
  expect(res.status).toBe(status);
  expect(res.body.error).toBe(error);
});

test('the size limit comes from the adminform.maximumfilesize setting', async () => {
  const setting = (
    await call(ctx.server.url, 'GET', `/api/settings${listQuery({ filter: { name: 'adminform.maximumfilesize' } })}`, {
      token: ctx.token,
    })
  ).body[0];
  await call(ctx.server.url, 'PUT', `/api/settings/${setting.id}`, { token: ctx.token, body: { value: '50' } });
  try {
    const res = await upload([['me.png', PNG]]);
    expect(res).toMatchObject({ status: 413, body: { error: 'content.error.filesize' } });
  } finally {
    await call(ctx.server.url, 'PUT', `/api/settings/${setting.id}`, {
      token: ctx.token,
      body: { value: setting.value },
    });
  }
  expect((await upload([['me.png', PNG]])).status).toBe(201);
});

test('uploads need a signed-in caller and a known directory; only stored names are served', async () => {
  expect((await upload([['me.png', PNG]], { auth: null })).status).toBe(401);
  expect((await upload([['me.png', PNG]], { directory: '..%2F..%2Fetc' })).body.error).toBe('content.error.directory');
  for (const name of ['nope.png', '..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd']) {
    expect((await fetch(`${ctx.server.url}/api/cms/avatar/${name}`)).status).toBe(404);
  }
});
