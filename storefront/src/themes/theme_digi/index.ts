import { CompareBar } from '../../compare/CompareBar';
import { CompareButton } from '../../compare/CompareButton';
import { official } from '../official';
import { DigiBanner } from './blocks/banner';
import { DigiProductsBox } from './blocks/productsbox';
import { DigiCategoryMenu } from './components/CategoryMenu';
import { OWN_SCREENS } from './screens/own';
import type { Theme } from '../theme';

/**
 * theme_digi: a large electronics store, red accent, a wide search in a stacked header and a dense product grid. The
 * header's menu opens with a mega-menu of the categories; its banner is a full-width strip and its products box a
 * sideways-scrolling row with the discount up front; a product's page sums up its key specifications beside the price
 * and puts the specification table first; every product card and page can add the product to a comparison, which a
 * floating bar links to.
 */
export const theme_digi: Theme = {
  name: 'theme_digi',
  blocks: { ...official.blocks, banner: DigiBanner, productsbox: DigiProductsBox },
  tokens: {
    ...official.tokens,
    // Digikala's red, deepened to 5:1 against white and the page's grey so that its links and white button text read.
    '--color-primary': '#d0283f',
    '--color-accent': '#19bfd3',
    '--header-bg': '#ffffff',
    '--radius': '4px',
    '--shadow': 'none',
    '--grid-min': '170px',
  },
  layout: { header: 'stacked', productGrid: 'dense' },
  screens: OWN_SCREENS,
  extras: { categoryMenu: DigiCategoryMenu, productActions: CompareButton, floating: CompareBar },
};
