import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../common/app-error.js';
import { Registry, type RegisteredEntity } from '../schema/registry.js';
import { applyListQuery, whereOwner } from './list-sql.js';
import { parseListQuery } from './list-query.js';
import { authorize } from './pipeline/authorize.js';
import { mapDbError } from './pipeline/db-errors.js';
import { toJson, type Row } from './pipeline/serialize.js';
import { prepareCreate, prepareUpdate } from './pipeline/validate-input.js';

export interface ListResult {
  data: Row[];
  total: number;
  offset: number;
}

/**
 * The one generic service every entity gets. Each operation runs the pipeline in a fixed order:
 * access → validate → (transaction: lock row → version check → write) → serialize.
 * Feature modules call this service, never repositories, so access and validation always apply.
 */
@Injectable()
export class CrudService {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  entity(resource: string): RegisteredEntity {
    const entity = this.registry.byResource(resource);
    if (!entity) throw AppError.notFound('common.error.unknownresource');
    return entity;
  }

  async list(
    resource: string,
    actor: Actor,
    query: { sort?: string; range?: string; filter?: string },
  ): Promise<ListResult> {
    const { meta, validators } = this.entity(resource);
    const access = authorize(meta, actor, 'list');
    const parsed = parseListQuery(meta, validators, query);
    const base = () => {
      const qb = this.dataSource.createQueryBuilder(meta.name, 'e');
      if (access.ownOnly) whereOwner(qb, meta, actor);
      return qb;
    };
    const page = applyListQuery(base(), meta, parsed);
    const count = applyListQuery(base(), meta, { ...parsed, offset: 0, limit: 0 }, { countOnly: true });
    const [rows, counted] = await Promise.all([
      page.getMany(),
      count.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>(),
    ]);
    return { data: rows.map((r) => toJson(meta, r as Row)), total: Number(counted?.total ?? 0), offset: parsed.offset };
  }

  async getOne(resource: string, actor: Actor, id: string): Promise<Row> {
    const { meta } = this.entity(resource);
    const access = authorize(meta, actor, 'view');
    const row = await this.findRow(this.dataSource.manager, resource, actor, id, access.ownOnly, false);
    return toJson(meta, row);
  }

  async create(resource: string, actor: Actor, body: unknown): Promise<Row> {
    const entity = this.entity(resource);
    const { meta } = entity;
    authorize(meta, actor, 'create');
    const { values } = prepareCreate(entity, body);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const result = await manager.createQueryBuilder().insert().into(meta.name).values(values).execute();
        const id = (result.identifiers[0] as { id: number }).id;
        const row = await manager.createQueryBuilder(meta.name, 'e').where('e.id = :id', { id }).getOneOrFail();
        return toJson(meta, row as Row);
      });
    } catch (err) {
      mapDbError(err, meta, this.dataSource, 'write');
    }
  }

  async update(resource: string, actor: Actor, id: string, body: unknown, ifMatch?: string): Promise<Row> {
    const entity = this.entity(resource);
    const { meta } = entity;
    const access = authorize(meta, actor, 'update');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const current = await this.findRow(manager, resource, actor, id, access.ownOnly, true);
        const { values, expectedVersion } = prepareUpdate(entity, body, toJson(meta, current), ifMatch);
        if (expectedVersion !== undefined && expectedVersion !== current.version) {
          throw AppError.conflict('common.error.concurrentupdate', [
            { path: '/version', error: 'common.error.concurrentupdate' },
          ]);
        }
        // Nothing sent that differs: keep the record (and its version) as it is.
        if (Object.keys(values).length === 0) return toJson(meta, current);
        await manager
          .createQueryBuilder()
          .update(meta.name)
          .set(values)
          .where('id = :id', { id: current.id })
          .execute();
        const row = await manager
          .createQueryBuilder(meta.name, 'e')
          .where('e.id = :id', { id: current.id })
          .getOneOrFail();
        return toJson(meta, row as Row);
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      mapDbError(err, meta, this.dataSource, 'write');
    }
  }

  async remove(resource: string, actor: Actor, id: string): Promise<Row> {
    const { meta } = this.entity(resource);
    const access = authorize(meta, actor, 'delete');
    try {
      return await this.dataSource.transaction(async (manager) => {
        const current = await this.findRow(manager, resource, actor, id, access.ownOnly, true);
        await manager.createQueryBuilder().delete().from(meta.name).where('id = :id', { id: current.id }).execute();
        return toJson(meta, current);
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      mapDbError(err, meta, this.dataSource, 'delete');
    }
  }

  /** One record by id, locked for the rest of the transaction when it will be changed. Another owner's is a 404. */
  private async findRow(
    manager: EntityManager,
    resource: string,
    actor: Actor,
    id: string,
    ownOnly: boolean,
    lock: boolean,
  ): Promise<Row> {
    const { meta } = this.entity(resource);
    const numeric = Number(id);
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(numeric) || numeric > 2147483647) throw AppError.notFound();
    const qb: SelectQueryBuilder<object> = manager
      .createQueryBuilder(meta.name, 'e')
      .where('e.id = :id', { id: numeric });
    if (ownOnly) whereOwner(qb, meta, actor);
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    if (!row) throw AppError.notFound();
    return row as Row;
  }
}
