import { renderToString } from 'react-dom/server';
import type { ProductDetail, StorefrontState } from '@saray/contracts/storefront/state';
import { StorefrontProvider } from '../../../context';
import { ScreenContext } from '../../../screens/Screen';
import { testState } from '../../../testing/state';
import { ThemeContext } from '../../ThemeContext';
import { keySpecs } from '../key-specs';
import { theme_digi } from '..';
import { DigiProductScreen } from './DigiProductScreen';

const MESSAGES = {
  'storefront.product.keyspecs': 'Key specifications',
  'storefront.product.allspecs': 'All specifications',
  'storefront.product.specs': 'Specifications',
  'storefront.product.about': 'About this product',
  'storefront.compare.compare': 'Compare',
  'storefront.compare.add': 'Compare %{name}',
  'storefront.common.yes': 'Yes',
};

const phone: ProductDetail = {
  id: 7,
  guid: 'g-7',
  name: 'Pardis X1',
  sku: 'PH-1001',
  price: '349.90',
  stockQuantity: 40,
  categoryId: 3,
  pictures: [],
  description: '<p>A slim phone.</p>',
  attributes: [
    { name: 'Screen size (in)', group: 'Display', value: '6.1', kind: 'text' },
    { name: 'Notes', group: 'Display', value: '<p>Bright</p>', kind: 'html' },
    { name: 'Internal storage (GB)', group: 'Performance', value: '256', kind: 'text' },
    { name: '5G network', group: 'Connectivity', value: 'true', kind: 'flag' },
  ],
};

/** theme_digi's product screen for a route and data, the shared screen standing by as the page gives it. */
function page(route: StorefrontState['route'], data: StorefrontState['data'], lang: 'en' | 'fa' = 'en') {
  const state = testState({ lang, base: `/${lang}`, messages: MESSAGES, route, data });
  return renderToString(
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={theme_digi}>
        <ScreenContext.Provider value={() => <p>the shared screen</p>}>
          <DigiProductScreen />
        </ScreenContext.Provider>
      </ThemeContext.Provider>
    </StorefrontProvider>,
  );
}
const productPage = (product: ProductDetail | undefined, lang: 'en' | 'fa' = 'en') =>
  page({ name: 'Products', params: { slug: 'g-7' }, path: `/${lang}/p/g-7` }, product ? { product } : {}, lang);

const texts = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('theme_digi’s product page', () => {
  test('sums up the key specifications beside the price, then the whole table, then the description', () => {
    const html = productPage(phone);
    const summary = /<section class="digi-key-specs".*?<\/section>/s.exec(html)![0];
    expect(texts(summary)).toEqual([
      'Key specifications',
      'Screen size (in)',
      '6.1',
      'Internal storage (GB)',
      '256',
      '5G network',
      'Yes',
      'All specifications',
    ]);
    expect(summary).toContain('href="#product-specs-title"');
    const order = ['class="digi-key-specs"', 'class="digi-buy"', 'data-testid="spec-table"', 'About this product'];
    const at = order.map((s) => html.indexOf(s));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).toMatch(/<section class="digi-buy"[^>]*>.*aria-label="Compare Pardis X1"/s);
  });

  test('numbers in the page’s digits; no attributes, neither summary nor table', () => {
    expect(productPage(phone, 'fa')).toContain('<dd>۶.۱</dd>');
    const bare = productPage({ ...phone, attributes: undefined });
    expect(bare).not.toContain('digi-key-specs');
    expect(bare).not.toContain('spec-table');
  });

  test('the list and a product not found are the shared screen’s', () => {
    expect(page({ name: 'Products', params: {}, path: '/en/p' }, { products: [] })).toBe('<p>the shared screen</p>');
    expect(productPage(undefined)).toBe('<p>the shared screen</p>');
  });

  test('key specifications: text and flags in their order, once each, rich text left to the table', () => {
    const attributes = phone.attributes!;
    expect(keySpecs(attributes).map((a) => a.name)).toEqual([
      'Screen size (in)',
      'Internal storage (GB)',
      '5G network',
    ]);
    expect(keySpecs([...attributes, attributes[0]], 2).map((a) => a.name)).toEqual([
      'Screen size (in)',
      'Internal storage (GB)',
    ]);
  });
});
