import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { call, signIn, type JsonResponse } from './http.js';
import { RecordFactory } from './record-factory.js';
import { createCustomer, useServer } from './server.js';
import { snapshot } from './snapshot.js';

type Row = Record<string, any>;
type Send = () => Promise<JsonResponse<any>>;

/**
 * What a rules test needs: a server, a factory, a second administrator (a seconder), calls by entity name, and the
 * two assertions every rule is held to: the allowed path succeeds; the forbidden one answers the rule's key and
 * leaves the tables it could have touched exactly as they were.
 */
export function useRulesKit() {
  const ctx = useServer();
  const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
  const kit = {
    ctx,
    registry,
    factory: undefined as unknown as RecordFactory,
    second: '',
    url: (entity: string, suffix = '') => `/api/${registry.byName(entity)!.meta.resource}${suffix}`,
    post: (entity: string, body: Row, token = ctx.token) =>
      call(ctx.server.url, 'POST', kit.url(entity), { token, body }),
    put: (entity: string, id: number, body: Row, token = ctx.token) =>
      call(ctx.server.url, 'PUT', kit.url(entity, `/${id}`), { token, body }),
    del: (entity: string, id: number, token = ctx.token) =>
      call(ctx.server.url, 'DELETE', kit.url(entity, `/${id}`), { token }),
    get: (entity: string, id: number, suffix = '', token = ctx.token) =>
      call(ctx.server.url, 'GET', kit.url(entity, `/${id}${suffix}`), { token }),
    act: (entity: string, id: number, name: string, body: Row = {}, token = ctx.token) =>
      call(ctx.server.url, 'POST', kit.url(entity, `/${id}/actions/${name}`), { token, body }),
    create: (entity: string, extra: Row = {}) => kit.factory.create(entity, extra),
    /** A body for a new record like this one: its required (writable) fields, then the overrides. */
    like: (entity: string, record: Row, overrides: Row = {}): Row => {
      const meta = registry.byName(entity)!.meta;
      const body: Row = {};
      for (const f of meta.required) if (!meta.fields.get(f)!.readOnly) body[f] = record[f];
      return { ...body, ...overrides };
    },

    /** The request succeeds (200 or 201); its record is returned. */
    async allowed(send: Send): Promise<Row> {
      const res = await send();
      expect({ status: res.status < 300 ? 'ok' : res.status, body: res.status < 300 ? 'ok' : res.body }).toEqual({
        status: 'ok',
        body: 'ok',
      });
      return res.body;
    },

    /** The request is refused with this status and key, and none of these entities' tables changed. */
    async refused(entities: string[], send: Send, status: 400 | 409, error: string): Promise<Row> {
      const tables = entities.map((e) => registry.byName(e)!.meta.table);
      const before = await Promise.all(tables.map((t) => snapshot(ctx.server.dataSource, t)));
      const res = await send();
      expect({ status: res.status, error: res.body?.error }).toEqual({ status, error });
      expect(await Promise.all(tables.map((t) => snapshot(ctx.server.dataSource, t)))).toEqual(before);
      return res.body;
    },
  };
  beforeAll(async () => {
    kit.factory = new RecordFactory(registry, ctx.server.url, ctx.token);
    await createCustomer(ctx.server, ctx.token, { username: 'rules.second' }, 'second-pass', ['administrators']);
    kit.second = await signIn(ctx.server.url, 'rules.second', 'second-pass');
  });
  return kit;
}
