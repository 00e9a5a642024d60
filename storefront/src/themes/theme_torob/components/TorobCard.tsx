import type { OfferSummary, ProductCard } from '@saray/contracts/storefront/state';
import { Money } from '../../../components/Money';
import { Picture } from '../../../components/Picture';
import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { fallPercent } from '../price-comparison';

/**
 * A compared product in a grid: its picture, its name, the lowest price to be had ("from" when several sell it) and
 * how many sellers offer it; a price drop also shows the price before, struck through, and how far it fell.
 */
export function TorobCard({
  product,
  summary,
  was,
  eager = false,
}: {
  product: ProductCard;
  summary: OfferSummary;
  /** The lowest price before a drop. */
  was?: string;
  eager?: boolean;
}) {
  const { state, t, href } = useStorefront();
  const link = href(`/p/${product.guid}`);
  const currency = product.currency ?? state.store.currency;
  const fell = was ? fallPercent(was, summary.lowest) : 0;
  return (
    <article
      className="product-card torob-card"
      data-product={product.sku}
      data-stock={summary.inStock ? undefined : 'out'}
    >
      <a href={link} className="product-picture" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <Picture
            name={product.picture}
            alt=""
            width={320}
            height={240}
            sizes="(max-width: 600px) 50vw, (max-width: 1100px) 25vw, 220px"
            eager={eager}
          />
        ) : (
          <span className="picture-placeholder">{product.name.slice(0, 1)}</span>
        )}
      </a>
      {fell > 0 && (
        <span className="torob-fall">{t('storefront.torob.fell', { percent: localDigits(fell, state.lang) })}</span>
      )}
      <h3 className="product-name">
        <a href={link}>{product.name}</a>
      </h3>
      {was && (
        <p className="torob-was">
          <span className="visually-hidden">{t('storefront.product.oldprice')}</span>
          <del className="old-price">
            <Money value={was} currency={currency} />
          </del>
        </p>
      )}
      <p className="price torob-price">
        {summary.sellers > 1 && <span className="torob-from">{t('storefront.torob.from')}</span>}
        <Money className="current-price" value={summary.lowest} currency={currency} />
      </p>
      <p className="torob-sellers">
        {summary.inStock
          ? t('storefront.torob.sellers', {
              smart_count: summary.sellers,
              count: localDigits(summary.sellers, state.lang),
            })
          : t('storefront.product.outofstock')}
      </p>
    </article>
  );
}
