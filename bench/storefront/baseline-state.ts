import type {
  Block,
  DataContent,
  Language,
  MenuItem,
  PageView,
  PictureMedia,
  ProductAttribute,
  ProductCard,
  ProductDetail,
  StorefrontState,
  ThemeName,
} from '@saray/contracts/storefront/state';
import { headFor } from '../../backend/src/modules/storefront/head.js';
import { readHeaderSettings } from '../../backend/src/modules/storefront/header-settings.js';
import { attributeValue, translatedChoice } from '../../backend/src/modules/storefront/product-attributes.js';
import type { BlockRow, CardRow, PageRow, ProductRow, QuickAccessRow, SpecRow } from './baseline-sql.js';

/** What every page of the store shares, read once at start (Saray keeps stores and settings in a cache too). */
export interface Site {
  storeName: string;
  storeTitle: string;
  theme: ThemeName;
  currency: string;
  canChangeProfile: string;
  /** The store's language (store.defaultlanguage), where a picture's text in the page's language is missing. */
  defaultLanguage: Language | undefined;
  multilanguage: boolean;
  /** The public languages with their names for the language menu. */
  languages: { code: Language; locale: string; name: string }[];
  /** The storefront's messages per language, default language filling gaps. */
  messages: Record<Language, Record<string, string>>;
}

/** The reads every page makes besides its own: the language's home page, its layout blocks, the quick access. */
export interface LayoutRows {
  home: PageRow | undefined;
  layoutBlocks: BlockRow[];
  quickAccess: QuickAccessRow[];
  /** The layout blocks by part, when kept from an earlier request. */
  parts?: Record<string, Block[]>;
}

export interface PageRequest {
  lang: Language;
  origin: string;
  /** The request's path and query, as the browser sent it. */
  url: string;
  /** The path after the language segment: '/pages/about-us'. */
  pathAfterLang: string;
}

const parse = (text: string | null): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

export function toBlock(row: BlockRow): Block {
  const data = parse(row.data_content);
  return {
    id: row.id,
    guid: row.guid ?? '',
    version: row.version,
    componentName: row.component_name,
    title: row.title || null,
    description: row.description,
    partName: row.part_name,
    entityName: row.entity_name,
    entityId: row.entity_id ?? 0,
    displayOrder: row.display_order,
    published: row.published,
    contentTemplateId: row.content_template_id,
    dataContent: data && typeof data === 'object' && !Array.isArray(data) ? (data as DataContent) : {},
  };
}

export function byPart(rows: BlockRow[]): Record<string, Block[]> {
  const parts: Record<string, Block[]> = {};
  for (const row of rows) (parts[row.part_name] ??= []).push(toBlock(row));
  return parts;
}

export function toPage(row: PageRow): PageView {
  return {
    id: row.id,
    guid: row.guid ?? '',
    slug: row.slug,
    type: row.type,
    title: row.title,
    description: row.description,
    layoutType: row.layout_type,
    published: row.published,
    includeInTopMenu: row.include_in_top_menu,
    includeInSitemap: row.include_in_sitemap,
    metaTitle: row.meta_title || null,
    metaDescription: row.meta_description || null,
    metaKeywords: row.meta_keywords || null,
    dataContent: row.data_content || null,
    version: row.version,
  };
}

const picturesOf = (pictures: string | null): string[] =>
  (pictures ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** A product card; the baseline draws no listing (a product with a place), so the measured pages have none. */
export function toCard(row: CardRow): ProductCard {
  if (row.placed) throw new Error(`baseline: product ${row.id} is a listing, which the baseline does not draw`);
  return {
    id: row.id,
    guid: row.guid ?? '',
    name: row.name,
    sku: row.sku,
    price: row.price,
    oldPrice: row.old_price,
    picture: picturesOf(row.pictures)[0] ?? null,
    markAsNew: row.mark_as_new,
    stockQuantity: row.stock_quantity,
    categoryId: row.category_id,
    ...(row.coin ? { currency: row.coin } : {}),
  };
}

export function toProduct(
  row: ProductRow,
  category: { guid: string | null; name: string } | undefined,
  specs: SpecRow[],
): ProductDetail {
  const attributes = toSpecs(specs);
  return {
    ...toCard(row),
    pictures: picturesOf(row.pictures),
    description: row.description,
    category: category ? { guid: category.guid ?? '', name: category.name } : null,
    metaDescription: row.meta_description || null,
    ...(attributes.length ? { attributes } : {}),
  };
}

/** The specification table: each attribute once (its last value), a choice named in the language read. */
function toSpecs(rows: SpecRow[]): ProductAttribute[] {
  const shown = new Map<number, ProductAttribute>();
  for (const row of rows) {
    const names = row.choices
      ? new Map(row.choices.flatMap((texts) => texts.filter((t): t is string => !!t).map((t) => [t.trim(), texts[0]!])))
      : undefined;
    const value = attributeValue(row.control, translatedChoice(row.control, row.value, names));
    if (value) shown.set(row.id, { name: row.name, group: row.group_name || null, ...value });
  }
  return [...shown.values()];
}

function menuItems(block: Block | undefined): MenuItem[] {
  const raw = block?.dataContent.menuitems?.content;
  const items = typeof raw === 'string' ? parse(raw) : raw;
  return Array.isArray(items)
    ? (items as MenuItem[]).filter((i) => i && typeof i.id === 'string' && typeof i.title === 'string')
    : [];
}

function openGraph(product: ProductDetail, origin: string, site: string, currency: string): Record<string, string> {
  return {
    'og:type': 'product',
    'og:title': product.name,
    'og:site_name': site,
    ...(product.metaDescription ? { 'og:description': product.metaDescription } : {}),
    ...(product.picture ? { 'og:image': `${origin}/api/CMS/Image/Images/${encodeURIComponent(product.picture)}` } : {}),
    'product:price:amount': product.price,
    'product:price:currency': currency,
  };
}

/**
 * The state of a content page or a product page for a visitor, in the shape the storefront's server bundle renders:
 * what Saray's StorefrontStateService builds for the same request, from the rows read by hand.
 */
export function pageState(
  site: Site,
  req: PageRequest,
  layout: LayoutRows,
  route: { name: 'Pages' | 'Products'; slug: string },
  content: {
    page?: PageRow;
    product?: ProductDetail;
    related?: ProductCard[];
    parts: BlockRow[];
    translations?: Set<string>;
    media?: Record<string, PictureMedia>;
  },
): StorefrontState {
  const parts = layout.parts ?? byPart(layout.layoutBlocks);
  const page = content.page && toPage(content.page);
  const product = content.product;
  const translated = content.translations;
  const publicCodes = site.languages.map((l) => l.code);
  const offered = publicCodes.includes(req.lang) ? publicCodes : [req.lang, ...publicCodes];
  return {
    lang: req.lang,
    dir: req.lang === 'fa' ? 'rtl' : 'ltr',
    calendar: req.lang === 'fa' ? 'persian' : 'gregorian',
    base: `/${req.lang}`,
    origin: req.origin,
    store: { name: site.storeName, title: site.storeTitle, theme: site.theme, currency: site.currency },
    languages: site.multilanguage
      ? site.languages.map((l) => ({
          ...l,
          href: `/${l.code}${!translated || translated.has(l.code) ? req.pathAfterLang : ''}`,
        }))
      : [],
    messages: site.messages[req.lang],
    route: { name: route.name, params: { slug: route.slug }, path: req.url },
    status: 200,
    head: headFor({
      storeTitle: site.storeTitle,
      title: page?.title ?? product?.name,
      metaTitle: page?.metaTitle,
      description: page?.metaDescription ?? product?.metaDescription ?? undefined,
      keywords: page?.metaKeywords,
      origin: req.origin,
      path: req.pathAfterLang,
      lang: req.lang,
      languages: translated ? offered.filter((l) => translated.has(l)) : offered,
      og: product ? openGraph(product, req.origin, site.storeTitle, site.currency) : undefined,
    }),
    user: null,
    header: readHeaderSettings(parts.header?.[0]?.dataContent),
    layout: parts,
    layoutPageId: layout.home?.id ?? 0,
    cartCount: 0,
    menu: { blockId: parts.menu?.[0]?.id ?? null, items: menuItems(parts.menu?.[0]) },
    quickAccess: layout.quickAccess,
    data: {
      ...(page ? { page } : {}),
      ...(product ? { product } : {}),
      parts: byPart(content.parts),
      ...(content.related?.length ? { related: content.related } : {}),
    },
    ...(content.media ? { media: content.media } : {}),
    settings: { 'customer.canchangeprofile': site.canChangeProfile },
    year: new Date().getUTCFullYear(),
  };
}
