import { Controller, Get, Inject } from '@nestjs/common';
import { Allow } from '../../auth/allow.decorator.js';
import { Registry } from '../../schema/registry.js';
import { SETTING_CATALOGUE, SETTING_GROUPS, type SettingSpec } from './setting-catalogue.js';

export interface CatalogueEntry extends Omit<SettingSpec, 'relation'> {
  label: string;
  description: string;
  relation?: { entity: string; resource: string };
}

/** The settings catalogue for the dashboard's settings screen: groups in order, and each known setting's type. */
@Controller('api/Settings')
export class SettingsController {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  @Get('catalogue')
  @Allow('administrators')
  catalogue(): { groups: { name: string; label: string }[]; settings: CatalogueEntry[] } {
    return {
      groups: SETTING_GROUPS.map((name) => ({ name, label: `setting.groups.${name}` })),
      settings: SETTING_CATALOGUE.map(({ relation, ...spec }) => ({
        ...spec,
        label: `setting.names.${spec.name}`,
        description: `setting.descriptions.${spec.name}`,
        ...(relation
          ? { relation: { entity: relation, resource: this.registry.byName(relation)!.meta.resource } }
          : {}),
      })),
    };
  }
}
