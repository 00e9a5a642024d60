/**
 * @engines pglite postgres
 * Numbers issued under a row lock to requests at once.
 */
import { call, listQuery, signIn, uploadFile } from '../support/http.js';
import { createCustomer, shoppers, useServer } from '../support/server.js';

// Archives and documents (spec 2 §3–§5): archive files numbered from their archive's format and counters, never
// twice the same number; documents kept to their type's formats, sizes and count; approval by a second person.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const year = new Date().getUTCFullYear();
let fileType: { id: number };
let second: string;

beforeAll(async () => {
  fileType = (await admin('POST', '/api/archive-file-types', { name: 'Contracts', entityName: 'Customer' })).body;
  await createCustomer(ctx.server, ctx.token, { username: 'archive.second' }, 'second-pass', ['administrators']);
  second = await signIn(ctx.server.url, 'archive.second', 'second-pass');
});

const archive = async (format: string, start: number, seed: number) => {
  const res = await admin('POST', '/api/archives', {
    title: `Archive ${format}`,
    archiveFilesNumberFormat: format,
    archiveFileStartNumber: start,
    archiveFileSeedNumber: seed,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const file = (archiveId: number, extra: object = {}) =>
  admin('POST', '/api/archive-files', { archiveId, archiveFileTypeId: fileType.id, ...extra });

test('archive files are numbered from the start number by the seed, in the archive’s format', async () => {
  const { id } = await archive('C-{year}/{number:5}', 100, 5);
  const customers = await shoppers(ctx.server, ctx.token, 'arch.num', 3);
  const numbers: string[] = [];
  for (const c of customers) {
    const res = await file(id, { customerId: c.id });
    expect(res.status).toBe(201);
    numbers.push(res.body.archiveUniqNumber);
  }
  expect(numbers).toEqual([`C-${year}/00100`, `C-${year}/00105`, `C-${year}/00110`]);
  expect((await admin('GET', `/api/archives/${id}`)).body.archiveFileCurrentNumber).toBe(110);

  // The number is the archive's to give, and a file stays in the archive that numbered it.
  const chosen = await file(id, { archiveUniqNumber: 'MINE-1' });
  expect(chosen.status).toBe(400);
  const other = await archive('X-{number}', 1, 1);
  const [first] = (await admin('GET', `/api/archive-files${listQuery({ filter: { archiveId: id } })}`)).body;
  const moved = await admin('PUT', `/api/archive-files/${first.id}`, { archiveId: other.id });
  expect([moved.status, moved.body.error]).toEqual([409, 'archive.error.archivefixed']);

  // Listing per customer and per type.
  const mine = await admin('GET', `/api/archive-files${listQuery({ filter: { customerId: customers[1].id } })}`);
  expect(mine.body.map((f: { archiveUniqNumber: string }) => f.archiveUniqNumber)).toEqual([`C-${year}/00105`]);
  const ofType = await admin(
    'GET',
    `/api/archive-files${listQuery({ filter: { archiveId: id, archiveFileTypeId: fileType.id }, range: [0, 99] })}`,
  );
  expect(ofType.body).toHaveLength(3);
});

test('a format must hold {number} once; anything else is refused with its reason', async () => {
  for (const format of ['SYS-{0}', 'A-{year}', '{number}-{number}', '{number:0}']) {
    const res = await admin('POST', '/api/archives', { title: 'Bad', archiveFilesNumberFormat: format });
    expect([format, res.status, res.body.details?.[0]?.error]).toEqual([format, 400, 'archive.error.numberformat']);
  }
});

test('archive files made at the same moment never share a number, and none is skipped', async () => {
  const { id } = await archive('P-{number}', 1, 1);
  const made = await Promise.all(Array.from({ length: 16 }, () => file(id)));
  expect(made.map((r) => r.status)).toEqual(Array(16).fill(201));
  const numbers = made
    .map((r) => r.body.archiveUniqNumber as string)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  expect(numbers).toEqual(Array.from({ length: 16 }, (_, i) => `P-${i + 1}`));
  expect((await admin('GET', `/api/archives/${id}`)).body.archiveFileCurrentNumber).toBe(16);
});

test('a customer given view-own access reads their own archive files and cannot change them', async () => {
  const { id } = await archive('O-{number}', 1, 1);
  const [owner, other] = await shoppers(ctx.server, ctx.token, 'arch.own', 2);
  const own = (await file(id, { customerId: owner.id })).body;
  await file(id, { customerId: other.id });
  const [registered] = (
    await admin('GET', `/api/customer-roles${listQuery({ filter: { systemName: 'authenticated' } })}`)
  ).body;
  const grant = await admin('POST', '/api/security-accesses', {
    customerRoleId: registered.id,
    entityName: 'ArchiveFile',
    accessType: 'viewown',
  });
  expect(grant.status).toBe(201);
  try {
    const listed = await call(ctx.server.url, 'GET', '/api/archive-files', { token: owner.token });
    expect(listed.body.map((f: { id: number }) => f.id)).toEqual([own.id]);
    const edit = await call(ctx.server.url, 'PUT', `/api/archive-files/${own.id}`, {
      token: owner.token,
      body: { note: 'mine now' },
    });
    expect(edit.status).toBe(403);
  } finally {
    await admin('DELETE', `/api/security-accesses/${grant.body.id}`);
  }
});

/** An empty zip archive (its end record alone): the server checks that a .zip file's content is one. */
const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

async function upload(name: string, bytes: number): Promise<string> {
  const content = name.endsWith('.zip') ? EMPTY_ZIP : Buffer.alloc(bytes, 'a');
  const res = await uploadFile<{ name: string }>(ctx.server.url, ctx.token, 'DataContents', name, content);
  expect(res.status).toBe(201);
  return res.body.name;
}

test('a document keeps to its type’s formats, size in kilobytes and file count, with clear reasons', async () => {
  const type = (
    await admin('POST', '/api/document-types', {
      name: 'Identity card',
      acceptableFileFormats: 'pdf, .txt',
      acceptableFileSize: 1,
      acceptableFileCount: 2,
      isRequired: true,
      isMustApproved: true,
    })
  ).body;
  const [small, other, big, zip] = [
    await upload('front.txt', 1000),
    await upload('back.txt', 1024),
    await upload('scan.txt', 1025),
    await upload('bundle.zip', 100),
  ];
  const attempt = (files: string | undefined, documentTypeId = type.id) =>
    admin('POST', '/api/documents', { documentTypeId, files, description: 'ID' });
  const missing = '0b7d7c8e-0000-4000-8000-000000000000.txt';
  const refusals: [string | undefined, string, string][] = [
    [undefined, 'document.error.filerequired', 'at least one file'],
    [big, 'document.error.filesize', 'at most 1 KB'],
    [zip, 'document.error.fileformat', 'Accepted formats: pdf, txt.'],
    [`${small},${other},${small}`, 'document.error.filecount', 'at most 2 files'],
    [missing, 'document.error.filenotfound', `The file ${missing} was not found`],
  ];
  for (const [files, error, message] of refusals) {
    const res = await attempt(files);
    expect([files, res.status, res.body.error, res.body.details[0]]).toEqual([
      files,
      400,
      error,
      expect.objectContaining({ path: '/files', error }),
    ]);
    expect(res.body.message).toContain(message);
  }
  const stored = await attempt(`${small},${other}`);
  expect(stored.status).toBe(201);
  // A change of its files is checked again.
  const grown = await admin('PUT', `/api/documents/${stored.body.id}`, { files: `${small},${big}` });
  expect(grown.body.error).toBe('document.error.filesize');

  const unknownType = await attempt(small, 999999);
  expect([unknownType.status, unknownType.body.error]).toEqual([400, 'document.error.typenotfound']);
  await admin('PUT', `/api/document-types/${type.id}`, { actived: false });
  expect((await attempt(small)).body.error).toBe('document.error.typeinactive');
});

test('a document is approved by a second administrator, not its creator, and is then fixed', async () => {
  const mustApprove = (await admin('POST', '/api/document-types', { name: 'Deed', isMustApproved: true })).body;
  const doc = (await admin('POST', '/api/documents', { documentTypeId: mustApprove.id, description: 'deed' })).body;
  const approve = (token: string, id = doc.id) =>
    call(ctx.server.url, 'POST', `/api/documents/${id}/actions/approve`, { token, body: { confirm: true } });
  const own = await approve(ctx.token);
  expect([own.status, own.body.error]).toEqual([409, 'common.error.seconderrequired']);
  const approved = await approve(second);
  expect(approved.status).toBe(200);
  const secondId = (await call(ctx.server.url, 'GET', '/api/Customers/getMyProfile', { token: second })).body.id;
  expect(approved.body).toMatchObject({ isApproved: true, seconderCustomerId: secondId });
  const late = await admin('PUT', `/api/documents/${doc.id}`, { description: 'changed' });
  expect([late.status, late.body.error]).toEqual([409, 'document.error.approved_unchangeable']);

  // Documents of a type that needs no approval are not approved.
  const free = (await admin('POST', '/api/document-types', { name: 'Note' })).body;
  const note = (await admin('POST', '/api/documents', { documentTypeId: free.id })).body;
  const refused = await approve(second, note.id);
  expect([refused.status, refused.body.error]).toEqual([409, 'document.error.approvalnotneeded']);
});
