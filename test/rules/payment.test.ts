/**
 * @engines pglite postgres
 * Concurrent approvals under a row lock.
 */
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, signIn } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { createCustomer, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

// The payment rules of spec 2 §4, enforced by the server: approve only after paid, a seconder who is not the
// creator, confirmation, and no change once paid or approved. Each refusal leaves the row as it was.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
let second: string;
let secondId: number;
let factory: RecordFactory;

beforeAll(async () => {
  factory = new RecordFactory(registry, ctx.server.url, ctx.token);
  secondId = (
    await createCustomer(ctx.server, ctx.token, { username: 'second.admin' }, 'second-pass', ['administrators'])
  ).id;
  second = await signIn(ctx.server.url, 'second.admin', 'second-pass');
});

const action = (id: number, name: string, token: string, body: object = {}) =>
  call(ctx.server.url, 'POST', `/api/payments/${id}/actions/${name}`, { token, body });
const put = (id: number, body: object, token = ctx.token) =>
  call(ctx.server.url, 'PUT', `/api/payments/${id}`, { token, body });
async function refusedUnchanged(send: () => Promise<{ status: number; body: any }>) {
  const before = await snapshot(ctx.server.dataSource, 'payments');
  const res = await send();
  expect(await snapshot(ctx.server.dataSource, 'payments')).toEqual(before);
  return res;
}

test('a payment moves from new to paid to approved, and is locked at each step', async () => {
  const p = await factory.create('Payment');
  expect(p).toMatchObject({ isPaid: false, isApproved: false, _locked: null, _allowed: ['markPaid'] });
  expect((await put(p.id, { description: 'first note' })).status).toBe(200);
  expect((await put(p.id, { isPaid: true })).body.details[0]).toMatchObject({
    path: '/isPaid',
    error: 'common.error.readonly',
  });

  const early = await refusedUnchanged(() => action(p.id, 'approve', second, { confirm: true }));
  expect(early).toMatchObject({ status: 409, body: { error: 'payment.error.notpaid_cannot_approve' } });

  const paid = await action(p.id, 'markPaid', ctx.token);
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ isPaid: true, _locked: 'payment.error.paid_unchangeable' });
  expect(Date.parse(paid.body.paidDate)).toBeGreaterThan(Date.now() - 60_000);

  expect(await refusedUnchanged(() => put(p.id, { description: 'too late' }))).toMatchObject({
    status: 409,
    body: { error: 'payment.error.paid_unchangeable' },
  });
  expect(
    (await refusedUnchanged(() => call(ctx.server.url, 'DELETE', `/api/payments/${p.id}`, { token: ctx.token })))
      .status,
  ).toBe(409);
  expect((await refusedUnchanged(() => action(p.id, 'approve', ctx.token, { confirm: true }))).body.error).toBe(
    'common.error.seconderrequired',
  );
  expect((await refusedUnchanged(() => action(p.id, 'approve', second))).body.error).toBe(
    'common.error.confirmationrequired',
  );
  expect((await call(ctx.server.url, 'GET', `/api/payments/${p.id}`, { token: second })).body._allowed).toEqual([
    'approve',
  ]);

  const approved = await action(p.id, 'approve', second, { confirm: true });
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({
    isApproved: true,
    seconderCustomerId: secondId,
    _locked: 'payment.error.approved_unchangeable',
    _allowed: [],
  });
  expect((await refusedUnchanged(() => put(p.id, { description: 'never' }))).body.error).toBe(
    'payment.error.approved_unchangeable',
  );
  expect((await refusedUnchanged(() => action(p.id, 'approve', second, { confirm: true }))).status).toBe(409);
  expect((await action(p.id, 'explode', second)).body.error).toBe('common.error.unknownaction');

  const history = await call(ctx.server.url, 'GET', `/api/payments/${p.id}/history`, { token: ctx.token });
  expect(history.body.map((h: any) => [h.operation, h.action, h.actorName])).toEqual([
    ['create', null, 'testadmin'],
    ['update', null, 'testadmin'],
    ['action', 'markPaid', 'testadmin'],
    ['action', 'approve', 'second.admin'],
  ]);
  expect(history.body[2].changes.isPaid).toEqual({ before: false, after: true });
  expect(history.body[3].changes.seconderCustomerId).toEqual({ before: null, after: secondId });
});

// Row locks make the guard and the write one step: concurrent requests can never both pass it (on PostgreSQL's
// real connections as on the embedded engine).
test('50 concurrent approvals of one paid payment: exactly one succeeds; 50 edits of the approved one: none', async () => {
  const p = await factory.create('Payment');
  await action(p.id, 'markPaid', ctx.token);
  const approvals = await Promise.all(
    Array.from({ length: 50 }, () => action(p.id, 'approve', second, { confirm: true })),
  );
  expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
  expect(approvals.filter((r) => r.status === 409)).toHaveLength(49);
  const edits = await Promise.all(Array.from({ length: 50 }, (_, i) => put(p.id, { description: `edit ${i}` })));
  expect(edits.every((r) => r.status === 409 && r.body.error === 'payment.error.approved_unchangeable')).toBe(true);
  const history = (await call(ctx.server.url, 'GET', `/api/payments/${p.id}/history`, { token: ctx.token })).body;
  expect(history.filter((h: any) => h.action === 'approve')).toHaveLength(1);
});
