import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { HeaderSettings, PlaceFilter, ProductCard, ProductFilters } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { RouteContext } from './route-data.service.js';

const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,9}$/;
export const NUMBER_CONTROL = 2;

/** Narrows the products a list reads to `matched`, within any narrowing already made. */
export function narrowTo(where: Row, matched: Set<number>): void {
  const before = Array.isArray(where.id) ? new Set(where.id as number[]) : undefined;
  const ids = before ? [...matched].filter((id) => before.has(id)) : [...matched];
  where.id = ids.length ? ids : [0];
}

/**
 * The list's filters as a list of these products needs them: ranges only for attributes some product carries, and
 * the city and region only when some product has a place; a range or place the visitor chose stays, so it can be
 * changed back. A list of phones offers no area, a list of homes does.
 */
export function fitFilters(filters: ProductFilters, products: ProductCard[]): ProductFilters {
  const carried = new Set(products.flatMap((p) => p.listing?.facts.map((f) => f.id) ?? []));
  const ranges = filters.ranges?.filter((r) => carried.has(r.id) || r.min || r.max);
  const placed = (key: 'city' | 'region') => filters[key] !== undefined || products.some((p) => p.listing?.[key]);
  const { ranges: _r, cities, regions, ...rest } = filters;
  return {
    ...rest,
    ...(ranges?.length ? { ranges } : {}),
    ...(cities && placed('city') ? { cities } : {}),
    ...(regions && placed('region') ? { regions } : {}),
  };
}

/**
 * The filters of listings that the product filter reader adds (spec 1 §3 applyattributefilter, applyaddressfilter,
 * applyregionfilter): number attributes as ranges (the query's min-{id} and max-{id}), the city of a product's
 * address mapping and the region of its region mapping (city, region: ids). A value that does not parse is left out.
 */
@Injectable()
export class ListingFilters {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** Number attributes without values to choose among are ranges; a product's value must lie within the chosen one. */
  async ranges(ctx: RouteContext, attributes: Row[], filters: ProductFilters, where: Row): Promise<void> {
    if (!attributes.length) return;
    filters.ranges = [];
    for (const a of attributes) {
      const [min, max] = ['min', 'max'].map((k) => ctx.query.get(`${k}-${String(a.id)}`)?.trim() ?? '');
      const range = { min: DECIMAL.test(min) ? min : '', max: DECIMAL.test(max) ? max : '' };
      filters.ranges.push({
        id: Number(a.id),
        name: String(a.name),
        ...(a.iconName ? { icon: String(a.iconName) } : {}),
        ...range,
      });
      if (!range.min && !range.max) continue;
      const rows = await this.mapped('attribute-mappings', { attributeId: a.id });
      const within = (v: unknown) =>
        typeof v === 'string' &&
        DECIMAL.test(v) &&
        (!range.min || new Decimal(v).gte(range.min)) &&
        (!range.max || new Decimal(v).lte(range.max));
      narrowTo(where, new Set(rows.filter((r) => within(r.value)).map((r) => Number(r.entityId))));
    }
  }

  /** The published cities and regions to choose from, and the products mapped to the chosen one (a region's children too). */
  async places(ctx: RouteContext, header: HeaderSettings, filters: ProductFilters, where: Row): Promise<void> {
    const places = (resource: string) =>
      this.crud.rows(resource, ctx.actor, {
        filter: JSON.stringify({ published: true }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
      });
    const chosen = (key: string) => (WHOLE.test(ctx.query.get(key) ?? '') ? Number(ctx.query.get(key)) : undefined);
    if (header.applyaddressfilter) {
      const cities = await places('cities');
      filters.cities = cities.map((c) => ({ id: Number(c.id), name: String(c.name) }));
      const city = filters.cities.find((c) => c.id === chosen('city'));
      if (city) {
        filters.city = city.id;
        const rows = await this.mapped('address-mappings', { cityId: city.id });
        narrowTo(where, new Set(rows.map((r) => Number(r.entityId))));
      }
    }
    if (header.applyregionfilter) {
      const regions = await places('regions');
      const names = new Map(regions.map((r) => [Number(r.id), String(r.name)]));
      filters.regions = regions.map((r): PlaceFilter => {
        const parent = names.get(Number(r.parentRegionId));
        return { id: Number(r.id), name: String(r.name), ...(parent ? { parent } : {}) };
      });
      const region = filters.regions.find((r) => r.id === chosen('region'));
      if (region) {
        filters.region = region.id;
        const within = regions.filter((r) => Number(r.parentRegionId) === region.id).map((r) => Number(r.id));
        const rows = await this.mapped('region-mappings', { regionId: [region.id, ...within] });
        narrowTo(where, new Set(rows.map((r) => Number(r.entityId))));
      }
    }
  }

  /**
   * Products' mappings narrowed by `filter`, a page of them at most (as many as a visitor could page through): the
   * administrators' records, read as the system, since what lies where is public.
   */
  private mapped(resource: string, filter: Row): Promise<Row[]> {
    return this.crud.rows(resource, SYSTEM_ACTOR, {
      filter: JSON.stringify({ entityName: 'Product', ...filter }),
      range: ALL_ROWS,
    });
  }
}
