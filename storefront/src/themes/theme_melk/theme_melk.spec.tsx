import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ProductCard, ProductDetail, StorefrontState } from '@saray/contracts/storefront/state';
import { StorefrontProvider } from '../../context';
import { translator } from '../../i18n';
import { Screen, ThemeScreenContext } from '../../screens/Screen';
import { renderBlocks } from '../../testing/render';
import { testBlock, testState } from '../../testing/state';
import { official } from '../official';
import { ThemeContext } from '../ThemeContext';
import { factText, factValue } from './components/facts';
import { groupByReach, layoutPanel } from './components/map-geometry';
import { theme_melk } from './index';
import { MelkListingScreen } from './screens/MelkListingScreen';
import { MelkPropertyScreen } from './screens/MelkPropertyScreen';

const OWN_SCREENS: Record<string, ComponentType> = { MelkListingScreen, MelkPropertyScreen };

const MESSAGES = {
  'storefront.melk.perarea': 'Per m²',
  'storefront.melk.place': '%{region}, %{city}',
  'storefront.melk.sold': 'Sold',
  'storefront.melk.count': '%{count} listing |||| %{count} listings',
  'storefront.melk.fact.area': '%{value} m²',
  'storefront.melk.fact.rooms': '%{value} bedroom |||| %{value} bedrooms',
  'storefront.melk.fact.floor': 'Floor %{value}',
  'storefront.melk.fact.year': 'Built %{value}',
  'storefront.melk.map.label': 'Map of the listings',
  'storefront.melk.map.marker': '%{number}. %{name}, %{price}',
  'storefront.melk.map.current': '%{name}: this home',
  'storefront.melk.location': 'Location',
  'storefront.melk.features': 'Features',
  'storefront.melk.search.placeholder': 'Neighbourhood, city or keyword',
  'storefront.filter.city': 'City',
  'storefront.filter.region': 'Neighbourhood',
  'storefront.product.outofstock': 'Out of stock',
};

const facts = (area: string, rooms: string) => [
  { id: 11, name: 'Area (m²)', value: area, kind: 'number' as const, icon: 'area' },
  { id: 12, name: 'Bedrooms', value: rooms, kind: 'number' as const, icon: 'rooms' },
  { id: 13, name: 'Floor', value: '6', kind: 'number' as const, icon: 'floor' },
  { id: 14, name: 'Year built', value: '2019', kind: 'number' as const, icon: 'year' },
  { id: 15, name: 'Parking', value: 'true', kind: 'switch' as const, icon: 'parking' },
  { id: 16, name: 'Storage room', value: 'false', kind: 'switch' as const, icon: 'storage' },
];
const flat: ProductCard = {
  id: 1,
  guid: 'g-flat',
  name: 'Sunlit flat in Elahieh',
  sku: 'RE-1',
  price: '412000',
  currency: 'USDT',
  stockQuantity: 1,
  picture: 'flat.webp',
  listing: {
    facts: facts('165', '3'),
    area: '165',
    pricePerArea: '2496.97',
    city: 'Tehran',
    region: 'Elahieh',
    point: { lat: 35.7948, lng: 51.4242 },
  },
};
const villa: ProductCard = {
  ...flat,
  id: 2,
  guid: 'g-villa',
  name: 'Garden villa',
  sku: 'RE-2',
  price: '1350000',
  stockQuantity: 0,
  listing: { facts: facts('420', '1'), city: 'Tehran', point: { lat: 35.8151, lng: 51.4731 } },
};
const istanbul: ProductCard = {
  ...flat,
  id: 3,
  guid: 'g-moda',
  name: 'Flat in Moda',
  sku: 'RE-3',
  listing: { facts: [], city: 'Istanbul', point: { lat: 40.9818, lng: 29.0251 } },
};
const phone: ProductCard = {
  id: 4,
  guid: 'g-phone',
  name: 'Pardis X1',
  sku: 'PH-1',
  price: '349.90',
  stockQuantity: 0,
};

/** A screen of theme_melk for a route, rendered as the server renders it. */
function renderScreen(state: Partial<StorefrontState>): string {
  const full = testState({ messages: MESSAGES, ...state, store: { ...testState().store, theme: 'theme_melk' } });
  return renderToString(
    <StorefrontProvider state={full}>
      <ThemeContext.Provider value={theme_melk}>
        <ThemeScreenContext.Provider value={OWN_SCREENS[theme_melk.screens![full.route.name]!] ?? null}>
          <Screen />
        </ThemeScreenContext.Provider>
      </ThemeContext.Provider>
    </StorefrontProvider>,
  );
}
const category = { id: 9, guid: 'g-cat', name: 'Real estate', parentCategoryId: 0 };
const listingRoute = {
  name: 'Categories' as const,
  params: { type: 'product', slug: 'g-cat' },
  path: '/cat/product/g-cat',
};
const count = (html: string, text: string) => html.split(text).length - 1;

describe('theme_melk', () => {
  test('replaces the banner and the products box, keeps the other official blocks, and draws two screens', () => {
    expect(theme_melk.blocks.banner).not.toBe(official.blocks.banner);
    expect(theme_melk.blocks.productsbox).not.toBe(official.blocks.productsbox);
    expect(theme_melk.blocks.faq).toBe(official.blocks.faq);
    expect(Object.keys(theme_melk.blocks).sort()).toEqual(Object.keys(official.blocks).sort());
    expect(Object.keys(theme_melk.screens ?? {}).sort()).toEqual(['Categories', 'Products']);
  });

  test('its hero searches the listings through the product list, in the language of the page', () => {
    const hero = testBlock('banner', { heading: 'Find your next home', image: 'hero.jpg', link: '/cat' });
    const html = renderBlocks([hero], {
      base: '/fa',
      messages: MESSAGES,
      store: { ...testState().store, theme: 'theme_melk' },
    });
    expect(html).toContain('class="melk-hero melk-hero--pictured"');
    expect(html).toMatch(/<form class="melk-hero-search" role="search" action="\/fa\/p" method="get">/);
    expect(html).toMatch(
      /<input id="melk-search-\d+" type="search" placeholder="Neighbourhood, city or keyword" name="q"\/>/,
    );
    expect(html).toContain('<h2>Find your next home</h2>');
  });

  test('its products box draws property cards: price per m², place and key facts; a product that is no listing, its stock', () => {
    const box = testBlock(
      'productsbox',
      { title: 'Homes for sale' },
      { id: 2, resolved: { products: [flat, villa, phone] } },
    );
    const html = renderBlocks([box], { messages: MESSAGES, store: { ...testState().store, theme: 'theme_melk' } });
    expect(html).toContain('<h2>Homes for sale</h2>');
    expect(count(html, 'class="product-card melk-card"')).toBe(3);
    expect(html).toMatch(
      /<p class="melk-per-area">Per m²<!-- --> <span class="money"><bdi dir="ltr">2,496.97<\/bdi> USDT<\/span><\/p>/,
    );
    expect(html).toContain('<span>Elahieh, Tehran</span>');
    for (const fact of ['165 m²', '3 bedrooms', 'Floor 6', 'Built 2019', '1 bedroom'])
      expect([fact, html.includes(`<span>${fact}</span>`)]).toEqual([fact, true]);
    // A sold listing says so; an out-of-stock product that is no listing says that instead.
    expect(html).toContain('<span class="badge melk-badge melk-badge--sold">Sold</span>');
    expect(html).toContain('Out of stock');
    // No ids on a box's cards: a product may be in two boxes of one page.
    expect(html).not.toContain('id="listing-');
  });

  test('a category is a search of listings: filters of places and ranges, numbered cards and a map of them', () => {
    const html = renderScreen({
      route: listingRoute,
      data: {
        category,
        products: [flat, villa, istanbul, phone],
        filters: {
          ranges: [{ id: 11, name: 'Area (m²)', icon: 'area', min: '100', max: '' }],
          cities: [
            { id: 1, name: 'Tehran' },
            { id: 3, name: 'Istanbul' },
          ],
          city: 1,
          regions: [{ id: 5, name: 'Elahieh', parent: 'Tehran' }],
        },
      },
    });
    expect(html).toContain('<h1>Real estate</h1>');
    expect(html).toContain('<p class="melk-count">4 listings</p>');
    // The filters reload the list with the choices in the address; a filter applies, so they are open.
    expect(html).toContain('<details class="melk-filters" open="">');
    expect(html).toContain('action="/cat/product/g-cat"');
    expect(html).toMatch(/<select name="city">.*<option value="1" selected="">Tehran<\/option>/s);
    expect(html).toContain('<optgroup label="Tehran"><option value="5">Elahieh</option></optgroup>');
    expect(html).toMatch(/<input inputMode="decimal" placeholder="[^"]*" name="min-11" value="100"\/>/);
    expect(html).toContain('name="max-11"');
    // Three listings have a point: numbered 1 to 3 on their cards and markers; Tehran and Istanbul are two maps.
    expect(count(html, 'class="melk-card-number"')).toBe(3);
    expect(count(html, '<svg class="melk-map-panel"')).toBe(2);
    expect(html).toContain('role="group" aria-label="Map of the listings: Tehran"');
    expect(html).toContain(
      '<a class="melk-marker" href="#listing-RE-1" aria-label="1. Sunlit flat in Elahieh, 412,000 USDT">',
    );
    expect(html).toContain('id="listing-RE-1"');
    // The same listings as a list, for whoever cannot use the map.
    expect(html).toMatch(
      /<details class="melk-map-list">.*<a href="#listing-RE-3">3\. Flat in Moda, 412,000 USDT<\/a>/s,
    );
  });

  test('a list without points has no map, and an empty one says so', () => {
    const html = renderScreen({ route: listingRoute, data: { category, products: [phone] } });
    expect(html).not.toContain('melk-map');
    expect(html).toContain('<div class="melk-results">');
    expect(renderScreen({ route: listingRoute, data: { category, products: [] } })).toContain('class="melk-none"');
  });

  test('in fa the numbers are Persian: on the cards, the markers and the facts', () => {
    const html = renderScreen({
      lang: 'fa',
      dir: 'rtl',
      base: '/fa',
      route: listingRoute,
      data: { category, products: [flat] },
    });
    expect(html).toContain('<span class="melk-card-number">۱</span>');
    expect(html).toContain('<text dy="0.35em" aria-hidden="true">۱</text>');
    expect(html).toContain('href="/fa/p/g-flat"');
  });

  test('a property page: summary with price per m² and key facts, features, and its place on a map', () => {
    const product: ProductDetail = { ...flat, pictures: ['flat.webp'], description: '<p>Corner flat.</p>' };
    const html = renderScreen({
      route: { name: 'Products', params: { slug: 'g-flat' }, path: '/p/g-flat' },
      data: { product, related: [villa, istanbul] },
    });
    expect(html).toMatch(/<div class="product-summary melk-summary"><h1>Sunlit flat in Elahieh<\/h1>/);
    expect(html).toContain('class="money current-price"');
    expect(html).toContain('<p class="melk-per-area">Per m²');
    expect(html).toMatch(/<dt>.*Area \(m²\)<\/dt><dd>165<\/dd>/);
    expect(html).toMatch(/<ul class="melk-features"><li>.*Parking<\/li><\/ul>/);
    expect(html).not.toContain('Storage room</li>');
    expect(html).toContain('data-testid="add-to-cart"');
    // A listing is one of a kind: no quantity to choose.
    expect(html).not.toContain('class="stepper"');
    // Its own marker is no link; the similar listing nearby is, to its page; the one in Istanbul is not on this map.
    expect(html).toContain(
      '<g class="melk-marker is-current" role="img" aria-label="Sunlit flat in Elahieh: this home">',
    );
    expect(html).toContain('<a class="melk-marker" href="/p/g-villa"');
    expect(html).not.toContain('href="/p/g-moda" aria-label');
  });

  test('a product that is no listing keeps its code, stock and quantity on the same page', () => {
    const product: ProductDetail = { ...phone, stockQuantity: 40, oldPrice: '399' };
    const html = renderScreen({
      route: { name: 'Products', params: { slug: 'g-phone' }, path: '/p/g-phone' },
      data: { product },
    });
    expect(html).toContain('<bdi class="sku">PH-1</bdi>');
    expect(html).toContain('class="old-price"');
    expect(html).toContain('id="product-stock"');
    expect(html).toContain('class="stepper"');
    expect(html).not.toContain('melk-map');
    expect(html).not.toContain('melk-keyfacts');
  });
});

describe('theme_melk facts', () => {
  const t = translator(MESSAGES);
  test('read in the page language, a year in fa as its solar year', () => {
    const [area, rooms, , year] = facts('1250', '1');
    expect(factText(area!, t, 'en')).toBe('1,250 m²');
    expect(factText(rooms!, t, 'en')).toBe('1 bedroom');
    expect(factValue(year!, 'en')).toBe('2019');
    expect(factValue(year!, 'fa')).toBe('۱۳۹۸');
    expect(factValue(area!, 'fa')).toBe('۱,۲۵۰');
    expect(factText({ id: 20, name: 'Ceiling (m)', value: '3.2', kind: 'number' }, t, 'en')).toBe('Ceiling (m): 3.2');
  });
});

describe('the map of listings', () => {
  const tehran = [
    { lat: 35.7948, lng: 51.4242 },
    { lat: 35.7812, lng: 51.3689 },
    { lat: 35.8151, lng: 51.4731 },
  ];
  const istanbul = { lat: 40.9818, lng: 29.0251 };

  test('listings far apart are drawn on maps of their own, near ones together', () => {
    const groups = groupByReach([...tehran, istanbul], (p) => p);
    expect(groups).toEqual([tehran, [istanbul]]);
  });

  test('places each listing inside the map, north up and east to the right', () => {
    const panel = layoutPanel(tehran, (p) => p, 400, 20);
    expect(panel.width).toBe(400);
    expect(panel.height).toBeGreaterThanOrEqual(180);
    expect(panel.height).toBeLessThanOrEqual(400);
    for (const m of panel.markers) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(panel.width);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(panel.height);
    }
    const [elahieh, saadatAbad, niavaran] = panel.markers;
    // Niavaran lies north-east of Elahieh, Saadat Abad west of both.
    expect(niavaran!.y).toBeLessThan(elahieh!.y);
    expect(niavaran!.x).toBeGreaterThan(elahieh!.x);
    expect(saadatAbad!.x).toBeLessThan(elahieh!.x);
    expect(panel.grid.x.length + panel.grid.y.length).toBeGreaterThan(0);
  });

  test('keeps the ground in proportion: a degree of longitude is shorter than one of latitude away from the equator', () => {
    const square = [
      { lat: 59.5, lng: 10 },
      { lat: 60.5, lng: 12 },
    ];
    const panel = layoutPanel(square, (p) => p, 400, 0);
    const [a, b] = panel.markers;
    // At 60° north two degrees of longitude are as long as one of latitude.
    expect(Math.abs(b!.x - a!.x)).toBeCloseTo(Math.abs(b!.y - a!.y), 0);
  });

  test('one listing alone, or two at one address, still get room and separate markers', () => {
    const one = layoutPanel([istanbul], (p) => p, 400, 30);
    expect(one.markers[0]!.x).toBeCloseTo(200, 0);
    expect(one.markers[0]!.y).toBeCloseTo(one.height / 2, 0);
    const twin = layoutPanel([istanbul, istanbul], (p) => p, 400, 30);
    const [a, b] = twin.markers;
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(29.9);
  });
});
