import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CategoryMenuNode, ProductDetail, StorefrontState } from '@saray/contracts/storefront/state';
import { ProductGrid } from '../../components/ProductCard';
import { StorefrontProvider } from '../../context';
import { SiteHeader } from '../../layout/Header';
import { MainMenu } from '../../layout/Menu';
import { testState } from '../../testing/state';
import { official } from '../official';
import { ThemeContext } from '../ThemeContext';
import { menuMove } from './components/menu';
import { theme_digi } from '.';

const MESSAGES = {
  'storefront.megamenu.categories': 'Categories',
  'storefront.megamenu.all': 'All of %{name}',
  'storefront.compare.compare': 'Compare',
  'storefront.compare.add': 'Compare %{name}',
};

const TREE: CategoryMenuNode[] = [
  {
    guid: 'g-el',
    name: 'Electronics',
    picture: 'el.webp',
    children: [
      { guid: 'g-ph', name: 'Phones', children: [{ guid: 'g-an', name: 'Android phones', children: [] }] },
      { guid: 'g-cm', name: 'Cameras', children: [] },
    ],
  },
  { guid: 'g-bk', name: 'Books', children: [] },
];

function render(node: ReactNode, theme = theme_digi, overrides: Partial<StorefrontState> = {}) {
  const state = testState({ base: '/en', messages: MESSAGES, categoryMenu: TREE, ...overrides });
  return renderToString(
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme}>{node}</ThemeContext.Provider>
    </StorefrontProvider>,
  );
}

describe('theme_digi’s category menu', () => {
  test('the header’s menu opens with a Categories button, closed until used, the first category’s groups ready', () => {
    const html = render(<SiteHeader />);
    expect(html).toMatch(
      /<button[^>]*class="mega-button"[^>]*aria-expanded="false"[^>]*aria-controls="digi-mega-panel"/,
    );
    expect(html).toMatch(/<div id="digi-mega-panel" class="mega-panel" hidden="">/);
    expect(html).toContain('href="/en/cat/product/g-el">Electronics</a>');
    expect(html).toContain('href="/en/cat/product/g-bk">Books</a>');
    // The first category's groups and links, its picture as a link out of the tab order.
    expect(html).toContain('All of Electronics');
    expect(html).toContain('class="mega-group-title" href="/en/cat/product/g-ph">Phones</a>');
    expect(html).toContain('href="/en/cat/product/g-an">Android phones</a>');
    expect(html).toMatch(/class="mega-promo"[^>]*tabindex="-1" aria-hidden="true"/);
    // The button comes first in the menu row, before Home.
    expect(html.indexOf('mega-button')).toBeLessThan(html.indexOf('href="/en/"', html.indexOf('main-menu')));
  });

  test('in the phone’s drawer the categories are nested disclosures', () => {
    const html = render(<MainMenu mobile />);
    expect(html).not.toContain('mega-button');
    expect(html).toMatch(/<li class="nav-item digi-drawer-categories"><details><summary>Categories<\/summary>/);
    expect(html).toContain('<details><summary>Electronics</summary>');
    expect(html).toContain('href="/en/cat/product/g-an">Android phones</a>');
    // A category without children is a plain link.
    expect(html).toContain('<li><a href="/en/cat/product/g-bk">Books</a></li>');
  });

  test('no tree, no menu; other themes draw none', () => {
    expect(render(<SiteHeader />, theme_digi, { categoryMenu: undefined })).not.toContain('mega-button');
    expect(render(<SiteHeader />, official)).not.toContain('mega-button');
  });

  test('the arrow keys follow the reading direction into and out of the groups', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape', 'Tab'].map((k) => menuMove(k, false))).toEqual([
      'next',
      'previous',
      'first',
      'last',
      'close',
      undefined,
    ]);
    expect([menuMove('ArrowRight', false), menuMove('ArrowLeft', false)]).toEqual(['into', 'out']);
    expect([menuMove('ArrowLeft', true), menuMove('ArrowRight', true)]).toEqual(['into', 'out']);
  });
});

const phone: ProductDetail = {
  id: 7,
  guid: 'g-7',
  name: 'Pardis X1',
  sku: 'PH-1001',
  price: '349.90',
  stockQuantity: 40,
  categoryId: 3,
  attributes: [{ name: 'Screen size (in)', group: 'Display', value: '6.1', kind: 'text' }],
};

describe('the compare toggle', () => {
  test('theme_digi puts it on every product card, named by its product; the official theme does not', () => {
    const html = render(<ProductGrid products={[phone]} />);
    expect(html).toMatch(
      /<button type="button" class="compare-toggle" aria-pressed="false" aria-label="Compare Pardis X1"/,
    );
    expect(render(<ProductGrid products={[phone]} />, official)).not.toContain('compare-toggle');
  });
});
