import { Inject, Injectable } from '@nestjs/common';
import type { ListingFact, ListingView } from '@saray/contracts/storefront/state';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Languages, Row } from '../../crud/pipeline/serialize.js';
import { toFact, toListing } from './listing-view.js';

/** The entity a product's relation (entityName, entityId) names when it points at the listing's own location. */
const LOCATION = 'Location';

const byId = (rows: Row[]) => new Map(rows.map((r) => [Number(r.id), r]));
/** The first mapping of each product (the lowest id), by product id. */
const firstOf = (mappings: Row[], owner: string) => {
  const first = new Map<number, number>();
  for (const m of [...mappings].sort((a, b) => Number(a.id) - Number(b.id)))
    if (m[owner] && !first.has(Number(m.entityId))) first.set(Number(m.entityId), Number(m[owner]));
  return first;
};

/**
 * The listings of a page of products (spec 2: a product's attribute, address, region and location mappings): each
 * product that has a place, its city (AddressMapping), its region (RegionMapping) or its own point (the Location its
 * relation names), with its attribute facts. A product with no place is no listing, whatever attributes it has (a
 * phone's specification is its page's table). A fixed number of reads whatever the count of products. Which product
 * carries which value and lies where is public, as the list's filters show it; the mappings are administrators'
 * records, so they are read as the system, and the places as the visitor.
 */
@Injectable()
export class ListingReader {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  async of(products: Row[], ctx: { actor: Actor } & Languages): Promise<Map<number, ListingView>> {
    const listings = new Map<number, ListingView>();
    if (!products.length) return listings;
    const ofProducts = (ids: unknown[]) => ({
      filter: JSON.stringify({ entityName: 'Product', entityId: ids }),
      range: ALL_ROWS,
    });
    const locationIds = products.filter((p) => p.entityName === LOCATION && p.entityId).map((p) => p.entityId);
    const [regionMappings, addressMappings, locations] = await Promise.all([
      this.crud.rows('region-mappings', SYSTEM_ACTOR, ofProducts(products.map((p) => p.id))),
      this.crud.rows('address-mappings', SYSTEM_ACTOR, ofProducts(products.map((p) => p.id))),
      this.published('locations', ctx.actor, locationIds),
    ]);
    const regionOf = firstOf(regionMappings, 'regionId');
    const cityOf = firstOf(addressMappings, 'cityId');
    const locationById = byId(locations);
    const locationOf = (p: Row) => (p.entityName === LOCATION ? locationById.get(Number(p.entityId)) : undefined);
    const placed = products.filter((p) => regionOf.has(Number(p.id)) || cityOf.has(Number(p.id)) || locationOf(p));
    if (!placed.length) return listings;
    const values = await this.crud.rows('attribute-mappings', SYSTEM_ACTOR, ofProducts(placed.map((p) => p.id)));
    const [attributes, regions, cities] = await Promise.all([
      values.length
        ? this.crud.rows('attributes', ctx.actor, {
            filter: JSON.stringify({ id: values.map((v) => v.attributeId), entityName: 'Product', isActived: true }),
            sort: JSON.stringify(['displayOrder', 'ASC']),
            range: ALL_ROWS,
            lang: ctx.lang,
            fallback: ctx.fallback,
          })
        : [],
      this.published('regions', ctx.actor, [...regionOf.values()]),
      this.published('cities', ctx.actor, [...cityOf.values()]),
    ]);
    const valuesOf = new Map<number, Map<number, unknown>>();
    for (const v of values) {
      const product = Number(v.entityId);
      if (!valuesOf.has(product)) valuesOf.set(product, new Map());
      valuesOf.get(product)!.set(Number(v.attributeId), v.value);
    }
    const [regionById, cityById] = [byId(regions), byId(cities)];
    for (const p of placed) {
      const id = Number(p.id);
      const own = valuesOf.get(id);
      const facts = own
        ? attributes.flatMap((a): ListingFact[] => {
            const fact = own.has(Number(a.id)) ? toFact(a, own.get(Number(a.id))) : undefined;
            return fact ? [fact] : [];
          })
        : [];
      const listing = toListing({
        price: String(p.price ?? ''),
        facts,
        city: cityById.get(cityOf.get(id) ?? 0),
        region: regionById.get(regionOf.get(id) ?? 0),
        location: locationOf(p),
      });
      if (listing) listings.set(id, listing);
    }
    return listings;
  }

  /** The published records of a place entity among `ids`; no read without ids. */
  private async published(resource: string, actor: Actor, ids: unknown[]): Promise<Row[]> {
    if (!ids.length) return [];
    const filter = JSON.stringify({ id: [...new Set(ids)], published: true });
    return this.crud.rows(resource, actor, { filter, range: ALL_ROWS });
  }
}
