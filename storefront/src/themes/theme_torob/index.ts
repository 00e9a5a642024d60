import { official } from '../official';
import type { Theme } from '../theme';

export const theme_torob: Theme = { ...official, name: 'theme_torob' };
