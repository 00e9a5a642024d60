import { official } from '../official';
import type { Theme } from '../theme';

export const theme_melk: Theme = { ...official, name: 'theme_melk' };
