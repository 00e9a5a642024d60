import { lazyScreen } from '../lazyPart';
import type { ResourceOverride } from '../types';

/** Settings are one typed, grouped screen (the backend's settings catalogue) instead of a list of name/value rows. */
export const Setting: ResourceOverride = { list: lazyScreen(() => import('./SettingsScreen')) };
