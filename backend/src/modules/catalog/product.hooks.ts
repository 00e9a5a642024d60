import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import { flagValue, settingIn } from '../../platform/settings/settings.service.js';

/** Fields that place a product in the store's own showcases: only administrators set them. */
export const SHOWCASE_FIELDS = ['showOnHomepage', 'isFeaturedProduct', 'includeInTopMenu', 'displayOrder'] as const;

/**
 * Products customers add themselves (spec 2 §6: 'customers may add products if a setting allows; new products may
 * need approval'). With catalog.customerscanaddproducts on, a customer's product is theirs (sellerId); with
 * catalog.newproductsneedapproval on (the default) it waits unpublished in the approval queue until an administrator
 * publishes it, and its seller cannot publish it.
 */
@Injectable()
@HooksFor('Product')
export class ProductHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    const { actor, op, values, manager } = ctx;
    if (actor.system || actor.roles.includes('administrators') || op === 'delete') return;
    if (op === 'create' && !flagValue(await settingIn(manager, 'catalog.customerscanaddproducts')))
      throw new AppError(403, 'product.error.submissionclosed');
    const refused = SHOWCASE_FIELDS.filter((f) => values[f] !== undefined && values[f] !== ctx.current?.[f]);
    if (refused.length)
      throw new AppError(
        403,
        'product.error.adminonly',
        refused.map((f) => ({ path: `/${f}`, error: 'product.error.adminonly' })),
      );
    assignOwner(ctx, 'sellerId');
    if (!flagValue(await settingIn(manager, 'catalog.newproductsneedapproval'), true)) return;
    if (op === 'create') values.published = false;
    else if (values.published === true && ctx.current?.published !== true)
      throw new AppError(403, 'product.error.needsapproval', [
        { path: '/published', error: 'product.error.needsapproval' },
      ]);
  }
}
