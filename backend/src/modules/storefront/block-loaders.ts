import { Inject, Injectable } from '@nestjs/common';
import type { Block } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { RouteDataService, inLanguage, type RouteContext } from './route-data.service.js';
import { currencyOf, pricedIn, toProductDetail } from './views.js';

type Loader = (block: Block, ctx: RouteContext) => Promise<Block['resolved']>;

const content = (block: Block, name: string): string => {
  const v = block.dataContent[name]?.content;
  return v === undefined || v === null ? '' : String(v).trim();
};
const count = (block: Block, fallback: number, max = 24): number => {
  const n = Number(content(block, 'count'));
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};

/** Which products a products box shows, by its source control. */
const SOURCES: Record<string, (block: Block) => Row> = {
  featured: () => ({ isFeaturedProduct: true }),
  new: () => ({ markAsNew: true }),
  homepage: () => ({ showOnHomepage: true }),
  category: (block) => ({ categoryId: Number(content(block, 'categoryId')) || -1 }),
  all: () => ({}),
};

/**
 * What loadable blocks draw beyond their data content, read on the server before rendering so the HTML is complete:
 * products for product boxes, pages for content lists, the cart for the cart box. Keyed by componentName; a block
 * with no loader draws its data content alone.
 */
@Injectable()
export class BlockLoaders {
  private readonly loaders: Record<string, Loader> = {
    productsbox: async (block, ctx) => {
      const source = SOURCES[content(block, 'source')] ?? SOURCES.all;
      return { products: await this.routes.products(ctx, source(block), count(block, 8)) };
    },
    productdetail: (block, ctx) => this.oneProduct(block, ctx),
    productdescriptionbox: (block, ctx) => this.oneProduct(block, ctx),
    contentlist: async (block, ctx) => {
      const type = ['Pages', 'News', 'Blogs'].find((t) => t.toLowerCase() === content(block, 'type').toLowerCase());
      const filter: Row = { languageCode: ctx.lang, published: true, ...(type ? { type } : {}) };
      const query = {
        filter: JSON.stringify(filter),
        sort: JSON.stringify(['createdAt', 'DESC']),
        range: `[0,${count(block, 5) - 1}]`,
      };
      const rows = await this.crud.rows('pages', ctx.actor, query);
      return {
        pages: rows.map((r) => ({
          title: String(r.title),
          slug: String(r.slug),
          type: String(r.type),
          metaDescription: (r.metaDescription as string) ?? null,
        })),
      };
    },
    shoppingcartbox: async (_block, ctx) => ({ cart: await this.routes.cart(ctx.actor) }),
    // The store's sellers: the customers whose products are on sale, newest products first.
    homecustomers: async (block, ctx) => {
      const query = {
        filter: JSON.stringify({ published: true, sellerId_neq: null }),
        sort: JSON.stringify(['id', 'DESC']),
        range: '[0,199]',
      };
      const sellers = [...new Set((await this.crud.rows('products', ctx.actor, query)).map((p) => Number(p.sellerId)))];
      const customers = [];
      for (const id of sellers.slice(0, count(block, 12))) {
        const c = await this.crud.getOne('customers', SYSTEM_ACTOR, String(id)).catch(() => undefined);
        if (!c) continue;
        const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || String(c.username ?? '');
        customers.push({ id, name, avatar: (c.avatar as string | null) ?? null });
      }
      return { customers };
    },
  };

  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(RouteDataService) private readonly routes: RouteDataService,
  ) {}

  async resolve(blocks: Block[], ctx: RouteContext): Promise<void> {
    await Promise.all(
      blocks.map(async (block) => {
        const loader = this.loaders[block.componentName.toLowerCase()];
        if (loader) block.resolved = await loader(block, ctx);
      }),
    );
  }

  /** The product a block names (productId), or else the product page it sits on. */
  private async oneProduct(block: Block, ctx: RouteContext): Promise<Block['resolved']> {
    const id = Number(content(block, 'productId')) || (block.entityName === 'Product' ? block.entityId : 0);
    if (!id) return { products: [] };
    const { meta } = this.crud.entity('products');
    const row = await this.crud
      .getOne('products', ctx.actor, String(id), pricedIn(meta), inLanguage(ctx))
      .catch(() => undefined);
    const visible = row && (row.published !== false || ctx.actor.roles.includes('administrators'));
    return { products: visible ? [toProductDetail(row, undefined, currencyOf(row, meta))] : [] };
  }
}
