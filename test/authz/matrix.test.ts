import path from 'node:path';
import type { AccessSpec } from '../../backend/src/schema/entity-file.js';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, listQuery, signIn } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { createCustomer, customerTokens, useServer } from '../support/server.js';

/*
 * Every entity × operation × caller, generated from the entity files. The expected answers come from the
 * specification's meaning of each access type (spec 2 §6), written out here independently of the server's policy.
 */
type Op = 'list' | 'view' | 'create' | 'update' | 'delete';
type Caller = 'anonymous' | 'customer' | 'owner' | 'administrator';
const OPS: Op[] = ['list', 'view', 'create', 'update', 'delete'];
const MEANS: Record<string, Op[]> = {
  grant: OPS,
  delete: ['list', 'view', 'update', 'delete'],
  save: ['list', 'view', 'create', 'update'],
  create: ['create'],
  update: ['update'],
  list: ['list'],
  print: ['list', 'view'],
  view: ['list', 'view'],
};
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const entities = registry.entities.map((e) => e.meta);

const rolesOf: Record<Caller, string[]> = {
  anonymous: ['guests'],
  customer: ['guests', 'authenticated'],
  owner: ['guests', 'authenticated', 'owners'],
  administrator: ['guests', 'authenticated', 'administrators'],
};

function allowed(access: AccessSpec, caller: Caller, op: Op): boolean {
  const roles = rolesOf[caller];
  if (access.roles.some((r) => roles.includes(r))) return true;
  return roles.some((r) => (access.grants?.[r] ?? []).some((t) => MEANS[t]?.includes(op)));
}

const OWN_MEANS: Record<string, Op[]> = { viewown: ['list', 'view'], editown: ['list', 'view', 'update', 'delete'] };

/** Own-record access the entity file itself grants a role of the caller (customers reading their own orders). */
const ownGranted = (access: AccessSpec, caller: Caller, op: Op): boolean =>
  Boolean(access.own) &&
  rolesOf[caller].some((r) => (access.grants?.[r] ?? []).some((t) => OWN_MEANS[t]?.includes(op)));

/**
 * The status a caller must get; 'own' means allowed on own records only (viewown/editown granted to owners by the
 * test, or to customers by the entity file), checked by the own-record tests below.
 */
function expected(access: AccessSpec, caller: Caller, op: Op): number | 'own' {
  if (allowed(access, caller, op)) return op === 'create' ? 201 : 200;
  if (caller === 'owner' && access.own && op !== 'create') return 'own';
  if (ownGranted(access, caller, op)) return 'own';
  return caller === 'anonymous' ? 401 : 403;
}

const ctx = useServer();
const tokens: Partial<Record<Caller, string>> = {};
const targets = new Map<string, Record<string, any>>();
let factory: RecordFactory;
let ownerId: number;
let otherId: number;

beforeAll(async () => {
  factory = new RecordFactory(registry, ctx.server.url, ctx.token, customerTokens(ctx.server, ctx.token));
  tokens.administrator = ctx.token;
  const password = 'matrix-pass-1';
  await createCustomer(ctx.server, ctx.token, { username: 'plain.customer', email: 'plain@example.com' }, password);
  // An outbox message to read: only the platform writes them.
  await call(ctx.server.url, 'POST', '/api/Authentication/sendCode', { body: { login: 'plain.customer' } });
  tokens.customer = await signIn(ctx.server.url, 'plain.customer', password);
  const role = await factory.create('CustomerRole', { name: 'Owners', systemName: 'owners' });
  for (const { name: entityName } of entities) {
    for (const accessType of ['viewown', 'editown']) {
      const res = await call(ctx.server.url, 'POST', '/api/security-accesses', {
        token: ctx.token,
        body: { customerRoleId: role.id, entityName, accessType },
      });
      expect(res.status).toBe(201);
    }
  }
  ownerId = (
    await createCustomer(ctx.server, ctx.token, { username: 'owner.customer' }, password, ['authenticated', 'owners'])
  ).id;
  otherId = (await createCustomer(ctx.server, ctx.token, { username: 'other.customer' }, password)).id;
  tokens.owner = await signIn(ctx.server.url, 'owner.customer', password);
  await signIn(ctx.server.url, 'other.customer', password);
});

/** A record of the entity to read, change or delete: an existing one, or one made for the purpose. */
async function target(name: string, fresh = false): Promise<Record<string, any>> {
  if (!fresh && targets.has(name)) return targets.get(name)!;
  const meta = registry.byName(name)!.meta;
  // Nobody may list or create it (one-time codes): every call is refused before any lookup, so any id will do.
  if (!allowed(meta.access, 'administrator', 'list')) return { id: 1 };
  const existing = fresh
    ? undefined
    : (
        await call(
          ctx.server.url,
          'GET',
          `/api/${meta.resource}${listQuery({ range: [0, 0], sort: ['id', 'DESC'] })}`,
          { token: ctx.token },
        )
      ).body[0];
  const record = existing ?? (await factory.create(name));
  if (!fresh) targets.set(name, record);
  return record;
}

async function attempt(caller: Caller, name: string, op: Op, allowedHere: boolean): Promise<number> {
  const meta = registry.byName(name)!.meta;
  const token = tokens[caller];
  const base = `/api/${meta.resource}`;
  switch (op) {
    case 'list':
      return (await call(ctx.server.url, 'GET', `${base}${listQuery({ range: [0, 4] })}`, { token })).status;
    case 'view':
      return (await call(ctx.server.url, 'GET', `${base}/${(await target(name)).id}`, { token })).status;
    case 'create': {
      if (!allowedHere) return (await call(ctx.server.url, 'POST', base, { token, body: {} })).status;
      const related = { ...(await relatedIds(name)), ...(await factory.aligned(name)) };
      // Random values may collide with a unique one already stored (two-letter codes, say): draw again, as the
      // factory does; a create refused for any other reason, or five times running, answers as it is.
      let status = 0;
      for (let i = 0; i < 5 && (status === 0 || status === 409); i++)
        status = (
          await call(ctx.server.url, 'POST', base, { token, body: factory.payload(registry.byName(name)!, related) })
        ).status;
      return status;
    }
    case 'update':
      return (await call(ctx.server.url, 'PUT', `${base}/${(await target(name)).id}`, { token, body: {} })).status;
    case 'delete': {
      const victim = allowedHere ? await target(name, true) : await target(name);
      return (await call(ctx.server.url, 'DELETE', `${base}/${victim.id}`, { token })).status;
    }
  }
}

async function relatedIds(name: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const field of registry.byName(name)!.meta.fields.values()) {
    if (field.relation && registry.byName(name)!.meta.required.includes(field.name))
      out[field.name] = (await target(field.relation.entity)).id;
  }
  return out;
}

const cases = entities.flatMap((e) =>
  (['anonymous', 'customer', 'administrator', 'owner'] as Caller[]).flatMap((caller) =>
    OPS.map((op) => ({ entity: e.name, caller, op, want: expected(e.access, caller, op) })),
  ),
);

describe('authorization matrix', () => {
  test('covers several hundred cases', () => expect(cases.length).toBeGreaterThanOrEqual(300));

  test.each(cases.filter((c) => c.want !== 'own'))(
    '$entity $op as $caller → $want',
    async ({ entity, caller, op, want }) => {
      expect(await attempt(caller, entity, op, typeof want === 'number' && want < 300)).toBe(want);
    },
  );

  describe.each(entities.filter((e) => e.access.own).map((e) => e.name))('%s: viewown / editown', (name) => {
    const meta = registry.byName(name)!.meta;
    const base = `/api/${meta.resource}`;
    const published = meta.access.published;
    /**
     * A record owned by a customer: an existing one (sessions come from sign-ins), or one made for the test. Where
     * published records are public, an unpublished one.
     */
    // Records only their owner reads, administrators included (saved views): made and found by the owner.
    const ownerOnly = !allowed(meta.access, 'administrator', 'view');
    const ownedBy = async (customerId: number) => {
      if (meta.access.own === 'id') return { id: customerId };
      if (ownerOnly) {
        const token = await customerTokens(ctx.server, ctx.token)(customerId);
        const found = (await call(ctx.server.url, 'GET', `${base}${listQuery({ range: [0, 0] })}`, { token })).body[0];
        return found ?? (await new RecordFactory(registry, ctx.server.url, token).create(name));
      }
      const filter = { [meta.access.own!]: customerId, ...(published ? { [published]: false } : {}) };
      const found = (
        await call(ctx.server.url, 'GET', `${base}${listQuery({ filter, range: [0, 0] })}`, { token: ctx.token })
      ).body[0];
      return found ?? (await factory.create(name, filter));
    };
    const mine = () => ownedBy(ownerId);
    const theirs = () => ownedBy(otherId);

    test('list shows only the caller’s own records (and the published ones)', async () => {
      await mine();
      await theirs();
      const res = await call(ctx.server.url, 'GET', `${base}${listQuery({ range: [0, 999] })}`, {
        token: tokens.owner,
      });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(
        res.body.every(
          (r: Record<string, unknown>) => r[meta.access.own!] === ownerId || (published && r[published] === true),
        ),
      ).toBe(true);
    });

    test('another customer’s record is 404 to read, change or delete', async () => {
      const other = await theirs();
      for (const [method, body] of [['GET'], ['PUT', {}], ['DELETE']] as [string, object?][]) {
        expect([
          method,
          (await call(ctx.server.url, method, `${base}/${other.id}`, { token: tokens.owner, body })).status,
        ]).toEqual([method, 404]);
      }
      expect((await call(ctx.server.url, 'GET', `${base}/${other.id}`, { token: ctx.token })).status).toBe(
        ownerOnly ? 404 : 200,
      );
    });

    test('the caller’s own record can be read and changed', async () => {
      const own = await mine();
      expect((await call(ctx.server.url, 'GET', `${base}/${own.id}`, { token: tokens.owner })).status).toBe(200);
      if (meta.access.own === 'id' || registry.byName(name)!.meta.fields.get(meta.access.own!)!.readOnly === false) {
        expect((await call(ctx.server.url, 'PUT', `${base}/${own.id}`, { token: tokens.owner, body: {} })).status).toBe(
          200,
        );
      }
    });
  });
});
