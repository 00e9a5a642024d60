import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';

const MAPPINGS = 'customer-role-mappings';

/**
 * Giving a customer roles and taking them away (spec 1 §6), as customer-role mappings written through CrudService.
 * A change reaches the customer's live sessions on their next request: the guard reads roles per request.
 */
@Injectable()
export class CustomerRolesService {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  add(actor: Actor, body: unknown): Promise<Row> {
    const { customerId, customerRoleId } = bodyObject(body);
    return this.crud.create(MAPPINGS, actor, {
      customerId: positiveId(customerId, '/customerId'),
      customerRoleId: positiveId(customerRoleId, '/customerRoleId'),
    });
  }

  /** Removes one mapping and answers it; 404 when the customer does not have the role. */
  async remove(actor: Actor, rawCustomerId: string | undefined, rawRoleId: string | undefined): Promise<Row> {
    const filter = {
      customerId: positiveId(rawCustomerId, '/customerId'),
      customerRoleId: positiveId(rawRoleId, '/customerRoleId'),
    };
    const [mapping] = (await this.crud.list(MAPPINGS, actor, { filter: JSON.stringify(filter), range: '[0,0]' })).data;
    if (!mapping) throw AppError.notFound();
    return this.crud.remove(MAPPINGS, actor, String(mapping.id));
  }

  /** The active roles the customer does not have yet: what the editor offers to add. */
  async notMapped(actor: Actor, rawCustomerId: string | undefined): Promise<Row[]> {
    const customerId = positiveId(rawCustomerId, '/customerId');
    await this.crud.getOne('customers', actor, String(customerId));
    const [roles, mappings] = await Promise.all([
      this.crud.list('customer-roles', actor, { filter: '{"active":true}', range: ALL_ROWS }),
      this.crud.list(MAPPINGS, actor, { filter: JSON.stringify({ customerId }), range: ALL_ROWS }),
    ]);
    const held = new Set(mappings.data.map((m) => m.customerRoleId));
    return roles.data.filter((r) => !held.has(r.id));
  }
}
