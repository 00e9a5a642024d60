import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, signIn } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { createCustomer, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

// The state rules of spec 2 §4 beyond payments: each step's allowed path works, and each forbidden one answers the
// rule's key and leaves the table as it was.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
let factory: RecordFactory;
let second: string;

beforeAll(async () => {
  factory = new RecordFactory(registry, ctx.server.url, ctx.token);
  await createCustomer(ctx.server, ctx.token, { username: 'seconder.admin' }, 'seconder-pass', ['administrators']);
  second = await signIn(ctx.server.url, 'seconder.admin', 'seconder-pass');
});

type Step = {
  act?: string;
  by?: 'creator' | 'second';
  confirm?: boolean;
  put?: object;
  del?: true;
  expect: number;
  error?: string;
};
const lifecycles: [entity: string, editable: object, steps: Step[]][] = [
  [
    'Shipment',
    { description: 'packed' },
    [
      { act: 'approve', by: 'second', confirm: true, expect: 409, error: 'shipment.error.notshipped_cannot_approve' },
      { act: 'markShipped', expect: 200 },
      { put: { description: 'late' }, expect: 409, error: 'shipment.error.shipped_unchangeable' },
      { put: { trackingNumber: 'TRK-1' }, expect: 200 },
      { act: 'approve', by: 'creator', confirm: true, expect: 409, error: 'common.error.seconderrequired' },
      { act: 'approve', by: 'second', confirm: true, expect: 200 },
      { put: { trackingNumber: 'TRK-2' }, expect: 409, error: 'shipment.error.approved_unchangeable' },
      { del: true, expect: 409, error: 'shipment.error.approved_unchangeable' },
    ],
  ],
  [
    'StockTransaction',
    { description: 'counted' },
    [
      { act: 'release', expect: 200 },
      { put: { description: 'late' }, expect: 409, error: 'stock.error.released_unchangeable' },
      { act: 'release', expect: 409, error: 'stock.error.alreadyreleased' },
      { act: 'approve', by: 'second', expect: 400, error: 'common.error.confirmationrequired' },
      { act: 'approve', by: 'second', confirm: true, expect: 200 },
      { del: true, expect: 409, error: 'stock.error.approved_unchangeable' },
    ],
  ],
  [
    'Document',
    { description: 'scanned' },
    [
      { act: 'approve', by: 'creator', confirm: true, expect: 409, error: 'common.error.seconderrequired' },
      { act: 'approve', by: 'second', confirm: true, expect: 200 },
      { put: { description: 'late' }, expect: 409, error: 'document.error.approved_unchangeable' },
    ],
  ],
  [
    'RecurringPayment',
    { description: 'monthly rent' },
    [
      { act: 'cancel', expect: 400, error: 'common.error.confirmationrequired' },
      { act: 'cancel', confirm: true, expect: 200 },
      { put: { description: 'late' }, expect: 409, error: 'recurringpayment.error.canceled_unchangeable' },
      { act: 'complete', expect: 409, error: 'recurringpayment.error.cannotcomplete' },
      { act: 'cancel', confirm: true, expect: 409, error: 'recurringpayment.error.cannotcancel' },
    ],
  ],
];

test.each(lifecycles)('%s', async (entity, editable, steps) => {
  const meta = registry.byName(entity)!.meta;
  const record = await factory.create(entity);
  expect(record._locked).toBeNull();
  expect(
    (await call(ctx.server.url, 'PUT', `/api/${meta.resource}/${record.id}`, { token: ctx.token, body: editable }))
      .status,
  ).toBe(200);
  for (const [i, step] of steps.entries()) {
    const token = step.by === 'second' ? second : ctx.token;
    const before = await snapshot(ctx.server.dataSource, meta.table);
    const url = `/api/${meta.resource}/${record.id}`;
    const res = step.act
      ? await call(ctx.server.url, 'POST', `${url}/actions/${step.act}`, {
          token,
          body: step.confirm ? { confirm: true } : {},
        })
      : step.put
        ? await call(ctx.server.url, 'PUT', url, { token, body: step.put })
        : await call(ctx.server.url, 'DELETE', url, { token });
    expect([i, res.status, res.body.error]).toEqual([i, step.expect, step.error]);
    if (step.expect >= 400) expect(await snapshot(ctx.server.dataSource, meta.table)).toEqual(before);
  }
});
