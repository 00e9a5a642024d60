import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CategoryMenuNode, Language } from '@saray/contracts/storefront/state';
import { TableCache } from '../../common/table-cache.js';
import { HooksFor, type EntityHooks } from '../../crud/hooks.js';
import { localizedText } from '../../schema/localized-text.js';

/** How many of each level the menu shows: top categories, the groups of one, the links of a group. */
const LIMITS = [20, 16, 10];

/** The published product categories with every language's name, in the order the shop gives them. */
const CATEGORIES_SQL = `SELECT id, guid, name, name_fa, name_tr, parent_category_id AS parent, pictures
  FROM categories WHERE entity_name = 'Product' AND published ORDER BY display_order, id`;

export interface CategoryRow {
  id: number;
  guid: string;
  name: string;
  name_fa: string | null;
  name_tr: string | null;
  parent: number | null;
  pictures: string | null;
}

/**
 * The categories as the menu's tree in a language: the top ones, their children and grandchildren, each level cut to
 * its limit; a top category carries its first picture. A category under one that is not published is left out with it.
 *
 * @example categoryTree([{ id: 1, name: 'Phones', parent: null, … }], 'en') // [{ guid, name: 'Phones', children: [] }]
 */
export function categoryTree(rows: CategoryRow[], lang: Language, fallback?: Language): CategoryMenuNode[] {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows)
    children.set(Number(row.parent ?? 0), [...(children.get(Number(row.parent ?? 0)) ?? []), row]);
  const level = (parent: number, depth: number): CategoryMenuNode[] =>
    (children.get(parent) ?? []).slice(0, LIMITS[depth]).map((row) => {
      const picture =
        depth === 0
          ? String(row.pictures ?? '')
              .split(',')[0]
              .trim()
          : '';
      return {
        guid: String(row.guid),
        name: localizedText(row as unknown as Record<string, unknown>, 'name', lang, fallback),
        ...(picture ? { picture } : {}),
        children: depth + 1 < LIMITS.length ? level(Number(row.id), depth + 1) : [],
      };
    });
  return level(0, 0);
}

/**
 * The header's category menu (CATEGORY_MENU_THEMES): the product categories, read in one statement for every
 * language and kept until a category changes (here, or on another node through the change feed), so a page costs no
 * statement for it; each language's tree is built once per read.
 */
@Injectable()
@HooksFor('Category')
export class CategoryMenu implements EntityHooks {
  private readonly rows = new TableCache(async () => ({
    rows: (await this.dataSource.query(CATEGORIES_SQL)) as CategoryRow[],
    trees: new Map<string, CategoryMenuNode[]>(),
  }));

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async tree(lang: Language, fallback?: Language): Promise<CategoryMenuNode[]> {
    const { rows, trees } = await this.rows.get();
    const key = `${lang}:${fallback ?? ''}`;
    let tree = trees.get(key);
    if (!tree) trees.set(key, (tree = categoryTree(rows, lang, fallback)));
    return tree;
  }

  afterCommit(): void {
    this.rows.invalidate();
  }

  /** Another node changed a category (ChangeFeed): read them again here too. */
  changedElsewhere(): void {
    this.rows.invalidate();
  }
}
