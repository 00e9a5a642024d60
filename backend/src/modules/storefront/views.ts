import type {
  Block,
  CategoryCard,
  DataContent,
  PageView,
  ProductCard,
  ProductDetail,
} from '@saray/contracts/storefront/state';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import { sanitizeRichText } from '../../schema/html-format.js';
import { BLOCK_TEMPLATES, ITEM_TEMPLATES } from '@saray/contracts/block-templates';

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const maybe = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string' || !text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Per block, per list control, the rich-text fields of its items (a FAQ's answers, a row's column texts). */
const RICH_ITEM_FIELDS = new Map(
  BLOCK_TEMPLATES.map((t) => [
    t.componentName,
    new Map(
      t.dataTemplate
        .filter((c) => c.type === 'componentlist' && c.componentname)
        .map((c) => [
          c.name,
          (ITEM_TEMPLATES[c.componentname!] ?? []).filter((i) => i.type === 'richtext').map((i) => i.name),
        ]),
    ),
  ]),
);

/**
 * Per block, the controls its component draws as HTML: cleaned whatever type the stored value claims, since a
 * custom template or an old row may call such a control plain text.
 */
const RICH_CONTROLS = new Map(
  BLOCK_TEMPLATES.map((t) => [
    t.componentName,
    new Set(t.dataTemplate.filter((c) => c.type === 'richtext').map((c) => c.name)),
  ]),
);

/**
 * Rich text of a data content is cleaned again before drawing, whatever was stored: rich-text controls (by the
 * stored type and by the block's own template), and the rich-text fields of list items.
 */
function cleanDataContent(componentName: string, text: unknown): DataContent {
  const data = parseJson(text);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const richItems = RICH_ITEM_FIELDS.get(componentName.toLowerCase());
  const richControls = RICH_CONTROLS.get(componentName.toLowerCase());
  const out: DataContent = {};
  for (const [name, field] of Object.entries(data as Record<string, unknown>)) {
    if (!field || typeof field !== 'object') continue;
    const f = field as NonNullable<DataContent[string]>;
    const itemFields = richItems?.get(name) ?? [];
    if ((f.type === 'richtext' || richControls?.has(name)) && typeof f.content === 'string')
      out[name] = { ...f, content: sanitizeRichText(f.content) };
    else if (itemFields.length) {
      const items = parseJson(f.content);
      out[name] = {
        ...f,
        content: Array.isArray(items)
          ? items.map((item: unknown) =>
              item && typeof item === 'object'
                ? Object.fromEntries(
                    Object.entries(item).map(([k, v]) => [
                      k,
                      itemFields.includes(k) && typeof v === 'string' ? sanitizeRichText(v) : v,
                    ]),
                  )
                : item,
            )
          : [],
      };
    } else out[name] = f;
  }
  return out;
}

/** A Content row as the block the storefront draws. */
export function toBlock(row: Row): Block {
  return {
    id: Number(row.id),
    guid: str(row.guid),
    version: Number(row.version ?? 1),
    componentName: str(row.componentName),
    title: maybe(row.title),
    description: row.description ? sanitizeRichText(String(row.description)) : null,
    partName: str(row.partName),
    entityName: str(row.entityName),
    entityId: Number(row.entityId ?? 0),
    displayOrder: Number(row.displayOrder ?? 0),
    published: row.published !== false,
    contentTemplateId:
      row.contentTemplateId === null || row.contentTemplateId === undefined ? null : Number(row.contentTemplateId),
    dataContent: cleanDataContent(str(row.componentName), row.dataContent),
  };
}

export function toPage(row: Row): PageView {
  return {
    id: Number(row.id),
    guid: str(row.guid),
    slug: str(row.slug),
    type: str(row.type) || 'Pages',
    title: str(row.title),
    description: row.description ? sanitizeRichText(String(row.description)) : null,
    layoutType: str(row.layoutType) || 'onecolumn',
    published: row.published !== false,
    includeInTopMenu: row.includeInTopMenu === true,
    includeInSitemap: row.includeInSitemap !== false,
    metaTitle: maybe(row.metaTitle),
    metaDescription: maybe(row.metaDescription),
    metaKeywords: maybe(row.metaKeywords),
    dataContent: maybe(row.dataContent),
    version: Number(row.version ?? 1),
  };
}

/** A product's or a category's pictures (kept as a comma list, the main one first). */
const picturesOf = (pictures: unknown): string[] =>
  str(pictures)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
const firstPicture = (pictures: unknown): string | null => picturesOf(pictures)[0] ?? null;

/**
 * The symbol of the coin a record's money is in, as its read carried it: the title of the relation its entity file's
 * x-currency names (read with `titles=[that field]`, see pricedIn).
 */
export function currencyOf(row: Row, entity: EntityMeta): string | undefined {
  const field = entity.currency?.field;
  const titles = row._titles as Record<string, unknown> | undefined;
  const symbol = field ? titles?.[field] : undefined;
  return typeof symbol === 'string' && symbol ? symbol : undefined;
}

/** The titles parameter a read of priced records asks for: the relation naming their coin (x-currency). */
export const pricedIn = (entity: EntityMeta): string | undefined =>
  entity.currency ? JSON.stringify([entity.currency.field]) : undefined;

export function toProductCard(row: Row, currency?: string): ProductCard {
  return {
    id: Number(row.id),
    guid: str(row.guid),
    name: str(row.name),
    sku: str(row.sku),
    price: str(row.price),
    oldPrice: maybe(row.oldPrice),
    picture: firstPicture(row.pictures),
    markAsNew: row.markAsNew === true,
    stockQuantity: Number(row.stockQuantity ?? 0),
    categoryId: row.categoryId === null || row.categoryId === undefined ? null : Number(row.categoryId),
    ...(currency ? { currency } : {}),
  };
}

export function toProductDetail(row: Row, category: Row | undefined, currency?: string): ProductDetail {
  return {
    ...toProductCard(row, currency),
    pictures: picturesOf(row.pictures),
    description: row.description ? sanitizeRichText(String(row.description)) : null,
    category: category ? { guid: str(category.guid), name: str(category.name) } : null,
    metaDescription: maybe(row.metaDescription),
  };
}

export function toCategory(row: Row): CategoryCard {
  return {
    id: Number(row.id),
    guid: str(row.guid),
    name: str(row.name),
    parentCategoryId: Number(row.parentCategoryId ?? 0),
    description: row.description ? sanitizeRichText(String(row.description)) : null,
    picture: firstPicture(row.pictures),
  };
}
