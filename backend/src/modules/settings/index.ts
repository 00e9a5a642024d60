import type { Provider, Type } from '@nestjs/common';
import { SavedViewHooks } from './saved-view.hooks.js';
import { SettingValuesHooks } from './setting-values.hooks.js';
import { SettingsController } from './settings.controller.js';

/** Settings: the catalogue of known settings and the check of their values; saved list views. */
export const settingsControllers: Type[] = [SettingsController];
export const settingsProviders: Provider[] = [SettingValuesHooks, SavedViewHooks];
