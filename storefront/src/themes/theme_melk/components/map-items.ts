import type { Language, ProductCard } from '@saray/contracts/storefront/state';
import { formatMoney, localDigits } from '../../../format';
import type { Translate } from '../../../i18n';
import type { MapItem } from './ListingMap';

/**
 * The products of a list that have a point, numbered in the list's order, as the map draws them: each named by its
 * number, name and price, and leading to `link` (its card on a list).
 *
 * @example mapItems(products, t, 'en', 'USDT', (p) => `#listing-${p.sku}`)[0].label // '1. Sunny flat, 412,000 USDT'
 */
export function mapItems(
  products: ProductCard[],
  t: Translate,
  lang: Language,
  currency: string,
  link: (product: ProductCard) => string,
): MapItem[] {
  return products
    .filter((p) => p.listing?.point)
    .map((p, i) => ({
      id: p.id,
      number: i + 1,
      label: t('storefront.melk.map.marker', {
        number: localDigits(i + 1, lang),
        name: p.name,
        price: `${formatMoney(p.price, lang)} ${p.currency ?? currency}`,
      }),
      href: link(p),
      point: p.listing!.point!,
      ...(p.listing?.city ? { city: p.listing.city } : {}),
      ...(p.listing?.region ? { region: p.listing.region } : {}),
    }));
}
