import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import { settingIn } from '../../platform/settings/settings.service.js';
import { assertMapped, checkedPlace, CUSTOMER_ADDRESS, type Place } from './address-places.js';

/** Address count per customer when the store sets none (setting customer.maximumaddresscount). */
export const DEFAULT_MAX_ADDRESSES = 5;

/**
 * A customer's addresses are their own, and there are at most customer.maximumaddresscount of them (spec 1 §8:
 * 'maximum address count exceeded'). The count is taken inside the write's transaction, after locking the
 * customer's addresses, so two tabs adding at once cannot pass the limit together. Its city lies in its province and
 * country, and inside the places the store serves (address mappings of CustomerAddress) when it names any.
 */
@Injectable()
@HooksFor('CustomerAddress')
export class CustomerAddressHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    assignOwner(ctx, 'customerId');
    if (ctx.op === 'delete') return;
    const record = { ...ctx.current, ...ctx.values };
    const place = await checkedPlace(ctx.manager, record as Partial<Place>);
    if (record.provinceId == null && place.provinceId != null) ctx.values.provinceId = place.provinceId;
    await assertMapped(ctx.manager, CUSTOMER_ADDRESS, 0, place);
    if (ctx.op !== 'create' || typeof ctx.values.customerId !== 'number') return;
    const customerId = ctx.values.customerId;
    // Serialises concurrent creates for one customer (released at commit).
    await ctx.manager.query('SELECT pg_advisory_xact_lock($1, $2)', [7301, customerId]);
    const [{ count }] = (await ctx.manager.query(
      'SELECT count(*)::int AS count FROM customer_addresses WHERE customer_id = $1',
      [customerId],
    )) as { count: number }[];
    const configured = Number(await settingIn(ctx.manager, 'customer.maximumaddresscount'));
    const max = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_ADDRESSES;
    if (Number(count) >= max)
      throw AppError.badRequest('address.error.maxcount', [{ path: '/customerId', error: 'address.error.maxcount' }], {
        max,
      });
  }
}

/** A mapped place is a real one: its city lies in its province and country (a city alone brings its province). */
@Injectable()
@HooksFor('AddressMapping')
export class AddressMappingHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete') return;
    const record = { ...ctx.current, ...ctx.values };
    const place = await checkedPlace(ctx.manager, record as Partial<Place>);
    if (record.provinceId == null && place.provinceId != null) ctx.values.provinceId = place.provinceId;
  }
}
