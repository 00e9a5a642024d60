import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { readRelated } from '../../crud/related.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { Registry } from '../../schema/registry.js';
import { checkSettingValue, settingSpec } from './setting-catalogue.js';

/**
 * A known setting's value must fit its type (setting-catalogue.ts): a flag is true or false, a number is in its
 * range, a choice is one of its values, a relation names an existing record. Others stay free text.
 */
@Injectable()
@HooksFor('Setting')
export class SettingValuesHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete' || (!('name' in values) && !('value' in values))) return;
    const { name, value } = { ...current, ...values };
    const spec = settingSpec(name);
    if (!spec || typeof value !== 'string') return;
    const refused = checkSettingValue(spec, value);
    if (refused) throw AppError.badRequest(refused.error, [{ path: '/value', ...refused }], refused.params);
    if (spec.relation && !(await readRelated(manager, this.registry, spec.relation, Number(value.trim()), 'share')))
      throw AppError.badRequest('setting.error.relation', [{ path: '/value', error: 'setting.error.relation' }]);
  }
}
