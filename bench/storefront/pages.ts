import { DEMO_PAGES } from '../../backend/src/db/demo-content.js';
import type { RunSql } from '../api-list/seed-products.js';

/** A storefront page of the demo seed and text its server HTML must contain. */
export interface StorefrontPage {
  name: string;
  path: string;
  /** The path as the report shows it: '/en/p/{guid}'. */
  label: string;
  /** Expected in the document's title. */
  title: string;
  /** Expected in the rendered page (the app's markup, not the state JSON beside it). */
  texts: string[];
}

const LANG = 'en';
const plain = (html: unknown): string =>
  String(html)
    .replace(/<[^>]*>/g, '')
    .trim();

function demoPage(slug: string) {
  const page = DEMO_PAGES.find((p) => p.slug[LANG] === slug);
  if (!page) throw new Error(`the demo seed has no '${slug}' page`);
  // Only the blocks' texts are read here: which picture the banner shows does not matter.
  return { page, blocks: page.blocks(LANG, { banner: '' }) };
}

/** The pages under test: the home page, the about page (an htmlcontent block) and the first demo product. */
export async function storefrontPages(runSql: RunSql): Promise<Record<'home' | 'content' | 'product', StorefrontPage>> {
  const about = demoPage('about-us');
  const home = demoPage('home');
  const banner = home.blocks.find((b) => b.componentName === 'banner');
  const [product] = (await runSql(
    `SELECT p.guid, p.name, p.sku, c.name AS category FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.published ORDER BY p.id LIMIT 1`,
  )) as { guid: string; name: string; sku: string; category: string }[];
  if (!product) throw new Error('the demo seed has no published product with a category');
  return {
    home: {
      name: 'home',
      path: `/${LANG}/`,
      label: `/${LANG}/`,
      title: '',
      texts: banner ? [plain(banner.values.heading)] : [],
    },
    content: {
      name: 'content',
      path: `/${LANG}/pages/about-us`,
      label: `/${LANG}/pages/about-us`,
      title: about.page.title[LANG],
      texts: [about.page.title[LANG], ...about.blocks.map((b) => plain(b.values.content))],
    },
    product: {
      name: 'product',
      path: `/${LANG}/p/${product.guid}`,
      label: `/${LANG}/p/{guid}`,
      title: product.name,
      texts: [product.name, product.sku, product.category],
    },
  };
}
