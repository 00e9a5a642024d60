import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';

/** A place in the address hierarchy: a country, optionally narrowed to one of its provinces and one of its cities. */
export interface Place {
  countryId: number;
  provinceId?: number | null;
  cityId?: number | null;
}

/** The entity whose mappings with entity id 0 name the places customers may keep addresses in (spec 1 §3). */
export const CUSTOMER_ADDRESS = 'CustomerAddress';

/**
 * Whether a mapping covers a place: the same country, and the same province and city wherever the mapping names
 * one. A mapping of a whole country covers all its provinces and cities.
 */
export const covers = (mapping: Place, place: Place): boolean =>
  mapping.countryId === place.countryId &&
  (mapping.provinceId == null || mapping.provinceId === place.provinceId) &&
  (mapping.cityId == null || mapping.cityId === place.cityId);

const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/**
 * The place with the hierarchy filled in and checked: a city's province and a province's country must be the ones
 * given (a city alone brings its province). Refused with the field that does not fit.
 */
export async function checkedPlace(manager: EntityManager, raw: Partial<Record<keyof Place, unknown>>): Promise<Place> {
  const place: Place = { countryId: id(raw.countryId) ?? 0, provinceId: id(raw.provinceId), cityId: id(raw.cityId) };
  const mismatch = (path: string) =>
    AppError.badRequest('address.error.placemismatch', [{ path, error: 'address.error.placemismatch' }]);
  if (place.cityId !== null) {
    const [city] = (await manager.query('SELECT country_id, province_id FROM cities WHERE id = $1', [
      place.cityId,
    ])) as {
      country_id: number;
      province_id: number | null;
    }[];
    if (!city || city.country_id !== place.countryId) throw mismatch('/cityId');
    if (place.provinceId === null) place.provinceId = city.province_id;
    else if (city.province_id !== null && city.province_id !== place.provinceId) throw mismatch('/cityId');
  }
  if (place.provinceId !== null) {
    const [province] = (await manager.query('SELECT country_id FROM provinces WHERE id = $1', [place.provinceId])) as {
      country_id: number;
    }[];
    if (!province || province.country_id !== place.countryId) throw mismatch('/provinceId');
  }
  return place;
}

/** The places mapped to an entity (entity id 0: to every record of it). */
export async function mappedPlaces(manager: EntityManager, entityName: string, entityId: number): Promise<Place[]> {
  const rows = (await manager.query(
    'SELECT country_id, province_id, city_id FROM address_mappings WHERE entity_name = $1 AND entity_id = $2 ORDER BY id',
    [entityName, entityId],
  )) as { country_id: number; province_id: number | null; city_id: number | null }[];
  return rows.map((r) => ({ countryId: r.country_id, provinceId: r.province_id, cityId: r.city_id }));
}

/**
 * Refuses a place outside an entity's mapped places. With no mappings every place is open (a store that has not
 * narrowed where it delivers).
 */
export async function assertMapped(
  manager: EntityManager,
  entityName: string,
  entityId: number,
  place: Place,
): Promise<void> {
  const mapped = await mappedPlaces(manager, entityName, entityId);
  if (mapped.length > 0 && !mapped.some((m) => covers(m, place)))
    throw AppError.badRequest('address.error.notserved', [{ path: '/cityId', error: 'address.error.notserved' }]);
}
