import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import { readRelated } from '../../crud/related.js';
import { Registry } from '../../schema/registry.js';

/**
 * A customer's favourite is always their own (whatever customerId the body says) and points at a record that
 * exists; administrators may keep favourites for anyone.
 */
@Injectable()
@HooksFor('Favorite')
export class FavoriteHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    const { op, manager, current, values } = ctx;
    if (op === 'delete') return;
    assignOwner(ctx, 'customerId');
    const record = { ...current, ...values };
    const target = await readRelated(manager, this.registry, String(record.entityName), record.entityId);
    if (!target)
      throw AppError.badRequest('common.error.validation', [{ path: '/entityId', error: 'favorite.error.notfound' }]);
  }
}
