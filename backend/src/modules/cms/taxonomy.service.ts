import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { entityNameParam, positiveId, wholeNumber } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';

/** The mapping entities that tie a tag, a category or a region to any entity's record. */
export const MAPPING_KINDS = {
  tag: { resource: 'tag-mappings', owner: 'tagId', of: 'tags' },
  category: { resource: 'category-mappings', owner: 'categoryId', of: 'categories' },
  region: { resource: 'region-mappings', owner: 'regionId', of: 'regions' },
} as const;
export type MappingKind = keyof typeof MAPPING_KINDS;

const all = (filter: Row, sort = '["id","ASC"]') => ({ filter: JSON.stringify(filter), sort, range: ALL_ROWS });

/**
 * Tags, categories and regions mapped to records of any entity (spec 2 §7 Tags, Category, Region): the mappings of
 * one tag / category / region, the ones of one record, and replacing a record's set. Everything goes through
 * CrudService as the caller, so the mapping entities' access (administrators) applies.
 */
@Injectable()
export class TaxonomyService {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** The mappings of one tag, category or region. */
  byOwner(actor: Actor, kind: MappingKind, rawId: unknown): Promise<Row[]> {
    const { resource, owner } = MAPPING_KINDS[kind];
    return this.crud.rows(resource, actor, all({ [owner]: positiveId(rawId, `/${owner}`) }));
  }

  /** The tags, categories or regions mapped to one record, each with its mapping id. */
  async ofRecord(actor: Actor, kind: MappingKind, rawEntity: unknown, rawId: unknown): Promise<Row[]> {
    const { resource, owner, of } = MAPPING_KINDS[kind];
    const mappings = await this.crud.rows(
      resource,
      actor,
      all({ entityName: entityNameParam(rawEntity), entityId: wholeNumber(rawId, '/id', 0) }),
    );
    if (mappings.length === 0) return [];
    const owners = await this.crud.rows(of, actor, all({ id: mappings.map((m) => m[owner]) }));
    const byId = new Map(owners.map((o) => [o.id, o]));
    return mappings.flatMap((m) => {
      const item = byId.get(m[owner]);
      return item ? [{ ...item, mappingId: m.id }] : [];
    });
  }

  /**
   * Makes a record's mapped tags / categories / regions exactly the body's ids (entityName, entityId, ids): ids
   * already mapped stay, the others are added and the missing removed. Every id is checked first (it must be one
   * the caller can read), and the changes are one transaction, so a bad id or a refused write changes nothing.
   */
  async replace(actor: Actor, kind: MappingKind, body: unknown): Promise<Row[]> {
    const { resource, owner, of } = MAPPING_KINDS[kind];
    const input = bodyObject(body);
    const entityName = entityNameParam(input.entityName);
    const entityId = wholeNumber(input.entityId, '/entityId', 0);
    if (!Array.isArray(input.ids))
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/ids', error: 'common.error.invalidvalue' }]);
    const ids = [...new Set(input.ids.map((id, i) => positiveId(id, `/ids/${i}`)))];
    if (ids.length > 0) {
      const found = new Set((await this.crud.rows(of, actor, all({ id: ids }))).map((r) => r.id));
      const missing = ids.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw AppError.badRequest('common.error.notfound', [
          { path: `/ids/${input.ids.indexOf(ids[missing])}`, error: 'common.error.notfound' },
        ]);
    }
    const current = await this.crud.rows(resource, actor, all({ entityName, entityId }));
    await this.crud.transaction(async (tx) => {
      for (const m of current) if (!ids.includes(m[owner] as number)) await tx.remove(resource, actor, m.id as number);
      for (const id of ids)
        if (!current.some((m) => m[owner] === id))
          await tx.create(resource, actor, { [owner]: id, entityName, entityId });
    });
    return this.ofRecord(actor, kind, entityName, entityId);
  }
}
