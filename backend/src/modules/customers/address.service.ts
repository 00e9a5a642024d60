import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { entityNameParam, wholeNumber } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { checkedPlace, covers, mappedPlaces, type Place } from './address-places.js';

const MAPPINGS = 'address-mappings';
const ADDRESSES = 'customer-addresses';
const byName = JSON.stringify(['name', 'ASC']);

/** The levels of the address hierarchy a form chooses from, each with the field that narrows it to its parent. */
export const ADDRESS_LEVELS = {
  countries: { key: 'countryId', parent: null },
  provinces: { key: 'provinceId', parent: 'countryId' },
  cities: { key: 'cityId', parent: 'provinceId' },
} as const;
export type AddressLevel = keyof typeof ADDRESS_LEVELS;

const optionalId = (raw: unknown, path: string): number | undefined =>
  raw === undefined || raw === '' ? undefined : wholeNumber(raw, path, 0);

/**
 * The Address calls of spec 1 §7 and spec 2 §7: the place hierarchy, address element mappings (the places an entity
 * serves: entity id 0 stands for every record of the entity, so CustomerAddress/0 is where customers may live) and
 * the customer's own addresses. Every read and write goes through CrudService as the caller.
 */
@Injectable()
export class AddressService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** Every country, province and city, each list by name. */
  async allItems(actor: Actor): Promise<{ countries: Row[]; provinces: Row[]; cities: Row[] }> {
    const all = (resource: string) => this.crud.rows(resource, actor, { sort: byName, range: ALL_ROWS });
    const [countries, provinces, cities] = await Promise.all([all('countries'), all('provinces'), all('cities')]);
    return { countries, provinces, cities };
  }

  /** The cities inside the places mapped to every record of an entity; all cities when it has no mappings. */
  async cities(actor: Actor, rawEntity: unknown): Promise<Row[]> {
    const [mapped, cities] = await Promise.all([
      mappedPlaces(this.dataSource.manager, entityNameParam(rawEntity), 0),
      this.crud.rows('cities', actor, { sort: byName, range: ALL_ROWS }),
    ]);
    return mapped.length === 0
      ? cities
      : cities.filter((c) => {
          const city = {
            countryId: c.countryId as number,
            provinceId: c.provinceId as number | null,
            cityId: c.id as number,
          };
          return mapped.some((m) => covers(m, city));
        });
  }

  /** The mappings of an entity's record, narrowed by any of country, province (stateProvinceId) and city. */
  mappings(actor: Actor, query: Row): Promise<Row[]> {
    const filter: Row = { entityName: entityNameParam(query.entityName) };
    const entityId = optionalId(query.entityId, '/entityId');
    if (entityId !== undefined) filter.entityId = entityId;
    for (const [param, field] of [
      ['countryId', 'countryId'],
      ['stateProvinceId', 'provinceId'],
      ['cityId', 'cityId'],
    ] as const) {
      const value = optionalId(query[param], `/${param}`);
      if (value) filter[field] = value;
    }
    return this.crud.rows(MAPPINGS, actor, { filter: JSON.stringify(filter), sort: '["id","ASC"]', range: ALL_ROWS });
  }

  /**
   * Replaces the places mapped to an entity's record with the body's items, in one transaction. Every item is checked
   * before anything changes, so a bad item leaves the mappings as they were; items already mapped are kept as they are.
   */
  async saveMappings(actor: Actor, body: unknown): Promise<Row[]> {
    const input = bodyObject(body);
    const name = entityNameParam(input.entityName);
    const entityId = wholeNumber(input.entityId ?? 0, '/entityId', 0);
    if (!Array.isArray(input.items))
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/items', error: 'common.error.invalidvalue' }]);
    const wanted: Place[] = [];
    for (const [i, item] of input.items.entries()) {
      const place = await checkedPlace(this.dataSource.manager, bodyObject(item)).catch((e: unknown) => {
        if (e instanceof AppError)
          throw AppError.badRequest(
            e.key,
            e.details.map((d) => ({ ...d, path: `/items/${i}${d.path}` })),
          );
        throw e;
      });
      if (place.countryId === 0)
        throw AppError.badRequest('common.error.required', [
          { path: `/items/${i}/countryId`, error: 'common.error.required' },
        ]);
      if (!wanted.some((w) => same(w, place))) wanted.push(place);
    }
    const current = await this.mappings(actor, { entityName: name, entityId });
    await this.crud.transaction(async (tx) => {
      for (const row of current)
        if (!wanted.some((w) => same(w, row as unknown as Place))) await tx.remove(MAPPINGS, actor, row.id as number);
      for (const place of wanted)
        if (!current.some((row) => same(place, row as unknown as Place)))
          await tx.create(MAPPINGS, actor, { entityName: name, entityId, ...place });
    });
    return this.mappings(actor, { entityName: name, entityId });
  }

  /**
   * What an address form may offer at one level of the hierarchy, inside the places mapped to every record of the
   * entity: a country's provinces, a province's cities. Readable by anyone who may read the places.
   */
  async choices(actor: Actor, rawEntity: unknown, rawLevel: unknown, rawParent: unknown): Promise<Row[]> {
    if (typeof rawLevel !== 'string' || !Object.hasOwn(ADDRESS_LEVELS, rawLevel))
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/level', error: 'common.error.invalidvalue' }]);
    const level = ADDRESS_LEVELS[rawLevel as AddressLevel];
    const parentId = level.parent ? wholeNumber(rawParent, '/parentId', 1) : undefined;
    const filter = level.parent ? { [level.parent]: parentId } : {};
    const [mapped, rows] = await Promise.all([
      mappedPlaces(this.dataSource.manager, entityNameParam(rawEntity), 0),
      this.crud.rows(rawLevel, actor, { filter: JSON.stringify(filter), sort: byName, range: ALL_ROWS }),
    ]);
    if (mapped.length === 0) return rows;
    // A choice stays when some mapping lies within it or it lies within some mapping.
    return rows.filter((row) =>
      mapped.some((m) => {
        const place: Place = { countryId: 0, provinceId: null, cityId: null, ...(row as Partial<Place>) };
        place[level.key] = row.id as number;
        return level.key === 'countryId'
          ? m.countryId === place.countryId
          : level.key === 'provinceId'
            ? m.countryId === place.countryId && (m.provinceId == null || m.provinceId === place.provinceId)
            : covers(m, place);
      }),
    );
  }

  customerAddresses(actor: Actor): Promise<Row[]> {
    return this.crud.rows(ADDRESSES, actor, { sort: '["id","DESC"]', range: ALL_ROWS });
  }

  /** Creates the address when the body has no id (or 0), else updates it; the caller's own addresses only. */
  saveCustomerAddress(actor: Actor, body: unknown): Promise<Row> {
    const { id, ...values } = bodyObject(body);
    const existing = optionalId(id, '/id');
    return existing
      ? this.crud.update(ADDRESSES, actor, String(existing), values)
      : this.crud.create(ADDRESSES, actor, values);
  }

  deleteCustomerAddress(actor: Actor, id: unknown): Promise<Row> {
    return this.crud.remove(ADDRESSES, actor, String(wholeNumber(id, '/id', 1)));
  }
}

const same = (a: Place, b: Place): boolean =>
  a.countryId === b.countryId &&
  (a.provinceId ?? null) === (b.provinceId ?? null) &&
  (a.cityId ?? null) === (b.cityId ?? null);
