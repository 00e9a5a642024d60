import { Inject, Injectable } from '@nestjs/common';
import { COMPARE_LIMIT, type CompareView } from '@saray/contracts/storefront/state';
import { CrudService } from '../../crud/crud.service.js';
import { ProductAttributes } from './product-attributes.js';
import type { RouteContext } from './route-data.service.js';
import { currencyOf, pricedIn, toProductCard } from './views.js';

const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * The product ids a comparison's address asks for (`ids=3,7,12`): whole numbers above zero, each once, the first
 * COMPARE_LIMIT of them. What does not parse is left out, never an error: the address is the visitor's to edit.
 *
 * @example compareIds(new URLSearchParams('ids=7,x,3,7,-1,2.5,9,4,5')) // [7, 3, 9, 4]
 */
export function compareIds(query: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const part of query.getAll('ids').join(',').split(',')) {
    const id = WHOLE_NUMBER.test(part.trim()) ? Number(part.trim()) : 0;
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_LIMIT) break;
  }
  return ids;
}

/**
 * /compare: the published products of the address's ids side by side, in the order asked (an id of no product, or of
 * one not published, is left out), and their specifications in rows: every attribute any of them has, each product's
 * value or null. A fixed number of reads, whatever the number of products.
 */
@Injectable()
export class ProductComparison {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ProductAttributes) private readonly attributes: ProductAttributes,
  ) {}

  async load(ctx: Pick<RouteContext, 'actor' | 'lang' | 'fallback' | 'query'>): Promise<CompareView> {
    const ids = compareIds(ctx.query);
    if (!ids.length) return { products: [], rows: [] };
    const { meta } = this.crud.entity('products');
    const rows = await this.crud.rows('products', ctx.actor, {
      // Drafts too are left out for administrators: a comparison is what shoppers can buy.
      filter: JSON.stringify({ id: ids, published: true }),
      range: JSON.stringify([0, ids.length - 1]),
      titles: pricedIn(meta),
      lang: ctx.lang,
      fallback: ctx.fallback,
    });
    const cards = new Map(rows.map((r) => [Number(r.id), toProductCard(r, currencyOf(r, meta))]));
    const products = ids.flatMap((id) => cards.get(id) ?? []);
    const sheet = await this.attributes.sheet(
      ctx,
      products.map((p) => p.id),
    );
    return {
      products,
      rows: sheet.attributes.map((a) => {
        const values = products.map((p) => sheet.values.get(p.id)?.get(a.id) ?? null);
        return {
          name: a.name,
          group: a.group,
          kind: values.find((v) => v !== null)?.kind ?? 'text',
          values: values.map((v) => v?.value ?? null),
        };
      }),
    };
  }
}
