import { official } from '../official';
import type { Theme } from '../theme';
import { OWN_SCREENS } from './screens/own';
import { TorobProductsBox } from './blocks/productsbox';

/**
 * theme_torob: a price comparison. One product offered by several sellers: the home is a search with the popular
 * categories and the latest price drops, lists show each product's lowest price and how many sell it, and a
 * product's page compares its sellers, lowest price first, beside a chart of how its lowest price went.
 */
export const theme_torob: Theme = {
  name: 'theme_torob',
  blocks: { ...official.blocks, productsbox: TorobProductsBox },
  tokens: {
    ...official.tokens,
    '--color-surface': '#f4f5f7',
    '--color-primary': '#c8283f',
    '--color-accent': '#0b6b45',
    '--color-accent-contrast': '#ffffff',
    '--color-border': '#e2e4e8',
    '--radius': '10px',
    '--shadow': '0 1px 2px rgb(16 24 40 / 6%)',
    '--grid-min': '190px',
    '--torob-good': '#0b6b45',
    '--torob-good-bg': '#e6f4ec',
  },
  layout: { header: 'bar', productGrid: 'cards' },
  screens: OWN_SCREENS,
};
