import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';

const CONTENTS = 'contents';
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The content calls of spec 3 §7 on the Content entity, through CrudService as the caller (its access, validation
 * and template check apply): a part's blocks, saving a whole block, deleting, by guid, the blocks of the same part on
 * another record to copy ('{entity}_{id}'), and the published switch.
 */
@Injectable()
export class ContentsService {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** A part's blocks in display order; visitors see only published ones. */
  async getContents(actor: Actor, query: { partName?: unknown; entityName?: unknown; entityId?: unknown }) {
    const filter: Row = { partName: text(query.partName), entityName: text(query.entityName) || 'Page' };
    if (!filter.partName)
      throw AppError.badRequest('common.error.required', [{ path: '/partName', error: 'common.error.required' }]);
    if (query.entityId !== undefined && query.entityId !== '') filter.entityId = Number(query.entityId);
    if (!actor.roles.includes('administrators')) filter.published = true;
    const sort = JSON.stringify(['displayOrder', 'ASC']);
    return (await this.crud.list(CONTENTS, actor, { filter: JSON.stringify(filter), sort, range: ALL_ROWS })).data;
  }

  /** Saves a whole block: an update when it has an id (with its version), else a new block. */
  saveContent(actor: Actor, body: unknown): Promise<Row> {
    return this.crud.save(CONTENTS, actor, body);
  }

  deleteContent(actor: Actor, id: unknown): Promise<Row> {
    return this.crud.remove(CONTENTS, actor, String(positiveId(id, '/id')));
  }

  async byGuid(actor: Actor, guid: unknown): Promise<Row> {
    const value = text(guid);
    if (!/^[0-9a-f-]{36}$/i.test(value)) throw AppError.notFound();
    const [row] = (await this.crud.list(CONTENTS, actor, { filter: JSON.stringify({ guid: value }), range: '[0,0]' }))
      .data;
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * The first block of a part on another record, by '{entity}_{id}' (the same page in another language), to copy:
   * `{ id: 0 }` when it has none, and the editor switches to create.
   */
  async exchange(actor: Actor, key: unknown, partName: unknown): Promise<Row> {
    const match = /^([A-Z][A-Za-z0-9]*)_(\d+)$/.exec(text(key));
    if (!match)
      throw AppError.badRequest('content.error.exchangekey', [{ path: '/key', error: 'content.error.exchangekey' }]);
    const [block] = await this.getContents(actor, { partName, entityName: match[1], entityId: match[2] });
    return block ?? { id: 0 };
  }

  /** Turns a block's published flag over, reading it first so the change applies to the latest version. */
  async togglePublish(actor: Actor, id: unknown): Promise<Row> {
    const block = await this.crud.getOne(CONTENTS, actor, String(positiveId(id, '/id')));
    return this.crud.update(CONTENTS, actor, String(block.id), { published: !block.published, version: block.version });
  }
}
