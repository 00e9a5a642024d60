import { official } from '../official';
import { SplitBanner } from './blocks/banner';
import { ShowcaseProductsBox } from './blocks/productsbox';
import type { Theme } from '../theme';

/**
 * theme4: a dark header over a warm page, large rounded cards and a centred logo; its banner sets the picture beside
 * the text and its products box shows fewer, larger cards with an excerpt.
 */
export const theme4: Theme = {
  name: 'theme4',
  blocks: { ...official.blocks, banner: SplitBanner, productsbox: ShowcaseProductsBox },
  tokens: {
    ...official.tokens,
    '--color-bg': '#fbf8f3',
    '--color-surface': '#f1ebe0',
    '--color-primary': '#7c3a1d',
    '--color-accent': '#b45309',
    '--color-accent-contrast': '#ffffff',
    '--header-bg': '#221a14',
    '--header-text': '#f8efe4',
    '--radius': '18px',
    '--shadow': '0 6px 18px rgb(34 26 20 / 18%)',
    '--font-body': 'Georgia, "Noto Serif", "Times New Roman", serif',
    '--grid-min': '260px',
  },
  layout: { header: 'centered', productGrid: 'cards' },
};
