import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
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

  async beforeWrite({ op, actor, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete') return;
    if (!actor.system && !actor.roles.includes('administrators')) values.customerId = actor.id;
    if (values.customerId === undefined && op === 'create') values.customerId = actor.id;
    const record = { ...current, ...values };
    const target = await readRelated(manager, this.registry, String(record.entityName), record.entityId);
    if (!target)
      throw AppError.badRequest('common.error.validation', [{ path: '/entityId', error: 'favorite.error.notfound' }]);
  }
}
