import { renderBlocks } from '../testing/render';
import { testBlock, testState } from '../testing/state';
import type { ProductDetail, ThemeName } from '@saray/contracts/storefront/state';
import { official } from './official';
import { theme4 } from './theme4';
import { theme_digi } from './theme_digi';

const products: ProductDetail[] = [
  {
    id: 1,
    guid: 'g-1',
    name: 'Copper kettle',
    sku: 'KT-1',
    price: '75',
    oldPrice: '100',
    picture: 'kettle.jpg',
    description:
      '<p>Hammered by hand in Zanjan &amp; polished twice. Holds two litres of water, enough for a family tea, and keeps it hot on the samovar all evening.</p>',
  },
];
const banner = testBlock('banner', {
  heading: 'Spring sale',
  text: 'Up to half off',
  image: 'spring.jpg',
  link: '/c/sale',
});
const box = testBlock('productsbox', { title: 'Deals' }, { id: 2, resolved: { products } });
const render = (theme: ThemeName) =>
  renderBlocks([banner, box], {
    base: '/fa',
    store: { ...testState().store, theme },
    messages: { 'storefront.blocks.productsbox.discount': '%{percent}% off' },
  });

describe('theme variants', () => {
  test('each variant replaces the banner and the products box and keeps the other official blocks', () => {
    for (const theme of [theme4, theme_digi]) {
      expect(theme.blocks.banner).not.toBe(official.blocks.banner);
      expect(theme.blocks.productsbox).not.toBe(official.blocks.productsbox);
      expect(theme.blocks.faq).toBe(official.blocks.faq);
      expect(Object.keys(theme.blocks).sort()).toEqual(Object.keys(official.blocks).sort());
    }
  });

  test('official draws the plain banner and the product grid', () => {
    const html = render('official');
    expect(html).toContain('class="banner banner--light banner--pictured"');
    expect(html).toContain('class="product-grid"');
  });

  test('theme_digi draws a full-width strip and a scrolling row with the discount in front', () => {
    const html = render('theme_digi');
    expect(html).toContain('class="banner-strip banner-strip--light"');
    expect(html).toContain('width="1920" height="480"');
    expect(html).toContain('<a class="button button--primary" href="/fa/c/sale">');
    expect(html).toContain('<ul class="scroller" tabindex="0" aria-label="Deals">');
    expect(html).toContain('<span class="discount-badge">25% off</span>');
    expect(html).not.toContain('product-grid');
  });

  test('theme4 sets the picture beside a serif heading and shows large cards with an excerpt', () => {
    const html = render('theme4');
    expect(html).toContain('class="banner banner--split banner--light"');
    expect(html).toContain('<h2 class="banner-heading serif-heading">Spring sale</h2>');
    expect(html).toContain('class="showcase-card"');
    expect(html).toContain('<p class="showcase-excerpt">Hammered by hand in Zanjan &amp; polished twice.');
    expect(html).toContain('…</p>');
    expect(html).not.toContain('product-grid');
  });
});
