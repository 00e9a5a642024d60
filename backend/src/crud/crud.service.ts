import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { decide, type AccessDecision, type Operation } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import { SecurityAccessService } from '../auth/security-access.service.js';
import { AppError } from '../common/app-error.js';
import type { Language } from '../common/i18n.js';
import type { EntityMeta } from '../schema/entity-meta.js';
import { Registry, type RegisteredEntity } from '../schema/registry.js';
import { ChangeFeed } from './change-feed.js';
import { HookRegistry, type HookContext } from './hooks.js';
import { applyListQuery, isReadable, whereReadable } from './list-sql.js';
import { ListStatement, type Statement } from './list-statement.js';
import { withDefaultOwner } from './owner.js';
import { joinTitles, parseTitles, planTitles, readTitles, type TitleJoin } from './title-joins.js';
import { parseListQuery } from './list-query.js';
import { authorize } from './pipeline/authorize.js';
import { mapDbError } from './pipeline/db-errors.js';
import { bodyObject, localize, toJson, type Languages, type Row } from './pipeline/serialize.js';
import { historyRow, historyStatement } from './pipeline/history.js';
import { sendLast } from '../db/pipelined-transactions.js';
import { UnitOfWork, type CrudTx, type WriteOptions } from './unit-of-work.js';
import { RowStatements } from './row-statements.js';
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

/** A record's id as the URL gives it; anything that cannot be one is a 404 at once. */
function recordId(id: string): number {
  const numeric = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(numeric) || numeric > 2147483647) throw AppError.notFound();
  return numeric;
}

/** What withRuleState adds to a record for one caller. */
const RULE_STATE = new Set(['_allowed', '_refused', '_locked', '_printable']);

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
  /** The language of localized fields: their text in it, sorted and filtered on it (see localize). */
  lang?: Language;
  /** The store's language, whose text stands in where `lang` has none. */
  fallback?: Language;
}

/** A reader's languages, when it named one (Languages). */
const languagesOf = (q: { lang?: Language; fallback?: Language }): Languages | undefined =>
  q.lang ? { lang: q.lang, fallback: q.fallback } : undefined;

/**
 * The one generic service every entity gets. Each write runs the pipeline in a fixed order:
 * access → validate → [lock row → version check → lock parent → state rules → beforeWrite hooks → record checks →
 * write → afterWrite hooks] → history → commit → afterCommit hooks → serialize. Writes join a transaction
 * (`transaction`, a hook's `ctx.tx`): several records commit together, their history is one statement before the
 * commit. Feature modules call this service, never repositories, so access, validation and hooks always apply.
 */
@Injectable()
export class CrudService {
  private readonly statements: RowStatements;
  private readonly tableOf = (entityName: string): string => this.registry.byName(entityName)!.meta.table;

  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(HookRegistry) private readonly hooks: HookRegistry,
    @Inject(SecurityAccessService) private readonly grants: SecurityAccessService,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
  ) {
    this.statements = new RowStatements(dataSource);
  }

  entity(resource: string): RegisteredEntity {
    const entity = this.registry.byResource(resource);
    if (!entity) throw AppError.notFound('common.error.unknownresource');
    return entity;
  }

  /** `manager`: the check runs inside this transaction. */
  async access(
    entity: RegisteredEntity,
    actor: Actor,
    op: Operation,
    manager?: EntityManager,
  ): Promise<AccessDecision> {
    return authorize(
      entity.meta,
      actor,
      op,
      actor.system ? {} : await this.grants.grantsFor(entity.meta.name, manager),
    );
  }

  async list(resource: string, actor: Actor, query: ListParams): Promise<ListResult> {
    if (query.count !== undefined && query.count !== 'none' && query.count !== 'exact')
      throw AppError.badRequest('common.error.badquery', [{ path: '/count', error: 'common.error.badquery' }]);
    return this.read(resource, actor, query, query.count !== 'none');
  }

  /**
   * The rows of a list query without counting the whole list: for readers that show no total (the storefront).
   * `fields`: read only these (and the id); the others answer null. For a reader that needs one field of rows whose
   * other columns are long texts.
   */
  async rows(
    resource: string,
    actor: Actor,
    query: Pick<ListParams, 'sort' | 'range' | 'filter' | 'titles' | 'lang' | 'fallback'>,
    fields?: readonly string[],
  ): Promise<Row[]> {
    return (await this.read(resource, actor, query, false, fields)).data;
  }

  private async read(
    resource: string,
    actor: Actor,
    query: ListParams,
    withTotal: boolean,
    fields?: readonly string[],
  ): Promise<ListResult> {
    const entity = this.entity(resource);
    const { meta, validators } = entity;
    const access = await this.access(entity, actor, 'list');
    const parsed = { ...parseListQuery(meta, validators, query), lang: query.lang, fallback: query.fallback };
    const titles = await this.titleJoins(meta, actor, query.titles, query.lang);
    // The titles come from LEFT JOINs in the page's own statement: one statement whatever the page size.
    const page = applyListQuery(this.readable(meta, actor, access, fields), meta, parsed);
    joinTitles(page, titles, actor);
    const [rows, counted] = await Promise.all([
      this.run(page.page()),
      withTotal
        ? this.run(applyListQuery(this.readable(meta, actor, access), meta, parsed, { countOnly: true }).count())
        : undefined,
    ]);
    const languages = languagesOf(query);
    return {
      data: rows.map((raw) => {
        const row = this.shown(meta, this.statements.hydrate(meta, raw), actor, titles, raw);
        return languages ? localize(row, languages) : row;
      }),
      total: withTotal ? Number(counted?.[0]?.total ?? 0) : rows.length,
      counted: withTotal,
      offset: parsed.offset,
    };
  }

  /**
   * A record a feature wrote in a transaction (as the pipeline answered it, perhaps for the platform) answered to
   * this caller as getOne would answer it, without reading it again: 404 when the caller may not read it.
   */
  async shownTo(resource: string, actor: Actor, record: Row): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'view');
    const row = Object.fromEntries(Object.entries(record).filter(([key]) => !RULE_STATE.has(key)));
    if (!isReadable(entity.meta, actor, access, row)) throw AppError.notFound();
    return withRuleState(entity.meta, row, actor);
  }

  /** A row as the API answers it, with the titles asked for (`_titles`). */
  private shown(meta: EntityMeta, row: Row, actor: Actor, titles: TitleJoin[], raw?: Record<string, unknown>): Row {
    const json = withRuleState(meta, toJson(meta, row), actor);
    return titles.length ? { ...json, _titles: readTitles(this.dataSource, titles, raw) } : json;
  }

  /** The joins for the titles parameter: each target as the caller may list it (SecurityAccess grants included). */
  async titleJoins(meta: EntityMeta, actor: Actor, raw: string | undefined, lang?: Language): Promise<TitleJoin[]> {
    const fields = parseTitles(meta, raw);
    if (!fields.length) return [];
    const targets = [...new Set(fields.map((f) => f.relation!.entity))];
    const grants = new Map(
      await Promise.all(
        targets.map(async (name) => [name, actor.system ? {} : await this.grants.grantsFor(name)] as const),
      ),
    );
    const accessOf = (target: EntityMeta) => decide(target.access, actor, 'list', grants.get(target.name));
    return planTitles(this.registry, fields, accessOf, lang);
  }

  /** `languages`: the record and its related records' titles in that language, as a list answers them. */
  async getOne(resource: string, actor: Actor, id: string, titleParam?: string, languages?: Languages): Promise<Row> {
    const row = await this.readOne(resource, actor, id, titleParam, languages?.lang);
    return languages ? localize(row, languages) : row;
  }

  private async readOne(resource: string, actor: Actor, id: string, titleParam?: string, lang?: Language) {
    const entity = this.entity(resource);
    const { meta } = entity;
    const access = await this.access(entity, actor, 'view');
    const titles = await this.titleJoins(meta, actor, titleParam, lang);
    const statement = this.readable(meta, actor, access).andWhere('"e"."id" = :id', { id: recordId(id) });
    joinTitles(statement, titles, actor);
    const [raw] = await this.run(statement.page());
    if (!raw) throw AppError.notFound();
    return this.shown(meta, this.statements.hydrate(meta, raw), actor, titles, raw);
  }

  /** A read of the entity's rows over alias "e", limited to those the caller may read (see ListStatement). */
  private readable(meta: EntityMeta, actor: Actor, access: AccessDecision, fields?: readonly string[]): ListStatement {
    const statement = new ListStatement(this.statements.columns(meta, fields), meta.table, this.tableOf);
    whereReadable(statement, meta, actor, access);
    return statement;
  }

  private async run({ text, values }: Statement): Promise<Row[]> {
    return (await this.dataSource.query(text, values)) as Row[];
  }

  /**
   * A record a feature module has just written with its own SQL, answered as getOne answers it but without reading it
   * again: `stored` is its row as PostgreSQL returned it (RETURNING *), hydrated the way TypeORM hydrates a read. The
   * caller must be allowed to read it, as for getOne.
   */
  async viewStored(resource: string, actor: Actor, stored: Row): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, 'view');
    const row = this.statements.hydrate(entity.meta, stored);
    if (!isReadable(entity.meta, actor, access, row)) throw AppError.notFound();
    return withRuleState(entity.meta, toJson(entity.meta, row), actor);
  }

  create(resource: string, actor: Actor, body: unknown): Promise<Row> {
    return this.transaction((tx) => tx.create(resource, actor, body));
  }

  update(resource: string, actor: Actor, id: string, body: unknown, ifMatch?: string): Promise<Row> {
    return this.transaction((tx) => tx.update(resource, actor, id, body, { ifMatch }));
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

  remove(resource: string, actor: Actor, id: string): Promise<Row> {
    return this.transaction((tx) => tx.remove(resource, actor, id));
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
  runAction(resource: string, actor: Actor, id: string, name: string, body: unknown): Promise<Row> {
    return this.transaction((tx) => tx.action(resource, actor, id, name, body));
  }

  /**
   * Runs `work` in one transaction whose writes all go through the pipeline (see CrudTx): the history of every
   * record written is inserted just before the commit, and the afterCommit hooks run once it has committed; then the
   * change feed names the entities it changed.
   */
  async transaction<T>(work: (tx: CrudTx) => Promise<T>): Promise<T> {
    let unit!: UnitOfWork;
    let last: { answered?: Promise<unknown> } = {};
    const result = await this.dataSource.transaction(async (manager) => {
      unit = new UnitOfWork(manager);
      const out = await work(this.bind(unit));
      last = await sendLast(manager, historyStatement(unit.history, unit.later));
      return out;
    });
    // Sent with the COMMIT: had it failed, PostgreSQL rolled the transaction back, and its error is the answer.
    await last.answered;
    try {
      for (const ctx of unit.committed) await this.hooks.run('afterCommit', ctx);
    } finally {
      // After the hooks (a cache they drop must not feed a page drawn in between), and whatever they threw.
      this.changes.committed(unit.changed);
    }
    return result;
  }

  private bind(unit: UnitOfWork): CrudTx {
    const tx: CrudTx = {
      manager: unit.manager,
      create: (resource, actor, body) => this.createIn(tx, unit, resource, actor, body),
      update: (resource, actor, id, body, options) =>
        this.updateIn(tx, unit, resource, actor, String(id), body, options),
      remove: (resource, actor, id, options) => this.removeIn(tx, unit, resource, actor, String(id), options),
      action: (resource, actor, id, name, body, options) =>
        this.actionIn(tx, unit, resource, actor, String(id), name, body, options),
      recall: (entityName, id) => unit.recall(entityName, id),
      hold: (resource, stored) => {
        const { meta } = this.entity(resource);
        const row = toJson(meta, this.statements.hydrate(meta, stored));
        unit.hold(meta.name, row);
        return row;
      },
      held: (entityName) => unit.all(entityName),
      changed: (entityName) => void unit.changed.add(entityName),
      rowJson: (resource, alias) => this.statements.json(this.entity(resource).meta, alias),
      later: (sql, params) => void unit.later.push({ sql, params }),
      lock: async (resource, actor, id) => {
        const entity = this.entity(resource);
        const access = await this.access(entity, actor, 'view', unit.manager);
        return this.lockedRow(unit, entity, actor, String(id), access);
      },
    };
    return tx;
  }

  private async createIn(tx: CrudTx, unit: UnitOfWork, resource: string, actor: Actor, body: unknown): Promise<Row> {
    const entity = this.entity(resource);
    await this.access(entity, actor, 'create', unit.manager);
    const { values } = prepareCreate(entity, withDefaultOwner(entity.meta, actor, body), actor.system === true);
    values.createdBy = actor.id ?? null;
    values.updatedBy = actor.id ?? null;
    const ctx: HookContext = { entity: entity.meta, actor, op: 'create', manager: unit.manager, tx, values };
    return this.write(unit, ctx, async (manager) => {
      await assertParentOpen(unit, this.registry, entity.meta, [ctx.values]);
      await this.hooks.run('beforeWrite', ctx);
      assertChecks(entity.meta, ctx.values);
      return this.statements.insert(manager, entity.meta, ctx.values);
    });
  }

  private updateIn(
    tx: CrudTx,
    unit: UnitOfWork,
    resource: string,
    actor: Actor,
    id: string,
    body: unknown,
    options: WriteOptions = {},
  ): Promise<Row> {
    return this.change(tx, unit, resource, actor, id, 'update', options, async (manager, ctx, entity, current) => {
      const { values, expectedVersion } = prepareUpdate(entity, body, current, options.ifMatch, actor.system === true);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw AppError.conflict('common.error.concurrentupdate', [
          { path: '/version', error: 'common.error.concurrentupdate' },
        ]);
      }
      Object.assign(ctx, { current, values });
      await assertParentOpen(unit, this.registry, entity.meta, [current, { ...current, ...values }]);
      // The state locks guard what people change; the platform's own follow-up (a refund recorded on a paid
      // order, an expired reservation cancelled) passes them, and is in the record's history like any change.
      const locked = !actor.system;
      if (locked) assertUnlocked(entity.meta, current, values);
      await assertNotFixed(manager, this.registry, entity.meta, current, values);
      await this.hooks.run('beforeWrite', ctx);
      if (locked) assertUnlocked(entity.meta, current, ctx.values);
      assertChecks(entity.meta, { ...current, ...ctx.values });
      // Nothing sent that differs: keep the record (and its version) as it is.
      if (Object.keys(ctx.values).length === 0) return current;
      return this.statements.update(manager, entity.meta, current.id as number, {
        ...ctx.values,
        updatedBy: actor.id ?? null,
      });
    });
  }

  private removeIn(
    tx: CrudTx,
    unit: UnitOfWork,
    resource: string,
    actor: Actor,
    id: string,
    options: WriteOptions = {},
  ): Promise<Row> {
    return this.change(tx, unit, resource, actor, id, 'delete', options, async (manager, ctx, entity, current) => {
      ctx.current = current;
      await assertParentOpen(unit, this.registry, entity.meta, [current]);
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

  private actionIn(
    tx: CrudTx,
    unit: UnitOfWork,
    resource: string,
    actor: Actor,
    id: string,
    name: string,
    body: unknown,
    options: WriteOptions = {},
  ): Promise<Row> {
    return this.change(tx, unit, resource, actor, id, 'update', options, async (manager, ctx, entity, current) => {
      assertActionAllowed(entity.meta, name, current, actor, body);
      const values = actionChanges(entity.meta.rules, name, new Date(), actor);
      // The entity file's effects must fit its own fields: a mismatch is a mistake in the file, not the caller's.
      if (!entity.validators.update(values)) throw new Error(`${entity.meta.file}: action ${name} sets invalid values`);
      Object.assign(ctx, { current, values, action: name });
      await this.hooks.run('beforeWrite', ctx);
      return this.statements.update(manager, entity.meta, current.id as number, {
        ...ctx.values,
        updatedBy: actor.id ?? null,
      });
    });
  }

  /** A write of an existing record: the caller's right to it, then the record locked (or held) for the work. */
  private async change(
    tx: CrudTx,
    unit: UnitOfWork,
    resource: string,
    actor: Actor,
    id: string,
    op: 'update' | 'delete',
    options: WriteOptions,
    work: (manager: EntityManager, ctx: HookContext, entity: RegisteredEntity, current: Row) => Promise<Row>,
  ): Promise<Row> {
    const entity = this.entity(resource);
    const access = await this.access(entity, actor, op, unit.manager);
    const ctx: HookContext = { entity: entity.meta, actor, op, manager: unit.manager, tx, values: {} };
    return this.write(unit, ctx, async (manager) =>
      work(manager, ctx, entity, await this.lockedRow(unit, entity, actor, id, access, options.locked)),
    );
  }

  /**
   * One write of a unit: its own work (locks, rules, beforeWrite hooks, the statement), then its afterWrite hooks in
   * the same transaction; its history waits for the unit's end and its afterCommit hooks for the commit. What the
   * database refuses becomes the API's answer for this entity.
   */
  private async write(
    unit: UnitOfWork,
    ctx: HookContext,
    work: (manager: EntityManager) => Promise<Row>,
  ): Promise<Row> {
    try {
      ctx.result = await work(unit.manager);
      await this.hooks.run('afterWrite', ctx);
    } catch (err) {
      if (err instanceof AppError) throw err;
      mapDbError(err, ctx.entity, this.dataSource, ctx.op === 'delete' ? 'delete' : 'write');
    }
    if (ctx.op === 'delete') unit.forget(ctx.entity.name, ctx.result.id);
    else unit.hold(ctx.entity.name, ctx.result);
    unit.history.push(historyRow(ctx));
    unit.committed.push(ctx);
    unit.changed.add(ctx.entity.name);
    return withRuleState(ctx.entity, ctx.result, ctx.actor);
  }

  /**
   * The record a write changes, locked for the rest of the transaction: the copy the transaction already holds (or
   * the caller declares it holds), else read and locked now.
   */
  private async lockedRow(
    unit: UnitOfWork,
    entity: RegisteredEntity,
    actor: Actor,
    id: string,
    access: AccessDecision,
    declared?: Row,
  ): Promise<Row> {
    const held = declared ?? unit.recall(entity.meta.name, id);
    if (held && String(held.id) === id) {
      if (!isReadable(entity.meta, actor, access, held)) throw AppError.notFound();
      unit.hold(entity.meta.name, held);
      return held;
    }
    const row = toJson(entity.meta, await this.findRow(unit.manager, entity, actor, id, access, true));
    unit.hold(entity.meta.name, row);
    return row;
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
    const qb: SelectQueryBuilder<object> = manager
      .createQueryBuilder(meta.name, 'e')
      .where('e.id = :id', { id: recordId(id) });
    whereReadable(qb, meta, actor, access);
    return qb;
  }
}
