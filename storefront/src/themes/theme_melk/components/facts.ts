import type { Language, ListingFact, ListingView } from '@saray/contracts/storefront/state';
import type { Translate } from '../../../i18n';
import { formatDecimal, localDigits } from '../../../format';

/** The facts a card shows, in this order, when the listing has them: what a visitor compares homes by. */
export const KEY_FACTS = ['area', 'rooms', 'floor', 'year'] as const;

/** How each key fact reads ('165 m²', '3 beds'); another number fact reads as its name and value. */
const FACT_TEXTS: Record<string, string> = {
  area: 'storefront.melk.fact.area',
  rooms: 'storefront.melk.fact.rooms',
  floor: 'storefront.melk.fact.floor',
  year: 'storefront.melk.fact.year',
};

/** A listing's key facts in card order, numbers only. */
export function keyFacts(listing: ListingView | undefined): ListingFact[] {
  const facts = listing?.facts ?? [];
  return KEY_FACTS.flatMap((icon) => facts.filter((f) => f.icon === icon && f.kind === 'number').slice(0, 1));
}

/** The switches a listing has on (parking, elevator, …): its features. */
export const features = (listing: ListingView | undefined): ListingFact[] =>
  (listing?.facts ?? []).filter((f) => f.kind === 'switch' && f.value === 'true');

/**
 * A number fact as a phrase in the page's language and digits.
 *
 * @example factText({ icon: 'area', value: '165', … }, t, 'fa') // '۱۶۵ متر'
 */
export function factText(fact: ListingFact, t: Translate, lang: Language): string {
  const value = factValue(fact, lang);
  const key = fact.icon && FACT_TEXTS[fact.icon];
  if (!key) return `${fact.name}: ${value}`;
  return t(key, { value, smart_count: Number(fact.value) });
}

/**
 * A number fact's value in the page's digits: other amounts with a thousands separator; a year (stored as a Gregorian
 * one) without, and in fa as the solar year it mostly falls in, as the page's dates are.
 *
 * @example factValue({ icon: 'year', value: '2019', … }, 'fa') // '۱۳۹۸'
 */
export function factValue(fact: ListingFact, lang: Language): string {
  if (fact.icon !== 'year') return formatDecimal(fact.value, lang);
  const year = Number(fact.value);
  if (lang !== 'fa' || !Number.isInteger(year) || year < 1000) return localDigits(fact.value, lang);
  const midYear = new Date(Date.UTC(year, 6, 1));
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'UTC' }).format(midYear);
}

/** Where a listing is, as a line: its region and city, either alone when it has only one. */
export function placeText(listing: ListingView | undefined, t: Translate): string {
  if (!listing) return '';
  const { region, city } = listing;
  if (region && city && region !== city) return t('storefront.melk.place', { region, city });
  return region ?? city ?? '';
}
