import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../common/app-error.js';
import { describeError } from '../common/error.filter.js';
import { I18n, type Language } from '../common/i18n.js';
import { isIrreversible } from '../rules/rule-engine.js';
import { CrudService } from './crud.service.js';

/** The most records one bulk request may name: a bigger selection is sent in parts. */
export const MAX_BULK_IDS = 1000;

export interface BulkRefusal {
  id: number;
  error: string;
  message: string;
}

export interface BulkResult {
  done: number[];
  refused: BulkRefusal[];
}

interface BulkRequest {
  action: string;
  ids: number[];
  confirm: boolean;
}

const invalid = (path: string, key = 'common.error.invalidvalue', params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

/** The body of a bulk request, checked: an action name, 1 to MAX_BULK_IDS record ids (repeats dropped), confirm. */
function parseRequest(body: unknown): BulkRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('common.error.badbody');
  const { action, ids, confirm } = body as Record<string, unknown>;
  if (typeof action !== 'string' || action === '') throw invalid('/action');
  if (!Array.isArray(ids) || ids.length === 0) throw invalid('/ids');
  if (ids.length > MAX_BULK_IDS) throw invalid('/ids', 'common.error.toomanyids', { max: MAX_BULK_IDS });
  const bad = ids.findIndex((id) => !Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > 2147483647);
  if (bad >= 0) throw invalid(`/ids/${bad}`);
  if (confirm !== undefined && typeof confirm !== 'boolean') throw invalid('/confirm');
  return { action, ids: [...new Set(ids as number[])], confirm: confirm === true };
}

/**
 * Bulk work on a list's selection: a delete or one of the entity's rule actions, run record by record through the
 * same generic pipeline as the single-record routes (each in its own transaction, access and rules checked for each
 * record). One record refused never stops the others: the answer lists what was done and what was refused, with
 * each reason translated into the request's language.
 */
@Injectable()
export class BulkService {
  private readonly logger = new Logger('Bulk');

  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(I18n) private readonly i18n: I18n,
  ) {}

  async run(resource: string, actor: Actor, body: unknown, lang: Language): Promise<BulkResult> {
    const entity = this.crud.entity(resource);
    const request = parseRequest(body);
    const isDelete = request.action === 'delete';
    // What the caller may not do to any record is refused once, before any record is touched.
    await this.crud.access(entity, actor, isDelete ? 'delete' : 'update');
    if (!isDelete) {
      const rules = entity.meta.rules;
      if (!rules.actions?.[request.action])
        throw invalid('/action', 'common.error.unknownaction', { action: request.action });
      if (isIrreversible(rules, request.action) && !request.confirm)
        throw invalid('/confirm', 'common.error.confirmationrequired');
    }
    const result: BulkResult = { done: [], refused: [] };
    for (const id of request.ids) {
      try {
        if (isDelete) await this.crud.remove(resource, actor, String(id));
        else await this.crud.runAction(resource, actor, String(id), request.action, { confirm: request.confirm });
        result.done.push(id);
      } catch (err) {
        const { status, key, params } = describeError(err);
        if (status >= 500) this.logger.error(`${resource} ${request.action} #${id}: ${(err as Error)?.stack ?? err}`);
        result.refused.push({ id, error: key, message: this.i18n.t(lang, key, params) });
      }
    }
    return result;
  }
}
