import { Decimal } from 'decimal.js';
import type { ListingFact, ListingView } from '@saray/contracts/storefront/state';
import type { Row } from '../../crud/pipeline/serialize.js';
import { attributeValue } from './product-attributes.js';

const NUMBER_CONTROL = 2;
const NUMBER = /^\d{1,12}(\.\d{1,6})?$/;
/** The icon that marks the floor-area attribute, the one price per m² divides by. */
export const AREA_ICON = 'area';

/**
 * The price of one square metre, to the cent; none without a positive price and area.
 *
 * @example pricePerArea('185000', '120') // '1541.67'
 */
export function pricePerArea(price: string, area: string | undefined): string | undefined {
  if (!area || !NUMBER.test(area) || !NUMBER.test(price)) return undefined;
  const a = new Decimal(area);
  const p = new Decimal(price);
  if (a.lte(0) || p.lte(0)) return undefined;
  return p.div(a).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** A stored coordinate (the location widget's JSON: latitude and longitude) as a point; none when it does not parse. */
export function pointOf(stored: unknown): ListingView['point'] {
  if (typeof stored !== 'string' || !stored) return undefined;
  try {
    const { latitude, longitude } = JSON.parse(stored) as { latitude?: unknown; longitude?: unknown };
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
    return { lat: latitude, lng: longitude };
  } catch {
    return undefined;
  }
}

/** A product's attribute value as a fact of its listing; rich text and files are the specification table's alone. */
export function toFact(attribute: Row, raw: unknown): ListingFact | undefined {
  const control = Number(attribute.attributeControlTypeId);
  const shown = attributeValue(control, raw);
  if (!shown || shown.kind === 'html') return undefined;
  const kind =
    shown.kind === 'flag' ? 'switch' : control === NUMBER_CONTROL && NUMBER.test(shown.value) ? 'number' : 'text';
  return {
    id: Number(attribute.id),
    name: String(attribute.name),
    value: shown.value,
    kind,
    ...(attribute.iconName ? { icon: String(attribute.iconName) } : {}),
  };
}

/** What one product's listing is read from: its attribute values (attributes in display order) and its places. */
export interface ListingSources {
  price: string;
  facts: ListingFact[];
  city?: Row;
  region?: Row;
  location?: Row;
}

/**
 * A product's listing: its facts, its area and the price of a square metre, its city and region by name, and its
 * point (its own location's, else its region's, else its city's). None for a product with no fact and no place.
 */
export function toListing({ price, facts, city, region, location }: ListingSources): ListingView | undefined {
  if (!facts.length && !city && !region && !location) return undefined;
  const area = facts.find((f) => f.icon === AREA_ICON && f.kind === 'number')?.value;
  const perArea = pricePerArea(price, area);
  const point =
    pointOf(location?.coordinateLatitude) ?? pointOf(region?.coordinateLatitude) ?? pointOf(city?.coordinateLatitude);
  return {
    facts,
    ...(area ? { area } : {}),
    ...(perArea ? { pricePerArea: perArea } : {}),
    ...(city ? { city: String(city.name) } : {}),
    ...(region ? { region: String(region.name) } : {}),
    ...(point ? { point } : {}),
  };
}
