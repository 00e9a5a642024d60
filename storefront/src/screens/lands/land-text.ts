import type { Language, LandView } from '@saray/contracts/storefront/state';
import { formatMoney, localDigits } from '../../format';
import type { Translate } from '../../i18n';

/** A parcel's status in words. */
export const statusText = (land: Pick<LandView, 'status'>, t: Translate): string =>
  t(`storefront.lands.status.${land.status}`);

/** A parcel's size in map units: 4 × 3. */
export const sizeText = (land: Pick<LandView, 'width' | 'height'>, lang: Language): string =>
  localDigits(`${land.width} × ${land.height}`, lang);

/** An amount with its coin, as plain text (for labels and confirmations; pages draw amounts with Money). */
export const amountText = (amount: string, coin: string, lang: Language): string =>
  `${formatMoney(amount, lang)} ${coin}`;

/** What a screen reader hears for a parcel on the map: its name, area, size, status and what it costs now. */
export function landLabel(land: LandView, area: string, t: Translate, lang: Language): string {
  const parts = [
    land.title,
    area,
    t('storefront.lands.sizevalue', { size: sizeText(land, lang) }),
    statusText(land, t),
  ];
  if (land.status === 'sale' && land.price) parts.push(amountText(land.price, land.coin, lang));
  if (land.status === 'auction' && land.nextBid)
    parts.push(t('storefront.lands.nextbidfrom', { amount: amountText(land.nextBid, land.coin, lang) }));
  return parts.join(', ');
}
