import path from 'node:path';
import { ROOT_DIR } from '../../config.js';
import { Registry } from '../../schema/registry.js';
import { SETTING_CATALOGUE, SETTING_GROUPS, checkSettingValue, settingSpec } from './setting-catalogue.js';

describe('the settings catalogue', () => {
  test('each setting is listed once, in a known group, with what its type needs', () => {
    const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
    expect(new Set(SETTING_CATALOGUE.map((s) => s.name)).size).toBe(SETTING_CATALOGUE.length);
    for (const spec of SETTING_CATALOGUE) {
      expect([spec.name, SETTING_GROUPS.includes(spec.group)]).toEqual([spec.name, true]);
      if (spec.type === 'choice') expect(spec.choices?.length).toBeGreaterThan(0);
      if (spec.type === 'relation') expect(registry.byName(spec.relation!)).toBeDefined();
      // What the platform falls back to fits the setting's own type.
      if (spec.default !== undefined)
        expect([spec.name, checkSettingValue(spec, spec.default)]).toEqual([spec.name, undefined]);
    }
  });

  test.each([
    ['customer.canchangeprofile', 'TRUE', undefined],
    ['customer.canchangeprofile', 'yes', 'setting.error.boolean'],
    ['order.reservationminutes', '45', undefined],
    ['order.reservationminutes', '1e3', 'setting.error.number'],
    ['order.reservationminutes', '10081', 'setting.error.max'],
    ['availablelanguagesinpublic', 'fa, en', undefined],
    ['availablelanguagesinpublic', 'fa,fa', 'setting.error.choice'],
    ['availablelanguagesinpublic', '', 'setting.error.choice'],
    ['accounting.ledger.cash', '12', undefined],
    ['accounting.ledger.cash', '0', 'setting.error.relation'],
    ['accounting.ledger.cash', '99999999999', 'setting.error.relation'],
    ['languages', '{"a":1}', undefined],
    ['store.name', 'anything at all', undefined],
  ])('%s takes %j: %s', (name, value, error) => {
    expect(checkSettingValue(settingSpec(name)!, value)?.error).toBe(error);
  });

  test('a setting the platform does not describe has no type to check', () => {
    expect(settingSpec('my.own.note')).toBeUndefined();
    expect(settingSpec(undefined)).toBeUndefined();
  });
});
