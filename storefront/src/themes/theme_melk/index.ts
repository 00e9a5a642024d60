import { official } from '../official';
import type { Theme } from '../theme';
import { OWN_SCREENS } from './screens/own';
import { MelkHero } from './blocks/hero';
import { MelkListingsBox } from './blocks/listings';

/**
 * theme_melk: a real-estate look, deep green and warm orange on white. Its banner is a hero with a search of the
 * listings, its products box shows property cards (price of a square metre, place, area and rooms), its category
 * and product lists put the cards beside a map of them, and its product page is a property's page. Every colour
 * pair reads at 4.5:1 or more.
 */
export const theme_melk: Theme = {
  name: 'theme_melk',
  blocks: { ...official.blocks, banner: MelkHero, productsbox: MelkListingsBox },
  tokens: {
    ...official.tokens,
    '--color-bg': '#ffffff',
    '--color-surface': '#f3f6f5',
    '--color-text': '#14201c',
    '--color-muted': '#4f5e59',
    '--color-primary': '#0a6b55',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#c2410c',
    '--color-accent-contrast': '#ffffff',
    '--color-border': '#d9e2df',
    '--header-bg': '#ffffff',
    '--header-text': '#14201c',
    '--radius': '12px',
    '--shadow': '0 2px 10px rgb(20 32 28 / 10%)',
    '--grid-min': '260px',
    '--melk-map-ground': '#eef4f1',
    '--melk-map-grid': '#d3e0db',
  },
  layout: { header: 'bar', productGrid: 'cards' },
  screens: OWN_SCREENS,
};
