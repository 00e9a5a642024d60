import pg from 'pg';

// The reads of one storefront page written by hand: only the columns the page draws, visitors' rules (published
// rows) in the WHERE clause, no totals. Each is one statement.

const PAGE_COLUMNS = `id, guid, slug, type, title, description, layout_type, published, include_in_top_menu,
  include_in_sitemap, meta_title, meta_description, meta_keywords, data_content, version`;

const BLOCK_COLUMNS = `id, guid, version, component_name, title, description, part_name, entity_name, entity_id,
  display_order, published, content_template_id, data_content`;

export interface PageRow {
  id: number;
  guid: string | null;
  slug: string;
  type: string;
  title: string;
  description: string | null;
  layout_type: string;
  published: boolean;
  include_in_top_menu: boolean;
  include_in_sitemap: boolean;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  data_content: string | null;
  version: number;
}

export interface BlockRow {
  id: number;
  guid: string | null;
  version: number;
  component_name: string;
  title: string | null;
  description: string | null;
  part_name: string;
  entity_name: string;
  entity_id: number | null;
  display_order: number;
  published: boolean;
  content_template_id: number | null;
  data_content: string | null;
}

/** What a product card draws, with its coin's symbol and whether it is a listing (it has a place). */
export interface CardRow {
  id: number;
  guid: string | null;
  name: string;
  sku: string;
  price: string;
  old_price: string | null;
  pictures: string | null;
  mark_as_new: boolean;
  stock_quantity: number;
  category_id: number | null;
  coin: string | null;
  placed: boolean;
}

export interface ProductRow extends CardRow {
  description: string | null;
  meta_description: string | null;
}

/** One attribute value of a product, with its attribute and, for a choice, every language's name of the choices. */
export interface SpecRow {
  id: number;
  name: string;
  group_name: string | null;
  control: number;
  value: string | null;
  /** [name, name_fa, name_tr] of each of the attribute's values, for a dropdown, checkboxes or radio buttons. */
  choices: (string | null)[][] | null;
}

export interface QuickAccessRow {
  id: number;
  slug: string;
  title: string;
}

const CARD_COLUMNS = `p.id, p.guid, p.name, p.sku, p.price, p.old_price, p.pictures, p.mark_as_new, p.stock_quantity,
  p.category_id, c.symbol AS coin,
  (p.entity_name = 'Location' AND p.entity_id IS NOT NULL)
    OR EXISTS (SELECT 1 FROM region_mappings r WHERE r.entity_name = 'Product' AND r.entity_id = p.id)
    OR EXISTS (SELECT 1 FROM address_mappings a WHERE a.entity_name = 'Product' AND a.entity_id = p.id) AS placed`;

/** Attribute controls whose value names one of the attribute's values: dropdown, checkboxes, radio buttons. */
const CHOICE_CONTROLS = '11, 21, 22';

/** Site-wide layout parts: the home page's blocks every page of the language shows. */
const LAYOUT_PARTS = ['header', 'menu', 'footer', 'mobilecommandmenu'];

export interface MediaRow {
  file: string;
  alt: string | null;
  alt_fa: string | null;
  alt_tr: string | null;
  focal_point: string;
  [column: string]: string | null;
}

/** Runs the storefront's statements on a pool and counts them (the figure printed next to Saray's). */
export class StorefrontSql {
  statements = 0;

  constructor(private readonly pool: pg.Pool) {}

  private async rows<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
    this.statements++;
    return (await this.pool.query<T>(text, values)).rows;
  }

  async page(slug: string, lang: string): Promise<PageRow | undefined> {
    const sql = `SELECT ${PAGE_COLUMNS} FROM pages WHERE slug = $1 AND language_code = $2 AND published LIMIT 1`;
    return (await this.rows<PageRow>(sql, [slug, lang]))[0];
  }

  async homePage(lang: string): Promise<PageRow | undefined> {
    const sql = `SELECT ${PAGE_COLUMNS} FROM pages WHERE system_name = 'home' AND language_code = $1 LIMIT 1`;
    return (await this.rows<PageRow>(sql, [lang]))[0];
  }

  /** The languages a page exists in: the published pages of the same slug and type. */
  async languagesOf(slug: string, type: string): Promise<Set<string>> {
    const sql = 'SELECT language_code FROM pages WHERE slug = $1 AND type = $2 AND published LIMIT 10';
    return new Set((await this.rows<{ language_code: string }>(sql, [slug, type])).map((r) => r.language_code));
  }

  async quickAccess(lang: string): Promise<QuickAccessRow[]> {
    const sql = `SELECT id, slug, title FROM pages WHERE language_code = $1 AND include_in_top_menu AND published
      ORDER BY title, id LIMIT 20`;
    return this.rows<QuickAccessRow>(sql, [lang]);
  }

  /** A record's published blocks in display order; `parts` narrows them to some parts. */
  async blocks(entityName: string, entityId: number, parts?: string[]): Promise<BlockRow[]> {
    const byPart = parts ? ' AND part_name = ANY($3)' : '';
    const sql = `SELECT ${BLOCK_COLUMNS} FROM contents WHERE entity_name = $1 AND entity_id = $2 AND published${byPart}
      ORDER BY display_order, id`;
    return this.rows<BlockRow>(sql, parts ? [entityName, entityId, parts] : [entityName, entityId]);
  }

  layoutBlocks(homePageId: number): Promise<BlockRow[]> {
    return this.blocks('Page', homePageId, LAYOUT_PARTS);
  }

  async product(guid: string): Promise<ProductRow | undefined> {
    const sql = `SELECT ${CARD_COLUMNS}, p.description, p.meta_description
      FROM products p LEFT JOIN coins c ON c.id = p.base_coin_id WHERE p.guid = $1 AND p.published LIMIT 1`;
    return (await this.rows<ProductRow>(sql, [guid]))[0];
  }

  /** Other published products of a category, in its order. */
  related(categoryId: number, productId: number, count: number): Promise<CardRow[]> {
    const sql = `SELECT ${CARD_COLUMNS} FROM products p LEFT JOIN coins c ON c.id = p.base_coin_id
      WHERE p.category_id = $1 AND p.published AND p.id <> $2 ORDER BY p.display_order, p.id LIMIT $3`;
    return this.rows<CardRow>(sql, [categoryId, productId, count]);
  }

  /** A product's values of the active product attributes, in the attributes' order, the last mapping last. */
  specs(productId: number): Promise<SpecRow[]> {
    const sql = `SELECT a.id, a.name, a.group_name, a.attribute_control_type_id AS control, m.value,
        CASE WHEN a.attribute_control_type_id IN (${CHOICE_CONTROLS}) THEN
          (SELECT json_agg(json_build_array(v.name, v.name_fa, v.name_tr)) FROM attribute_values v
           WHERE v.attribute_id = a.id) END AS choices
      FROM attribute_mappings m JOIN attributes a ON a.id = m.attribute_id
      WHERE m.entity_name = 'Product' AND m.entity_id = $1 AND a.entity_name = 'Product' AND a.is_actived
      ORDER BY a.display_order, a.id, m.id`;
    return this.rows<SpecRow>(sql, [productId]);
  }

  /** The media library's entries of these pictures (their alternative texts and focal points). */
  media(files: string[]): Promise<MediaRow[]> {
    const sql = 'SELECT file, alt, alt_fa, alt_tr, focal_point FROM media WHERE file = ANY($1::text[])';
    return this.rows<MediaRow>(sql, [files]);
  }

  async category(id: number): Promise<{ guid: string | null; name: string } | undefined> {
    const sql = 'SELECT guid, name FROM categories WHERE id = $1';
    return (await this.rows<{ guid: string | null; name: string }>(sql, [id]))[0];
  }
}
