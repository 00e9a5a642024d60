import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { CustomerAttributes } from './customer-attributes.js';
import { profileChanges } from './customer-rules.js';

export const CAN_CHANGE_PROFILE = 'customer.canchangeprofile';

/** Body fields that describe the record rather than change it. */
const RECORD_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'];

/** Thrown inside a check's transaction once every write has been tried, so that the transaction rolls back. */
class CheckOnly extends Error {}

/**
 * A signed-in customer's own profile (spec 1 §6): read it, and change it when the store allows. The entity file
 * lets only administrators touch customers, so these calls act as SYSTEM_ACTOR, always on the id of the caller's
 * own session and only after the checks below; the caller never chooses the record. The attributes the store asks
 * of customers (spec 1 §2.7 step 3) are read and saved with it.
 */
@Injectable()
export class CustomerProfileService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(CustomerAttributes) private readonly attributes: CustomerAttributes,
  ) {}

  /** The record with its attribute values, [{ attributeId, value }], as saveMine takes them back. */
  async getMine(actor: Actor): Promise<Row> {
    const id = this.ownId(actor);
    const [row, attributes] = await Promise.all([this.record(id), this.attributes.of(id)]);
    return {
      ...row,
      attributes: attributes.filter((a) => a.value !== '').map((a) => ({ attributeId: a.id, value: a.value })),
    };
  }

  /**
   * storeId: the request's store, whose customer.canchangeprofile setting decides; missing means no. `check`: every
   * write is made and checked as a save would make it (rules, uniqueness, hooks) and then undone, so a step of the
   * editor is refused with the messages its save would get, and nothing is kept until the last step saves it all.
   */
  async saveMine(
    actor: Actor,
    storeId: number | undefined,
    body: unknown,
    ifMatch?: string,
    check = false,
  ): Promise<Row> {
    const id = this.ownId(actor);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('common.error.badbody');
    const { attributes, ...sent } = body as Row;
    if (sent.id != null && sent.id !== 0 && String(sent.id) !== String(id))
      throw new AppError(403, 'security.error.forbidden');
    if (!(await this.settings.flag(storeId, CAN_CHANGE_PROFILE)))
      throw new AppError(403, 'customer.error.profilechangedisabled');
    const current = await this.record(id);
    const { values, refused } = profileChanges(sent, current, RECORD_FIELDS);
    if (refused.length) {
      throw AppError.badRequest(
        'common.error.validation',
        refused.map((f) => ({ path: `/${f}`, error: 'common.error.readonly', params: { field: f } })),
      );
    }
    if (sent.version !== undefined) values.version = sent.version;
    const mappings = attributes === undefined ? [] : await this.attributes.plan(id, attributes);
    try {
      return await this.crud.transaction(async (tx) => {
        const changes = Object.keys(values).some((k) => k !== 'version');
        const row = changes ? await tx.update('customers', SYSTEM_ACTOR, id, values, { ifMatch }) : current;
        await this.attributes.write(tx, id, mappings);
        if (check) throw new CheckOnly();
        return row;
      });
    } catch (err) {
      if (err instanceof CheckOnly) return { result: 1 };
      throw err;
    }
  }

  private record(id: number): Promise<Row> {
    return this.crud.getOne('customers', SYSTEM_ACTOR, String(id));
  }

  private ownId(actor: Actor): number {
    if (actor.id === null) throw new AppError(401, 'security.error.accessdenied');
    return actor.id;
  }
}
