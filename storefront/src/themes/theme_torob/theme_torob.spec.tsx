import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PriceComparisonView, ProductCard, StorefrontState } from '@saray/contracts/storefront/state';
import { StorefrontProvider } from '../../context';
import { PageScreen } from '../../screens/PageScreen';
import { Screen, ScreenContext, ThemeScreenContext } from '../../screens/Screen';
import { testState } from '../../testing/state';
import { official } from '../official';
import { ThemeContext } from '../ThemeContext';
import { stepPath } from './components/PriceChart';
import { sortProducts } from './components/TorobListing';
import { theme_torob } from '.';
import { TorobCategoryScreen } from './screens/TorobCategoryScreen';
import { TorobHomeScreen } from './screens/TorobHomeScreen';
import { TorobProductScreen } from './screens/TorobProductScreen';

const OWN_SCREENS: Record<string, ComponentType> = {
  TorobCategoryScreen,
  TorobHomeScreen,
  TorobProductScreen,
};

const MESSAGES = {
  'storefront.torob.best': 'Lowest price',
  'storefront.torob.from': 'from',
  'storefront.torob.sellers': 'at 1 seller |||| at %{count} sellers',
  'storefront.torob.fell': '%{percent}% cheaper',
  'storefront.torob.thisoffer': 'This page',
  'storefront.torob.soldby': 'Sold on this page by %{seller}',
};

const card = (id: number, price: string, extra: Partial<ProductCard> = {}): ProductCard => ({
  id,
  guid: `g-${id}`,
  name: `Kettle ${id}`,
  sku: `KT-${id}`,
  price,
  stockQuantity: 3,
  currency: 'USDT',
  ...extra,
});

/** The route's screen as theme_torob draws it, for a state with the given route and data. */
function render(route: StorefrontState['route'], data: StorefrontState['data'], lang: 'en' | 'fa' = 'en') {
  // The shared screen of the route, as the page has it loaded: the pages' one for the home.
  const state = testState({
    lang,
    dir: lang === 'fa' ? 'rtl' : 'ltr',
    base: `/${lang}`,
    store: { ...testState().store, theme: 'theme_torob', currency: 'USDT' },
    messages: MESSAGES,
    route,
    data,
  });
  return renderToString(
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme_torob}>
        <ScreenContext.Provider value={route.name === 'Home' ? PageScreen : null}>
          <ThemeScreenContext.Provider value={OWN_SCREENS[theme_torob.screens![route.name]!] ?? null}>
            <Screen />
          </ThemeScreenContext.Provider>
        </ScreenContext.Provider>
      </ThemeContext.Provider>
    </StorefrontProvider>,
  );
}

const comparison: PriceComparisonView = {
  offers: [
    { id: 2, guid: 'g-2', name: 'Kettle from Reza', seller: 'Reza Karimi', price: '95.00', stockQuantity: 4 },
    { id: 1, guid: 'g-1', name: 'Kettle', seller: null, price: '100.00', stockQuantity: 5 },
    { id: 3, guid: 'g-3', name: 'Kettle from Sara', seller: 'Sara Ahmadi', price: '90.00', stockQuantity: 0 },
  ],
  history: {
    points: [
      { at: '2026-03-21T00:00:00.000Z', price: '110.00' },
      { at: '2026-04-21T00:00:00.000Z', price: '95.00' },
      { at: '2026-05-21T00:00:00.000Z', price: '95.00' },
    ],
    min: '95',
    max: '110',
    current: '95.00',
  },
};
const productPage = (lang: 'en' | 'fa' = 'en') =>
  render(
    { name: 'Products', params: { slug: 'g-1' }, path: `/${lang}/p/g-1` },
    { product: { ...card(1, '100.00'), name: 'Kettle', oldPrice: '120.00' }, priceComparison: comparison },
    lang,
  );

describe('theme_torob', () => {
  test('draws the home, the category and the product pages itself and its own products box', () => {
    expect(Object.keys(theme_torob.screens!).sort()).toEqual(['Categories', 'Home', 'Products']);
    expect(theme_torob.blocks.productsbox).not.toBe(official.blocks.productsbox);
    expect(theme_torob.blocks.faq).toBe(official.blocks.faq);
  });

  test('a product page lists the offers in their order, the first in stock marked lowest, one cart button each', () => {
    const html = productPage();
    const sellers = [...html.matchAll(/<p class="torob-offer-seller" id="[^"]+">([^<]+)<\/p>/g)].map((m) => m[1]);
    expect(sellers).toEqual(['Reza Karimi', 'Saray Demo Bazaar', 'Sara Ahmadi']);
    expect(html.match(/torob-offer--best/g)).toHaveLength(1);
    expect(html).toMatch(/<li class="torob-offer torob-offer--best" data-offer="2">/);
    expect(html).toMatch(/<li class="torob-offer torob-offer--out" data-offer="3">/);
    // The product's own button keeps its test id; each offer has its own, off when none is left.
    expect(html.match(/data-testid="add-to-cart"/g)).toHaveLength(1);
    expect(html.match(/data-testid="offer-add-to-cart"/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="offer-seller-3 offer-stock-3"/);
    // The offer of this page says so; the others lead to theirs.
    expect(html).toContain('<span class="torob-here">This page</span>');
    expect(html).toContain('href="/en/p/g-2"');
    expect(html).toContain('Sold on this page by Saray Demo Bazaar');
    // Its summary keeps the product's price with the old one struck through, each once.
    expect(html.match(/class="money current-price"/g)).toHaveLength(1);
    expect(html).toContain('<del class="old-price">');
  });

  test('the price history is a step line with its levels and its days in the visitor’s calendar', () => {
    const en = productPage();
    expect(en).toContain(`d="${stepPath(comparison.history!.points)}"`);
    expect(en).toContain('<span class="torob-chart-day torob-chart-day--first">2026/03/21</span>');
    expect(en).toContain('<span class="torob-chart-label torob-chart-label--high">110</span>');
    const fa = productPage('fa');
    expect(fa).toContain('<span class="torob-chart-day torob-chart-day--first">۱۴۰۵/۰۱/۰۱</span>');
    expect(fa).toContain('<span class="torob-chart-day torob-chart-day--last">۱۴۰۵/۰۲/۳۱</span>');
    expect(fa).toContain('<span class="torob-chart-label torob-chart-label--low">۹۵</span>');
  });

  test('the step line goes level until each change and on to today', () => {
    const points = [
      { at: '2026-01-01T00:00:00Z', price: '10' },
      { at: '2026-01-02T00:00:00Z', price: '8' },
      { at: '2026-01-05T00:00:00Z', price: '8' },
    ];
    expect(stepPath(points)).toBe('M0 15H250V85H1000');
    // One price all along is a level line through the middle.
    expect(stepPath([points[1], points[2]])).toBe('M0 50H1000');
  });

  test('a category shows each product from its lowest price at its sellers, in the order the address asks', () => {
    const products = [card(1, '100.00'), card(2, '80.00'), card(3, '60.00', { stockQuantity: 0 })];
    const summaries = {
      1: { lowest: '90.00', sellers: 4, inStock: true },
      2: { lowest: '80.00', sellers: 1, inStock: true },
      3: { lowest: '60.00', sellers: 2, inStock: false },
    };
    const category = { id: 9, guid: 'c-9', name: 'Kettles', parentCategoryId: 0 };
    const html = render(
      { name: 'Categories', params: { type: 'product', slug: 'c-9' }, path: '/en/cat/product/c-9?sort=cheapest' },
      { category, categories: [], products, priceComparison: { summaries } },
    );
    const skus = [...html.matchAll(/<article class="product-card torob-card" data-product="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(skus).toEqual(['KT-2', 'KT-1', 'KT-3']);
    // "from" where several sell it; one seller's price alone.
    expect(html).toContain(
      '<span class="torob-from">from</span><span class="money current-price"><bdi dir="ltr">90</bdi> USDT</span>',
    );
    expect(html).toContain(
      '<p class="price torob-price"><span class="money current-price"><bdi dir="ltr">80</bdi> USDT</span>',
    );
    expect(html).toContain('at 4 sellers');
    expect(html).toContain('<a href="/en/cat/product/c-9?sort=cheapest" aria-current="true">');
    expect(sortProducts(products, summaries, 'sellers').map((p) => p.id)).toEqual([1, 3, 2]);
  });

  test('the home searches the products, shows the price drops, then the home page as the pages draw it', () => {
    const page = {
      id: 1,
      guid: 'p-1',
      slug: 'home',
      type: 'Pages',
      title: 'Home',
      layoutType: 'onecolumn',
      published: true,
      includeInTopMenu: false,
      includeInSitemap: true,
    };
    const html = render(
      { name: 'Home', params: {}, path: '/fa' },
      {
        page,
        priceComparison: {
          drops: [{ product: card(1, '100.00'), was: '100.00', now: '92.00' }],
          summaries: { 1: { lowest: '92.00', sellers: 3, inStock: true } },
          categories: [{ id: 5, guid: 'c-5', name: 'کتری', parentCategoryId: 0 }],
        },
      },
      'fa',
    );
    expect(html).toMatch(/<form class="torob-search" role="search" aria-label="[^"]+" action="\/fa\/p" method="get">/);
    expect(html).toContain('<span class="torob-fall">۸% cheaper</span>');
    expect(html).toMatch(/<del class="old-price"><span class="money"><bdi dir="ltr">۱۰۰<\/bdi>/);
    expect(html).toContain('href="/fa/cat/product/c-5"');
    expect(html).toMatch(/<\/section><article class="page page--onecolumn" data-page="home">/);
  });
});
