import { official } from '../official';
import { DigiBanner } from './blocks/banner';
import { DigiProductsBox } from './blocks/productsbox';
import type { Theme } from '../theme';

/**
 * theme_digi: a marketplace look, red accent, a wide search in a stacked header and a dense product grid; its banner
 * is a full-width strip and its products box a sideways-scrolling row with the discount up front.
 */
export const theme_digi: Theme = {
  name: 'theme_digi',
  blocks: { ...official.blocks, banner: DigiBanner, productsbox: DigiProductsBox },
  tokens: {
    ...official.tokens,
    '--color-primary': '#ef4056',
    '--color-accent': '#19bfd3',
    '--header-bg': '#ffffff',
    '--radius': '4px',
    '--shadow': 'none',
    '--grid-min': '170px',
  },
  layout: { header: 'stacked', productGrid: 'dense' },
};
