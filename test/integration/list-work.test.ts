/**
 * @engines pglite postgres
 * Keyset batches across ties and nulls, and exact amounts, read in SQL order.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { SYSTEM_ACTOR } from '../../backend/src/auth/actor.js';
import { ROOT_DIR } from '../../backend/src/config.js';
import { flattenMessages } from '../../backend/src/common/i18n.js';
import { exportBatches } from '../../backend/src/crud/export/export-batches.js';
import { parseListQuery } from '../../backend/src/crud/list-query.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, listQuery, signIn } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { createCustomer, signedInCustomer, useServer } from '../support/server.js';

// Work on a list's selection: bulk delete and bulk rule actions run each record through the generic pipeline and
// report what was refused and why; exports stream every matching row as CSV or XLSX with the list's access; saved
// views belong to one person.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const catalog = (lang: string) =>
  flattenMessages(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8')));
const [en, fa] = [catalog('en'), catalog('fa')];
let second: string;
let secondFactory: RecordFactory;
let factory: RecordFactory;
let customer: { id: number; token: string };

const as = (token: string | undefined, method: string, url: string, body?: unknown, lang = 'en') =>
  call(ctx.server.url, method, url, { token, body, headers: { lang } });
const admin = (method: string, url: string, body?: unknown, lang?: string) => as(ctx.token, method, url, body, lang);
const exportUrl = (resource: string, q: Record<string, unknown>) =>
  `/api/${resource}/export?${new URLSearchParams(
    Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString()}`;
/** An export as the raw answer: status, headers and bytes. */
async function download(url: string, token = ctx.token, lang = 'en') {
  const res = await fetch(ctx.server.url + url, { headers: { authorization: `Bearer ${token}`, lang } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'bulk.second' }, 'second-pass', ['administrators']);
  second = await signIn(ctx.server.url, 'bulk.second', 'second-pass');
  factory = new RecordFactory(registry, ctx.server.url, ctx.token);
  secondFactory = new RecordFactory(registry, ctx.server.url, second);
  customer = await signedInCustomer(ctx.server, ctx.token, 'bulk.plain', 'plain-pass-1');
});

describe('bulk actions', () => {
  test('approving payments: the paid ones another person made are approved, the rest refused with reasons', async () => {
    const paid = async (by: RecordFactory, token: string) => {
      const p = await by.create('Payment', { amount: '10.00' });
      expect((await as(token, 'POST', `/api/payments/${p.id}/actions/markPaid`, {})).status).toBe(200);
      return p.id as number;
    };
    const [a, b] = [await paid(secondFactory, second), await paid(secondFactory, second)];
    const unpaid = (await secondFactory.create('Payment', { amount: '11.00' })).id as number;
    const mine = await paid(factory, ctx.token);

    const res = await admin(
      'POST',
      '/api/payments/bulk',
      { action: 'approve', ids: [a, unpaid, b, mine], confirm: true },
      'fa',
    );
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual([a, b]);
    expect(res.body.refused).toEqual([
      {
        id: unpaid,
        error: 'payment.error.notpaid_cannot_approve',
        message: fa.get('payment.error.notpaid_cannot_approve'),
      },
      { id: mine, error: 'common.error.seconderrequired', message: fa.get('common.error.seconderrequired') },
    ]);
    for (const id of [a, b]) expect((await admin('GET', `/api/payments/${id}`)).body.isApproved).toBe(true);
    for (const id of [unpaid, mine]) expect((await admin('GET', `/api/payments/${id}`)).body.isApproved).toBe(false);
    // Each approval is its own write, with its own history entry.
    const history = (await admin('GET', `/api/payments/${a}/history`)).body;
    expect(history.at(-1)).toMatchObject({ operation: 'action', action: 'approve' });
  });

  test('an irreversible action needs the confirmation; the request itself is checked before any record', async () => {
    const p = await secondFactory.create('Payment', { amount: '12.00' });
    const refused = async (body: unknown, error: string) => {
      const res = await admin('POST', '/api/payments/bulk', body);
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error });
    };
    await refused({ action: 'approve', ids: [p.id] }, 'common.error.confirmationrequired');
    await refused({ action: 'fly', ids: [p.id] }, 'common.error.unknownaction');
    await refused({ action: 'delete', ids: [] }, 'common.error.invalidvalue');
    await refused({ action: 'delete', ids: [p.id, 'x'] }, 'common.error.invalidvalue');
    await refused({ action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'common.error.toomanyids');
    await refused([1, 2], 'common.error.badbody');
    expect((await admin('GET', `/api/payments/${p.id}`)).status).toBe(200);
  });

  test('bulk delete removes what may go and names what may not: a locked record, a missing one', async () => {
    const free = [(await factory.create('Payment')).id, (await factory.create('Payment')).id] as number[];
    const locked = (await factory.create('Payment')).id as number;
    await admin('POST', `/api/payments/${locked}/actions/markPaid`, {});
    const res = await admin('POST', '/api/payments/bulk', { action: 'delete', ids: [...free, locked, 99999999] });
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual(free);
    expect(res.body.refused).toMatchObject([
      { id: locked, error: 'payment.error.paid_unchangeable', message: en.get('payment.error.paid_unchangeable') },
      { id: 99999999, error: 'common.error.notfound' },
    ]);
    for (const id of free) expect((await admin('GET', `/api/payments/${id}`)).status).toBe(404);
    expect((await admin('GET', `/api/payments/${locked}`)).status).toBe(200);
  });

  test('a caller without the right is refused before any record; another owner’s records are refused one by one', async () => {
    const p = await factory.create('Payment', { customerId: customer.id });
    expect((await as(customer.token, 'POST', '/api/payments/bulk', { action: 'delete', ids: [p.id] })).status).toBe(
      403,
    );
    expect((await as(undefined, 'POST', '/api/payments/bulk', { action: 'delete', ids: [p.id] })).status).toBe(401);
    // A customer may change their own saved views, and only those.
    const theirs = (await admin('POST', '/api/saved-views', { name: 'Admin view', resource: 'payments' })).body;
    const own = (await as(customer.token, 'POST', '/api/saved-views', { name: 'Mine', resource: 'payments' })).body;
    const res = await as(customer.token, 'POST', '/api/saved-views/bulk', {
      action: 'delete',
      ids: [own.id, theirs.id],
    });
    expect(res.body).toMatchObject({ done: [own.id], refused: [{ id: theirs.id, error: 'common.error.notfound' }] });
    expect((await admin('GET', `/api/payments/${p.id}`)).status).toBe(200);
  });
});

describe('export', () => {
  let ids: number[];
  beforeAll(async () => {
    const texts = ['=HYPERLINK("http://x","y")', '+1+2', '-3+4', '@SUM(A1)', 'plain, "quoted"\nline'];
    ids = [];
    for (const [i, description] of texts.entries())
      ids.push(
        (await factory.create('Payment', { amount: `${i + 1}0.25`, description, paymentDate: '2024-03-2' + i })).id,
      );
    await admin('POST', `/api/payments/${ids[0]}/actions/markPaid`, {});
  });
  const columns = ['id', 'amount', 'status', 'isPaid', 'description', 'paymentDate', 'customerId'];

  test('CSV: translated headers and labels, exact amounts, formulas neutralised, a safe file name', async () => {
    const res = await download(
      exportUrl('payments', { format: 'csv', filter: { id: ids }, sort: ['id', 'ASC'], columns }),
      ctx.token,
      'fa',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.body.toString('utf8');
    const [header, first, second, third, fourth] = csvRows(res.body);
    expect(header).toBe(columns.map((c) => fa.get(`resources.payments.fields.${c}`)).join(','));
    // A relation is written as its record's title, as the list shows it.
    const titled = (await admin('GET', `/api/payments/${ids[0]}?titles=${encodeURIComponent('["customerId"]')}`)).body;
    expect(titled._titles.customerId).toEqual(expect.any(String));
    expect(first).toBe(
      `${ids[0]},10.25,${fa.get('enums.status.3')},${fa.get('ra.boolean.true')},"'=HYPERLINK(""http://x"",""y"")",2024-03-20,${titled._titles.customerId}`,
    );
    expect(second).toContain(`,${fa.get('enums.status.0')},${fa.get('ra.boolean.false')},'+1+2,`);
    expect(third).toContain(`,'-3+4,`);
    expect(fourth).toContain(`,'@SUM(A1),`);
    expect(text).toContain('"plain, ""quoted""\nline"');
  });

  test('XLSX: typed cells read back by the library, text formulas kept as text', async () => {
    const res = await download(
      exportUrl('payments', { format: 'xlsx', filter: { id: ids }, sort: ['id', 'DESC'], columns }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="payments-[\d-]+\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Payments');
    expect(sheet.rowCount).toBe(ids.length + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
      'Amount',
      'Status',
      'Paid',
      'Description',
      'Due date',
      'Customer',
    ]);
    const last = sheet.getRow(ids.length + 1);
    expect(last.getCell(1).value).toBe(ids[0]);
    expect(last.getCell(2).value).toBe(10.25);
    expect(last.getCell(2).numFmt).toBe('#,##0.00');
    expect(last.getCell(3).value).toBe('Completed');
    expect(last.getCell(4).value).toBe(true);
    expect(last.getCell(5).value).toBe('=HYPERLINK("http://x","y")');
    expect(last.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(last.getCell(6).value).toEqual(new Date('2024-03-20T00:00:00Z'));
  });

  test('everything the filter matches, past the 1000-row page cap, in the list’s order', async () => {
    await ctx.server.dataSource.query(
      `INSERT INTO tags (name, published, version) SELECT 'export tag ' || lpad(g::text, 5, '0'), g % 3 = 0, 1
       FROM generate_series(1, 1234) g`,
    );
    const res = await download(exportUrl('tags', { filter: { q: 'export tag' }, sort: ['name', 'DESC'] }));
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(1235);
    expect(rows[0]).toBe('ID,Name,Published');
    expect(rows[1]).toMatch(/^\d+,export tag 01234,No$/);
    expect(rows[2]).toMatch(/^\d+,export tag 01233,Yes$/);
    expect(rows[1234]).toMatch(/^\d+,export tag 00001,No$/);
  });

  test('the same access as the list: own rows for a customer, 403 without the right, 400 for unknown columns', async () => {
    await factory.create('Payment', { customerId: customer.id });
    const own = (await admin('GET', `/api/payments${listQuery({ filter: { customerId: customer.id } })}`)).body;
    const rows = csvRows(
      (await download(exportUrl('payments', { columns: ['id', 'customerId'] }), customer.token)).body,
    );
    const me = (await admin('GET', `/api/payments/${own[0].id}?titles=${encodeURIComponent('["customerId"]')}`)).body;
    expect(rows.slice(1)).toEqual(own.map((p: { id: number }) => `${p.id},${me._titles.customerId}`));
    expect(own.length).toBeGreaterThan(1);
    expect((await download(exportUrl('settings', {}), customer.token)).status).toBe(403);
    const bad = await download(exportUrl('payments', { columns: ['id', 'nope'] }));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toMatchObject({
      error: 'common.error.unknowncolumn',
      details: [{ path: '/columns/1' }],
    });
    expect((await download(exportUrl('payments', { format: 'pdf' }))).status).toBe(400);
    expect((await download(exportUrl('payments', { filter: { nope: 1 } }))).status).toBe(400);
  });

  test('keyset batches return exactly the list’s rows, across ties and empty values, in both directions', async () => {
    const { meta, validators } = registry.byName('Payment')!;
    const all = { allowed: true, ownOnly: false, publishedOnly: false };
    for (const sort of [
      ['paymentDate', 'ASC'],
      ['paymentDate', 'DESC'],
      ['amount', 'DESC'],
      ['createdAt', 'ASC'],
      ['id', 'DESC'],
    ]) {
      const query = { sort: JSON.stringify(sort), filter: '{}' };
      const listed = (
        await admin('GET', `/api/payments${listQuery({ sort: sort as [string, string], range: [0, 999] })}`)
      ).body as { id: number }[];
      const batched: number[] = [];
      for await (const rows of exportBatches(
        ctx.server.dataSource,
        meta,
        SYSTEM_ACTOR,
        all,
        parseListQuery(meta, validators, query),
        [],
        3,
      ))
        batched.push(...rows.map((r) => r.id as number));
      expect([sort, batched]).toEqual([sort, listed.map((r) => r.id)]);
    }
  });
});

describe('saved views', () => {
  test('each person reads and changes only their own views; the owner is always the one who saves', async () => {
    const other = await signedInCustomer(ctx.server, ctx.token, 'views.other', 'other-pass-1');
    const view = {
      name: 'Paid this month',
      resource: 'payments',
      filter: { isPaid: true, createdAt_gte: '2024-01-01T00:00:00.000Z' },
      sort: { field: 'amount', order: 'DESC' },
      columns: ['id', 'amount', 'createdAt'],
    };
    const placed = await as(customer.token, 'POST', '/api/saved-views', { ...view, customerId: other.id });
    expect(placed.body.details).toMatchObject([{ path: '/customerId', error: 'common.error.readonly' }]);
    const mine = await as(customer.token, 'POST', '/api/saved-views', view);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ ...view, customerId: customer.id });
    expect((await as(customer.token, 'POST', '/api/saved-views', view)).body.error).toBe('savedview.error.exists');

    const list = (token: string) =>
      as(token, 'GET', `/api/saved-views${listQuery({ filter: { resource: 'payments' }, range: [0, 99] })}`);
    expect((await list(customer.token)).body.map((v: { id: number }) => v.id)).toContain(mine.body.id);
    for (const token of [other.token, ctx.token]) {
      expect((await list(token)).body.map((v: { id: number }) => v.id)).not.toContain(mine.body.id);
      expect((await as(token, 'GET', `/api/saved-views/${mine.body.id}`)).status).toBe(404);
      expect((await as(token, 'PUT', `/api/saved-views/${mine.body.id}`, { name: 'Taken' })).status).toBe(404);
      expect((await as(token, 'DELETE', `/api/saved-views/${mine.body.id}`)).status).toBe(404);
    }
    const moved = await as(customer.token, 'PUT', `/api/saved-views/${mine.body.id}`, { customerId: other.id });
    expect(moved.body.details).toMatchObject([{ path: '/customerId', error: 'common.error.readonly' }]);
    const renamed = await as(customer.token, 'PUT', `/api/saved-views/${mine.body.id}`, { name: 'Paid, renamed' });
    expect(renamed.body).toMatchObject({ name: 'Paid, renamed', customerId: customer.id });
    expect((await as(customer.token, 'DELETE', `/api/saved-views/${mine.body.id}`)).status).toBe(200);
  });
});
