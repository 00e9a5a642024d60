import type { ProductDetail } from '@saray/contracts/storefront/state';
import { ProductPrice } from '../../../blocks/ProductPrice';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { Money } from '../../../components/Money';
import { ProductSpecs } from '../../../components/ProductSpecs';
import { outOfStock, StockStatus } from '../../../components/StockStatus';
import { useStorefront } from '../../../context';
import { localDigits } from '../../../format';
import { Columns } from '../../../screens/Columns';
import { SharedScreen, summaryOf, usePriceComparison } from '../price-comparison';
import { OfferList } from '../components/OfferList';
import { PriceChart } from '../components/PriceChart';
import { TorobCard } from '../components/TorobCard';
import { TorobListing } from '../components/TorobListing';
import { ProductBreadcrumb, ProductPictures } from '../../../components/ProductHead';

/** The product's own offer: its price and stock, who sells it, and the button that adds it to the cart. */
function OwnOffer({ product, seller }: { product: ProductDetail; seller: string }) {
  const { t } = useStorefront();
  const out = outOfStock(product);
  return (
    <div className="torob-own">
      <p className="torob-own-seller">{t('storefront.torob.soldby', { seller })}</p>
      <ProductPrice product={product} large />
      <StockStatus product={product} inStock id="product-stock" />
      <div className="add-to-cart">
        <AddToCartButton productId={product.id} name={product.name} disabled={out} describedBy="product-stock" />
        <FavoriteButton productId={product.id} name={product.name} />
      </div>
    </div>
  );
}

/**
 * /p lists the products found, each with its lowest price; /p/{guid} is one product compared: the lowest price among
 * its sellers, its own offer, every seller's offer lowest first, and how its lowest price went over the last months.
 */
export function TorobProductScreen() {
  const { state, t } = useStorefront();
  const { product, products, filters, related, parts } = state.data;
  const { offers = [], history, summaries } = usePriceComparison();
  if (!state.route.params.slug)
    return (
      <section className="product-list torob-category">
        <h1>{t('storefront.route.products')}</h1>
        <TorobListing products={products ?? []} filters={filters} />
      </section>
    );
  if (!product) return <SharedScreen />;
  const currency = product.currency ?? state.store.currency;
  const lowest = offers.find((o) => o.stockQuantity > 0) ?? offers[0];
  const own = offers.find((o) => o.id === product.id);
  const count = localDigits(offers.length, state.lang);
  return (
    <article className="product-detail torob-product" data-product={product.sku}>
      <ProductBreadcrumb product={product} />
      <div className="product-main torob-main">
        <ProductPictures product={product} />
        <div className="product-summary">
          <h1>{product.name}</h1>
          <p className="muted">
            {t('storefront.product.sku')}: <bdi className="sku">{product.sku}</bdi>
          </p>
          {offers.length > 1 && lowest && (
            <div className="torob-lowest">
              <p className="torob-lowest-label">
                {t('storefront.torob.lowestamong', { smart_count: offers.length, count })}
              </p>
              <Money className="torob-lowest-amount" value={lowest.price} currency={lowest.currency ?? currency} />
              <a className="button button--primary torob-compare" href="#offers">
                {t('storefront.torob.compare', { smart_count: offers.length, count })}
              </a>
            </div>
          )}
          <OwnOffer product={product} seller={own?.seller ?? state.store.title} />
        </div>
      </div>
      {offers.length > 1 && (
        <section id="offers" className="torob-section torob-offers" aria-labelledby="offers-title">
          <h2 id="offers-title">{t('storefront.torob.offers')}</h2>
          <OfferList offers={offers} current={product.id} />
        </section>
      )}
      <section className="torob-section torob-history" aria-labelledby="history-title">
        <h2 id="history-title">{t('storefront.torob.history')}</h2>
        {history ? (
          <PriceChart history={history} currency={currency} />
        ) : (
          <p className="muted">{t('storefront.torob.historynone')}</p>
        )}
      </section>
      {product.description && (
        <section className="torob-section" aria-labelledby="about-title">
          <h2 id="about-title">{t('storefront.torob.about')}</h2>
          <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      )}
      {product.attributes?.length ? <ProductSpecs attributes={product.attributes} /> : null}
      {parts && <Columns layoutType="onecolumn" parts={parts} entityId={product.id} />}
      {related?.length ? (
        <section className="torob-section related-products" aria-labelledby="related-title">
          <h2 id="related-title">{t('storefront.product.related')}</h2>
          <div className="product-grid torob-grid">
            {related.map((p) => (
              <TorobCard key={p.id} product={p} summary={summaryOf(p, summaries)} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
