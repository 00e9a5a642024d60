import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { RequestContext } from '../../common/request-context.js';
import { CrudService } from '../../crud/crud.service.js';
import { inEveryLanguage, searchColumns } from '../../crud/list-sql.js';
import { fullTextDocument, sliceConditions } from '../../schema/text-index.js';
import {
  categoriesQuery,
  coinsQuery,
  pagesQuery,
  productsByLetters,
  productsByWords,
  type SqlQuery,
} from './search-sql.js';
import { parseLanguage, parseLimit, parseTypes, planSearch, type SearchType } from './search-terms.js';

export interface SearchResult {
  title: string;
  slug: string;
  type: SearchType;
}

export interface SearchQuery {
  term?: unknown;
  types?: unknown;
  lang?: unknown;
  limit?: unknown;
}

interface RankedRow extends SearchResult {
  bucket: number;
  score: number;
}

/**
 * The storefront header search (spec 1 §2.6): published pages, news and blog posts of one language, available coins,
 * and published products and product categories (found in any language, named in the visitor's). It reads with its own SQL because ranking by full-text rank and trigram similarity is beyond the generic
 * list query; who may read each entity is still the entity's access block plus its grants, checked by CrudService
 * (an entity the caller may not list is left out of the results rather than failing the whole search).
 */
@Injectable()
export class SearchService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async search(actor: Actor, context: RequestContext, query: SearchQuery): Promise<SearchResult[]> {
    const types = parseTypes(query.types);
    const language = parseLanguage(query.lang, context.lang);
    const limit = parseLimit(query.limit);
    const plan = planSearch(query.term, types);
    const queries: (SqlQuery | SqlQuery[])[] = [];
    if (plan.content.length && (await this.mayList(actor, 'pages')))
      queries.push(pagesQuery(plan.term, language, plan.content, limit));
    if (plan.coins && (await this.mayList(actor, 'coins'))) queries.push(coinsQuery(plan.term, limit));
    if (plan.products && (await this.mayList(actor, 'products'))) {
      // The words through the full-text index first; the letters (inside words, typos) when no product has them.
      const { meta } = this.crud.entity('products');
      const index = meta.indexes.find((i) => i.method === 'fts');
      const byWords =
        index &&
        productsByWords(plan.term, language, limit, {
          document: fullTextDocument(meta, index, 'p'),
          slices: sliceConditions(index, 'p'),
        });
      const columns = searchColumns(meta).map((f) => f.column);
      const byLetters = productsByLetters(plan.term, language, limit, columns);
      queries.push(byWords ? [byWords, byLetters] : byLetters);
    }
    if (plan.categories && (await this.mayList(actor, 'categories'))) {
      const { meta } = this.crud.entity('categories');
      const names = inEveryLanguage(meta, meta.fields.get('name')!).map((f) => f.column);
      queries.push(categoriesQuery(plan.term, language, limit, names));
    }
    const rows = (await Promise.all(queries.map((q) => this.run(q)))).flat();
    return rows
      .sort((a, b) => a.bucket - b.bucket || Number(b.score) - Number(a.score) || a.title.localeCompare(b.title))
      .slice(0, limit)
      .map(({ title, slug, type }) => ({ title, slug, type }));
  }

  /** A query, or the first of several that finds anything (tried in order, in one transaction). */
  private run(query: SqlQuery | SqlQuery[]): Promise<RankedRow[]> {
    const tries = Array.isArray(query) ? query : [query];
    const firstFound = async (manager: EntityManager) => {
      let rows: RankedRow[] = [];
      for (const q of tries) if (!rows.length) rows = await manager.query<RankedRow[]>(q.sql, q.params);
      return rows;
    };
    if (!tries.some((q) => q.throughIndex)) return firstFound(this.dataSource.manager);
    return this.dataSource.transaction(async (manager) => {
      // Bitmap scans only: with a LIMIT, a scan of the table or of another index in order looks cheap to the planner.
      await manager.query(
        `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      return firstFound(manager);
    });
  }

  private async mayList(actor: Actor, resource: string): Promise<boolean> {
    const entity = this.crud.entity(resource);
    try {
      return !(await this.crud.access(entity, actor, 'list')).ownOnly;
    } catch (err) {
      if (err instanceof AppError && (err.status === 401 || err.status === 403)) return false;
      throw err;
    }
  }
}
