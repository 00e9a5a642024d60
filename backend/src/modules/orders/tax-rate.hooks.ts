import { Injectable } from '@nestjs/common';
import { invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { touches } from '../../crud/related.js';

/**
 * One tax rate per country, and per province within it. The unique index cannot see two rates for the whole country
 * (no province: NULL is never equal to NULL), so writers take a table lock and look.
 */
@Injectable()
@HooksFor('TaxRate')
export class TaxRateHooks implements EntityHooks {
  async beforeWrite({ op, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || !touches(current, values, 'countryId', 'provinceId')) return;
    const rate = { ...current, ...values };
    await manager.query('LOCK TABLE tax_rates IN SHARE ROW EXCLUSIVE MODE');
    const [clash] = (await manager.query(
      'SELECT id FROM tax_rates WHERE country_id = $1 AND province_id IS NOT DISTINCT FROM $2 AND id <> $3',
      [rate.countryId, rate.provinceId ?? null, current?.id ?? 0],
    )) as unknown[];
    if (clash) throw invalid('tax.error.rateexists', 'countryId');
  }
}
