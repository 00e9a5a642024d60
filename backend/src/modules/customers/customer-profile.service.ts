import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { profileChanges } from './customer-rules.js';

export const CAN_CHANGE_PROFILE = 'customer.canchangeprofile';

/** Body fields that describe the record rather than change it. */
const RECORD_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * A signed-in customer's own profile (spec 1 §6): read it, and change it when the store allows. The entity file
 * lets only administrators touch customers, so these calls act as SYSTEM_ACTOR, always on the id of the caller's
 * own session and only after the checks below; the caller never chooses the record.
 */
@Injectable()
export class CustomerProfileService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  getMine(actor: Actor): Promise<Row> {
    return this.crud.getOne('customers', SYSTEM_ACTOR, String(this.ownId(actor)));
  }

  /** storeId: the request's store, whose customer.canchangeprofile setting decides; missing means no. */
  async saveMine(actor: Actor, storeId: number | undefined, body: unknown, ifMatch?: string): Promise<Row> {
    const id = this.ownId(actor);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('common.error.badbody');
    const sent = body as Row;
    if (sent.id != null && sent.id !== 0 && String(sent.id) !== String(id))
      throw new AppError(403, 'security.error.forbidden');
    if (!(await this.settings.flag(storeId, CAN_CHANGE_PROFILE)))
      throw new AppError(403, 'customer.error.profilechangedisabled');
    const { values, refused } = profileChanges(sent, await this.getMine(actor), RECORD_FIELDS);
    if (refused.length) {
      throw AppError.badRequest(
        'common.error.validation',
        refused.map((f) => ({ path: `/${f}`, error: 'common.error.readonly', params: { field: f } })),
      );
    }
    if (sent.version !== undefined) values.version = sent.version;
    return this.crud.update('customers', SYSTEM_ACTOR, String(id), values, ifMatch);
  }

  private ownId(actor: Actor): number {
    if (actor.id === null) throw new AppError(401, 'security.error.accessdenied');
    return actor.id;
  }
}
