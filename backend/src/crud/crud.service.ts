import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { decide, type AccessDecision, type Operation } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import { SecurityAccessService } from '../auth/security-access.service.js';
import { AppError } from '../common/app-error.js';
import type { EntityMeta } from '../schema/entity-meta.js';
import { Registry, type RegisteredEntity } from '../schema/registry.js';
import { HookRegistry, type HookContext, type WriteOperation } from './hooks.js';
import { applyListQuery, isReadable, whereReadable } from './list-sql.js';
import { withDefaultOwner } from './owner.js';
import { joinTitles, parseTitles, planTitles, readTitles, type TitleJoin } from './title-joins.js';
import { parseListQuery } from './list-query.js';
import { authorize } from './pipeline/authorize.js';
import { mapDbError } from './pipeline/db-errors.js';
import { bodyObject, toJson, type Row } from './pipeline/serialize.js';
import { recordHistory } from './pipeline/history.js';
import {
  assertActionAllowed,
  assertChecks,
  assertDeletable,
  assertNotFixed,
  assertParentOpen,
  assertPrintable,
  assertUnlocked,
  withRuleState,
} from './pipeline/rules.js';
import { prepareCreate, prepareUpdate } from './pipeline/validate-input.js';
import { actionChanges } from '../rules/rule-engine.js';

export interface ListResult {
  data: Row[];
  /** The number of records matching; the rows answered when they were not counted. */
  total: number;
  /** False when the caller asked not to count (count=none). */
  counted: boolean;
  offset: number;
}

/**
 * A list call's parameters as ra-data-simple-rest sends them (JSON text), plus Saray's own: `titles`, the relation
 * fields whose titles each row carries in `_titles`, and `count=none`, for a reader that shows no total (a lookup).
 */
export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
  titles?: string;
  count?: string;
}

/**
 * The one generic service every entity gets. Each write runs the pipeline in a fixed order:
 * access → validate → transaction [lock row → version check → lock parent → state rules → beforeWrite hooks →
 * record checks → write → afterWrite hooks → history] → afterCommit hooks → serialize. Feature modules call this service, never repositories, so access, validation
 * and hooks always apply.
 */
@Injectable()
export class CrudService {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HookRegistry) private readonly hooks: HookRegistry,
    @Inject(SecurityAccessService) private readonly grants: SecurityAccessService,
  ) {}

  entity(resource: string): RegisteredEntity {
    const entity = this.registry.byResource(resource);
    if (!entity) throw AppError.notFound('common.error.unknownresource');
    return entity;
  }

  async access(entity: RegisteredEntity, actor: Actor, op: Operation): Promise<AccessDecision> {
    return authorize(entity.meta, actor, op, actor.system ? {} : await this.grants.grantsFor(entity.meta.name));
  }

  async list(resource: string, actor: Actor, query: ListParams): Promise<ListResult> {
    if (query.count !== undefined && query.count !== 'none' && query.count !== 'exact')
      throw AppError.badRequest('common.error.badquery', [{ path: '/count', error: 'common.error.badquery' }]);
    return this.read(resource, actor, query, query.count !== 'none');
  }

  /** The rows of a list query without counting the whole list: for readers that show no total (the storefront). */
  async rows(
    resource: string,
    actor: Actor,
    query: { sort?: string; range?: string; filter?: string },
  ): Promise<Row[]> {
    return (await this.read(resource, actor, query, false)).data;
  }

  private async read(resource: string, actor: Actor, query: ListParams, withTotal: boolean): Promise<ListResult> {
    const entity = this.entity(resource);
    const { meta, validators } = entity;
    const access = await this.access(entity, actor, 'list');
    const parsed = parseListQuery(meta, validators, query);
    const titles = await this.titleJoins(meta, actor, query.titles);
    const base = () => {
      const qb = this.dataSource.createQueryBuilder(meta.name, 'e');
      whereReadable(qb, meta, actor, access);
      return qb;
    };
    // The titles come from LEFT JOINs in the page's own statement: one statement whatever the page size.
    const page = applyListQuery(base(), meta, parsed);
    joinTitles(page, titles, actor);
    const count = applyListQuery(base(), meta, { ...parsed, offset: 0, limit: 0 }, { countOnly: true });
    const [rows, counted] = await Promise.all([
      titles.length ? page.getRawAndEntities() : page.getMany().then((entities) => ({ entities, raw: [] })),
      withTotal ? count.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>() : undefined,
    ]);
    const rawById = new Map(rows.raw.map((r: Record<string, unknown>) => [String(r.e_id), r]));
    return {
      data: rows.entities.map((r) => this.shown(meta, r as Row, actor, titles, rawById.get(String((r as Row).id)))),
      total: withTotal ? Number(counted?.total ?? 0) : rows.entities.length,
      counted: withTotal,
      offset: parsed.offset,
    };
  }

  /** A row as the API answers it, with the titles asked for (`_titles`). */
  private shown(meta: EntityMeta, row: Row, actor: Actor, titles: TitleJoin[], raw?: Record<string, unknown>): Row {
    const json = withRuleState(meta, toJson(meta, row), actor);
    return titles.length ? { ...json, _titles: readTitles(this.dataSource, titles, raw) } : json;
  }

  /** The joins for the titles parameter: each target as the caller may list it (SecurityAccess grants included). */
  async titleJoins(meta: EntityMeta, actor: Actor, raw: string | undefined): Promise<TitleJoin[]> {
    const fields = parseTitles(meta, raw);
    if (!fields.length) return [];
    const targets = [...new Set(fields.map((f) => f.relation!.entity))];
    const grants = new Map(
      await Promise.all(
        targets.map(async (name) => [name, actor.system ? {} : await this.grants.grantsFor(name)] as const),
      ),
    );
    return planTitles(this.registry, fields, (target) => decide(target.access, actor, 'list', grants.get(target.name)));
  }

  async getOne(resource: string, actor: Actor, id: string, titleParam?: string): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'view');
    const titles = await this.titleJoins(entity.meta, actor, titleParam);
    if (!titles.length) {
      const row = await this.findRow(this.dataSource.manager, entity, actor, id, access, false);
      return withRuleState(entity.meta, toJson(entity.meta, row), actor);
    }
    const qb = this.rowQuery(this.dataSource.manager, entity, actor, id, access);
    joinTitles(qb, titles, actor);
    const { entities, raw } = await qb.getRawAndEntities();
    if (!entities[0]) throw AppError.notFound();
    return this.shown(entity.meta, entities[0] as Row, actor, titles, raw[0] as Record<string, unknown>);
  }

  /**
   * A record a feature module has just written with its own SQL, answered as getOne answers it but without reading it
   * again: `stored` is its row as PostgreSQL returned it (RETURNING *), hydrated the way TypeORM hydrates a read. The
   * caller must be allowed to read it, as for getOne.
   */
  async viewStored(resource: string, actor: Actor, stored: Row): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'view');
    const metadata = this.dataSource.getMetadata(entity.meta.name);
    const row: Row = {};
    for (const field of entity.meta.fields.values()) {
      const column = metadata.findColumnWithPropertyName(field.name);
      const value = stored[field.column];
      row[field.name] = column ? this.dataSource.driver.prepareHydratedValue(value, column) : value;
    }
    if (!isReadable(entity.meta, actor, access, row)) throw AppError.notFound();
    return withRuleState(entity.meta, toJson(entity.meta, row), actor);
  }

  async create(resource: string, actor: Actor, body: unknown): Promise<Row> {
    const entity = this.entity(resource);
    await this.access(entity, actor, 'create');
    const { values } = prepareCreate(entity, withDefaultOwner(entity.meta, actor, body));
    values.createdBy = actor.id ?? null;
    values.updatedBy = actor.id ?? null;
    return this.write(
      entity,
      actor,
      'create',
      async (manager, ctx) => {
        await assertParentOpen(manager, this.registry, entity.meta, [ctx.values]);
        await this.hooks.run('beforeWrite', ctx);
        assertChecks(entity.meta, ctx.values);
        const result = await manager.createQueryBuilder().insert().into(entity.meta.name).values(ctx.values).execute();
        return this.readBack(manager, entity, (result.identifiers[0] as { id: number }).id);
      },
      values,
    );
  }

  async update(resource: string, actor: Actor, id: string, body: unknown, ifMatch?: string): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'update');
    return this.write(entity, actor, 'update', async (manager, ctx) => {
      const current = await this.findRow(manager, entity, actor, id, access, true);
      const { values, expectedVersion } = prepareUpdate(entity, body, toJson(entity.meta, current), ifMatch);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw AppError.conflict('common.error.concurrentupdate', [
          { path: '/version', error: 'common.error.concurrentupdate' },
        ]);
      }
      Object.assign(ctx, { current: toJson(entity.meta, current), values });
      await assertParentOpen(manager, this.registry, entity.meta, [ctx.current, { ...ctx.current, ...values }]);
      assertUnlocked(entity.meta, ctx.current!, values);
      await assertNotFixed(manager, this.registry, entity.meta, ctx.current!, values);
      await this.hooks.run('beforeWrite', ctx);
      assertUnlocked(entity.meta, ctx.current!, ctx.values);
      assertChecks(entity.meta, { ...ctx.current, ...ctx.values });
      // Nothing sent that differs: keep the record (and its version) as it is.
      if (Object.keys(ctx.values).length === 0) return toJson(entity.meta, current);
      ctx.values.updatedBy = actor.id ?? null;
      await manager
        .createQueryBuilder()
        .update(entity.meta.name)
        .set(ctx.values)
        .where('id = :id', { id: current.id })
        .execute();
      return this.readBack(manager, entity, current.id as number);
    });
  }

  /**
   * The save of spec 3's editors: an update when the body names a record (id, with its version), else a new record
   * from `defaults` and the body.
   */
  save(resource: string, actor: Actor, body: unknown, defaults: Row = {}): Promise<Row> {
    const { id, ...values } = bodyObject(body);
    if (id !== undefined && id !== null && id !== 0) return this.update(resource, actor, String(id), values);
    return this.create(resource, actor, { ...defaults, ...values });
  }

  async remove(resource: string, actor: Actor, id: string): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'delete');
    return this.write(entity, actor, 'delete', async (manager, ctx) => {
      const current = toJson(entity.meta, await this.findRow(manager, entity, actor, id, access, true));
      ctx.current = current;
      await assertParentOpen(manager, this.registry, entity.meta, [current]);
      assertDeletable(entity.meta, current);
      await this.hooks.run('beforeWrite', ctx);
      await manager
        .createQueryBuilder()
        .delete()
        .from(entity.meta.name)
        .where('id = :id', { id: current.id })
        .execute();
      return current;
    });
  }

  /** A record as it is printed (an invoice): readable by whoever may read it, unless its rules forbid printing. */
  async print(resource: string, actor: Actor, id: string): Promise<Row> {
    const record = await this.getOne(resource, actor, id);
    assertPrintable(this.entity(resource).meta, record);
    return record;
  }

  /** A record's history, oldest first: readable by whoever may read the record. */
  async history(resource: string, actor: Actor, id: string): Promise<Row[]> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'view');
    const record = await this.findRow(this.dataSource.manager, entity, actor, id, access, false);
    const meta = this.registry.byName('RecordHistory')!.meta;
    const rows = await this.dataSource
      .createQueryBuilder('RecordHistory', 'h')
      .where('h.entityName = :name AND h.recordId = :id', { name: entity.meta.name, id: record.id })
      .orderBy('h.id', 'ASC')
      .getMany();
    return rows.map((r) => toJson(meta, r as Row));
  }

  /**
   * A named action of the entity's rules (approve, close, revoke…): the only way its state fields change. It needs
   * the update right, then the engine's consent (requirements, seconder, confirmation) on the locked record.
   */
  async runAction(resource: string, actor: Actor, id: string, name: string, body: unknown): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'update');
    return this.write(entity, actor, 'update', async (manager, ctx) => {
      const current = toJson(entity.meta, await this.findRow(manager, entity, actor, id, access, true));
      assertActionAllowed(entity.meta, name, current, actor, body);
      const values = actionChanges(entity.meta.rules, name, new Date(), actor);
      // The entity file's effects must fit its own fields: a mismatch is a mistake in the file, not the caller's.
      if (!entity.validators.update(values)) throw new Error(`${entity.meta.file}: action ${name} sets invalid values`);
      Object.assign(ctx, { current, values, action: name });
      await this.hooks.run('beforeWrite', ctx);
      await manager
        .createQueryBuilder()
        .update(entity.meta.name)
        .set({ ...ctx.values, updatedBy: actor.id ?? null })
        .where('id = :id', { id: current.id })
        .execute();
      return this.readBack(manager, entity, current.id as number);
    });
  }

  /**
   * One write in one transaction, with the hooks around it; each operation runs beforeWrite itself, once what it
   * needs is locked.
   */
  private async write(
    entity: RegisteredEntity,
    actor: Actor,
    op: WriteOperation,
    work: (manager: EntityManager, ctx: HookContext) => Promise<Row>,
    values: Row = {},
  ): Promise<Row> {
    let ctx!: HookContext;
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        ctx = { entity: entity.meta, actor, op, manager, values };
        ctx.result = await work(manager, ctx);
        await this.hooks.run('afterWrite', ctx);
        await recordHistory(manager, ctx);
        return ctx.result;
      });
      await this.hooks.run('afterCommit', ctx);
      return withRuleState(entity.meta, result, actor);
    } catch (err) {
      if (err instanceof AppError) throw err;
      mapDbError(err, entity.meta, this.dataSource, op === 'delete' ? 'delete' : 'write');
    }
  }

  private async readBack(manager: EntityManager, { meta }: RegisteredEntity, id: number): Promise<Row> {
    return toJson(
      meta,
      (await manager.createQueryBuilder(meta.name, 'e').where('e.id = :id', { id }).getOneOrFail()) as Row,
    );
  }

  /** One record by id, locked for the rest of the transaction when it will be changed. Another owner's is a 404. */
  private async findRow(
    manager: EntityManager,
    entity: RegisteredEntity,
    actor: Actor,
    id: string,
    access: AccessDecision,
    lock: boolean,
  ): Promise<Row> {
    const qb = this.rowQuery(manager, entity, actor, id, access);
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    if (!row) throw AppError.notFound();
    return row as Row;
  }

  /** The query for one record by id as the caller may read it; an id that cannot be one is a 404 at once. */
  private rowQuery(
    manager: EntityManager,
    { meta }: RegisteredEntity,
    actor: Actor,
    id: string,
    access: AccessDecision,
  ): SelectQueryBuilder<object> {
    const numeric = Number(id);
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(numeric) || numeric > 2147483647) throw AppError.notFound();
    const qb: SelectQueryBuilder<object> = manager
      .createQueryBuilder(meta.name, 'e')
      .where('e.id = :id', { id: numeric });
    whereReadable(qb, meta, actor, access);
    return qb;
  }
}
