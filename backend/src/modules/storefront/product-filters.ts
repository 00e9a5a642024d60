import { Inject, Injectable } from '@nestjs/common';
import type { ProductFilters } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { readHeaderSettings } from './header-settings.js';
import { ListingFilters, NUMBER_CONTROL, narrowTo } from './listing-filters.js';
import { inLanguage, type RouteContext } from './route-data.service.js';

const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/;
/** As long as the header search's term may be. */
const MAX_TERM_LENGTH = 100;
const ATTRIBUTE_CHOICE = /^(\d{1,9}):(.{1,200})$/s;
/** Products matched per attribute choice at most; a wider choice narrows nothing a visitor could page through. */
const MATCH_LIMIT = 1000;

/**
 * The filters of a product list (spec 1 §3 header keys applypricefilter, applycategoryfilter, applyattributefilter):
 * what the list offers, and the product filter that what the visitor chose in the address's query applies (and the
 * searched text, q, whatever the header offers). A
 * value that does not parse is left out, never an error: the query is the visitor's to edit.
 */
@Injectable()
export class ProductFilterService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ListingFilters) private readonly listings: ListingFilters,
  ) {}

  async read(ctx: RouteContext, offerCategories: boolean): Promise<{ where: Row; filters?: ProductFilters }> {
    const header = readHeaderSettings(ctx.homeBlocks.header?.[0]?.dataContent);
    const where: Row = {};
    const filters: ProductFilters = {};
    // The header search's Enter: the list's q, which looks in every language of the names and in the keywords.
    const q = ctx.query.get('q')?.trim().slice(0, MAX_TERM_LENGTH);
    if (q) where.q = filters.q = q;
    if (header.applypricefilter) {
      const [min, max] = ['minprice', 'maxprice'].map((k) => ctx.query.get(k)?.trim() ?? '');
      filters.price = { min: DECIMAL.test(min) ? min : '', max: DECIMAL.test(max) ? max : '' };
      if (filters.price.min) where.price_gte = filters.price.min;
      if (filters.price.max) where.price_lte = filters.price.max;
    }
    if (header.applycategoryfilter && offerCategories) {
      const categories = await this.crud.rows('categories', ctx.actor, {
        filter: JSON.stringify({ entityName: 'Product', published: true }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
        ...inLanguage(ctx),
      });
      filters.categories = categories.map((c) => ({ guid: String(c.guid), name: String(c.name) }));
      const chosen = categories.find((c) => c.guid === ctx.query.get('category'));
      if (chosen) {
        filters.category = String(chosen.guid);
        where.categoryId = chosen.id;
      }
    }
    if (header.applyattributefilter) await this.attributes(ctx, filters, where);
    if (header.applyaddressfilter || header.applyregionfilter) await this.listings.places(ctx, header, filters, where);
    return { where, ...(Object.keys(filters).length ? { filters } : {}) };
  }

  /**
   * Filterable product attributes with their values; choices of one attribute widen, of several narrow. A number
   * attribute with no values to choose among is a range.
   */
  private async attributes(ctx: RouteContext, filters: ProductFilters, where: Row): Promise<void> {
    const attributes = await this.crud.rows('attributes', ctx.actor, {
      filter: JSON.stringify({ entityName: 'Product', isFilterable: true, isActived: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
      ...inLanguage(ctx),
    });
    if (!attributes.length) return;
    const values = await this.crud.rows('attribute-values', ctx.actor, {
      filter: JSON.stringify({ attributeId: attributes.map((a) => a.id) }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    });
    const ranged = attributes.filter(
      (a) => Number(a.attributeControlTypeId) === NUMBER_CONTROL && !values.some((v) => v.attributeId === a.id),
    );
    await this.listings.ranges(ctx, ranged, filters, where);
    const choices = attributes.filter((a) => !ranged.includes(a));
    if (!choices.length) return;
    filters.attributes = choices.map((a) => ({
      id: Number(a.id),
      name: String(a.name),
      values: values.filter((v) => v.attributeId === a.id).map((v) => String(v.name)),
    }));
    const chosen = new Map<number, string[]>();
    for (const raw of ctx.query.getAll('attr')) {
      const m = ATTRIBUTE_CHOICE.exec(raw);
      const attribute = m && filters.attributes.find((a) => a.id === Number(m[1]));
      if (!attribute || !attribute.values.includes(m[2])) continue;
      chosen.set(attribute.id, [...(chosen.get(attribute.id) ?? []), m[2]]);
    }
    filters.attr = [...chosen].flatMap(([id, vs]) => vs.map((v) => `${id}:${v}`));
    let ids: Set<number> | undefined;
    for (const [attributeId, value] of chosen) {
      // The mappings are the administrators' records; which products carry a public attribute is public.
      const rows = await this.crud.rows('attribute-mappings', SYSTEM_ACTOR, {
        filter: JSON.stringify({ entityName: 'Product', attributeId, value }),
        range: JSON.stringify([0, MATCH_LIMIT - 1]),
      });
      const matched = new Set(rows.map((r) => Number(r.entityId)));
      ids = ids ? new Set([...ids].filter((id) => matched.has(id))) : matched;
    }
    if (ids) narrowTo(where, ids);
  }
}
