import { renderToString } from 'react-dom/server';
import type { CompareView, ProductCard } from '@saray/contracts/storefront/state';
import { CompareBar } from '../compare/CompareBar';
import { StorefrontProvider } from '../context';
import { testState } from '../testing/state';
import { official } from '../themes/official';
import { ThemeContext } from '../themes/ThemeContext';
import { CompareScreen } from './CompareScreen';

const MESSAGES = {
  'storefront.compare.title': 'Compare products',
  'storefront.compare.empty': 'Nothing to compare yet.',
  'storefront.compare.remove': 'Remove %{name} from the comparison',
  'storefront.compare.removeshort': 'Remove',
  'storefront.compare.differs': 'differs',
  'storefront.compare.none': 'none',
  'storefront.compare.price': 'Price',
  'storefront.compare.stock': 'Availability',
  'storefront.product.instock': 'In stock',
  'storefront.product.outofstock': 'Out of stock',
  'storefront.common.yes': 'Yes',
  'storefront.common.no': 'No',
};

const card = (id: number, price: string, stockQuantity: number): ProductCard => ({
  id,
  guid: `g-${id}`,
  name: `Phone ${id}`,
  sku: `PH-${id}`,
  price,
  stockQuantity,
  currency: 'USDT',
});

function render(compare: CompareView | undefined, lang: 'en' | 'fa' = 'en') {
  const state = testState({
    lang,
    dir: lang === 'fa' ? 'rtl' : 'ltr',
    base: `/${lang}`,
    messages: MESSAGES,
    route: { name: 'Compare', params: {}, path: `/${lang}/compare` },
    data: compare ? { compare } : {},
  });
  return renderToString(
    <StorefrontProvider state={state}>
      <ThemeContext.Provider value={official}>
        <CompareScreen />
        <CompareBar />
      </ThemeContext.Provider>
    </StorefrontProvider>,
  );
}

/** Each body row as its cells' text, the row marked when its values differ. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr( class="compare-differs")?>(.*?)<\/tr>/gs)].map(([, differ, cells]) => [
    differ ? 'differs' : 'same',
    ...[...cells.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, c]) => c.replace(/<[^>]+>/g, '').trim()),
  ]);

describe('the comparison page', () => {
  const view: CompareView = {
    products: [card(3, '349.90', 40), card(9, '349.9', 0)],
    rows: [
      { name: 'Screen size (in)', group: 'Display', kind: 'text', values: ['6.1', '6.7'] },
      { name: 'Screen type', group: 'Display', kind: 'text', values: ['OLED', 'OLED'] },
      { name: '5G network', group: 'Connectivity', kind: 'flag', values: ['true', null] },
    ],
  };

  test('a column per product, a row per fact, the rows whose values differ marked', () => {
    const html = render(view);
    expect(rowsOf(html.slice(html.indexOf('<tbody>')))).toEqual([
      ['same', 'Price', '349.90 USDT', '349.90 USDT'],
      ['differs', 'Availability (differs)', 'In stock', 'Out of stock'],
      ['same', 'Display'],
      ['differs', 'Screen size (in) (differs)', '6.1', '6.7'],
      ['same', 'Screen type', 'OLED', 'OLED'],
      ['same', 'Connectivity'],
      ['differs', '5G network (differs)', 'Yes', '—none'],
    ]);
  });

  test('each product’s head links to it, its remove link is the comparison without it; fa’s digits', () => {
    const html = render(view, 'fa');
    expect(html).toContain('href="/fa/p/g-3"');
    expect(html).toMatch(/href="\/fa\/compare\?ids=9" aria-label="Remove Phone 3 from the comparison"/);
    expect(html).toMatch(/href="\/fa\/compare\?ids=3" aria-label="Remove Phone 9 from the comparison"/);
    expect(html).toContain('role="region" aria-labelledby="compare-title" tabindex="0"');
    // Numbers in the page's digits; words as written.
    expect(html).toContain('<td>۶.۱</td>');
    expect(html).toContain('<td>OLED</td>');
    // The floating bar is not drawn on the comparison page, nor before the browser's list is read.
    expect(html).not.toContain('compare-bar');
  });

  test('no products: a word on how to compare, and the way to the products', () => {
    for (const compare of [undefined, { products: [], rows: [] }]) {
      const html = render(compare);
      expect(html).toContain('Nothing to compare yet.');
      expect(html).toContain('href="/en/p"');
      expect(html).not.toContain('compare-table');
    }
  });
});
