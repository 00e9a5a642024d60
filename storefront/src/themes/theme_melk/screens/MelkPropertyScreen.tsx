import { useState } from 'react';
import type { ProductDetail } from '@saray/contracts/storefront/state';
import { ProductPrice } from '../../../blocks/ProductPrice';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { Money } from '../../../components/Money';
import { ProductSpecs } from '../../../components/ProductSpecs';
import { QuantityStepper } from '../../../components/QuantityStepper';
import { outOfStock, StockStatus } from '../../../components/StockStatus';
import { useStorefront, type Storefront } from '../../../context';
import { Columns } from '../../../screens/Columns';
import { ErrorScreen } from '../../../screens/ErrorScreen';
import { FactIcon } from '../components/FactIcon';
import { ListingCard } from '../components/ListingCard';
import { ListingMap, type MapItem } from '../components/ListingMap';
import { ListingResults } from '../components/ListingResults';
import { factValue, features, keyFacts, placeText } from '../components/facts';
import { PANEL_REACH } from '../components/map-geometry';
import { mapItems } from '../components/map-items';
import { ProductBreadcrumb, ProductPictures } from '../../../components/ProductHead';

/** How many to buy (a listing is one of a kind: no count to choose) and the button that adds them to the cart. */
function Buy({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const out = outOfStock(product);
  const max = product.stockQuantity && product.stockQuantity > 0 ? product.stockQuantity : null;
  return (
    <div className="add-to-cart">
      {!product.listing && (
        <QuantityStepper value={quantity} max={max} onChange={setQuantity} name={product.name} disabled={out} />
      )}
      <AddToCartButton
        productId={product.id}
        name={product.name}
        quantity={quantity}
        disabled={out}
        describedBy={product.listing && !out ? undefined : 'product-stock'}
      />
    </div>
  );
}

/**
 * A listing's point with the similar listings near it, as its map draws them: itself first (no link), then the others
 * numbered as their cards, each leading to its page. None without a point.
 */
function whereaboutsOf(product: ProductDetail, { state, t, href }: Storefront): MapItem[] {
  const point = product.listing?.point;
  if (!point) return [];
  const near = (state.data.related ?? []).filter(
    (p) =>
      p.listing?.point &&
      Math.abs(p.listing.point.lat - point.lat) <= PANEL_REACH &&
      Math.abs(p.listing.point.lng - point.lng) <= PANEL_REACH,
  );
  const items = mapItems([product, ...near], t, state.lang, state.store.currency, (p) => href(`/p/${p.guid}`));
  items[0] = { ...items[0]!, current: true, label: t('storefront.melk.map.current', { name: product.name }) };
  return items;
}

/** Where a listing is: its place in words and on the map. */
function Whereabouts({ product, items }: { product: ProductDetail; items: MapItem[] }) {
  const { t } = useStorefront();
  if (!items.length) return null;
  return (
    <section className="melk-section melk-whereabouts" aria-labelledby="melk-location">
      <h2 id="melk-location">{t('storefront.melk.location')}</h2>
      <p className="melk-place">
        <FactIcon name="pin" size={18} />
        <span>{placeText(product.listing, t)}</span>
      </p>
      <ListingMap items={items} label={t('storefront.melk.location')} />
    </section>
  );
}

/**
 * theme_melk's product screen: /p is a search of listings like a category's; /p/{guid} a property's page, its
 * pictures beside its price, the price of a square metre and its key facts, then its features, description,
 * specification, place on the map and similar listings. A product that is no listing shows the same frame with its
 * stock and a quantity to add.
 */
export function MelkPropertyScreen() {
  const storefront = useStorefront();
  const { state, t } = storefront;
  const { product, products, filters, related } = state.data;
  if (!state.route.params.slug)
    return (
      <section className="product-list melk-listing">
        <h1>{t('storefront.route.products')}</h1>
        <ListingResults products={products ?? []} filters={filters} />
      </section>
    );
  if (!product) return <ErrorScreen status={404} />;
  const { listing } = product;
  const whereabouts = whereaboutsOf(product, storefront);
  const numbers = new Map(whereabouts.slice(1).map((i) => [i.id, i.number]));
  const facts = keyFacts(listing);
  const has = features(listing);
  const place = placeText(listing, t);
  // A listing's key facts and features are drawn above: its specification lists the rest.
  const shown = new Set([...facts, ...(listing?.facts.filter((f) => f.kind === 'switch') ?? [])].map((f) => f.name));
  const specs = (product.attributes ?? []).filter((a) => !shown.has(a.name));
  return (
    <article className="product-detail melk-property" data-product={product.sku}>
      <ProductBreadcrumb product={product} />
      <div className="product-main melk-property-main">
        <ProductPictures product={product} />
        <div className="product-summary melk-summary">
          <h1>{product.name}</h1>
          {place && (
            <p className="melk-place">
              <FactIcon name="pin" size={18} />
              <span>{place}</span>
            </p>
          )}
          <ProductPrice product={product} large />
          {listing?.pricePerArea && (
            <p className="melk-per-area">
              {t('storefront.melk.perarea')}{' '}
              <Money value={listing.pricePerArea} currency={product.currency ?? state.store.currency} />
            </p>
          )}
          {facts.length > 0 && (
            <dl className="melk-keyfacts">
              {facts.map((f) => (
                <div key={f.id}>
                  <dt>
                    <FactIcon name={f.icon} size={20} />
                    {f.name}
                  </dt>
                  <dd>{factValue(f, state.lang)}</dd>
                </div>
              ))}
            </dl>
          )}
          {listing ? (
            outOfStock(product) && (
              <p id="product-stock" className="stock stock--out">
                {t('storefront.melk.sold')}
              </p>
            )
          ) : (
            <p className="muted">
              {t('storefront.product.sku')}: <bdi className="sku">{product.sku}</bdi>
            </p>
          )}
          {!listing && <StockStatus product={product} inStock id="product-stock" />}
          <div className="melk-actions">
            <Buy product={product} />
            <FavoriteButton productId={product.id} name={product.name} />
          </div>
        </div>
      </div>
      {has.length > 0 && (
        <section className="melk-section" aria-labelledby="melk-features">
          <h2 id="melk-features">{t('storefront.melk.features')}</h2>
          <ul className="melk-features">
            {has.map((f) => (
              <li key={f.id}>
                <FactIcon name={f.icon} size={20} />
                {f.name}
              </li>
            ))}
          </ul>
        </section>
      )}
      {product.description && (
        <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
      )}
      {specs.length ? <ProductSpecs attributes={specs} /> : null}
      <Whereabouts product={product} items={whereabouts} />
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={product.id} />}
      {related?.length ? (
        <section className="melk-section related-products" aria-labelledby="related-title">
          <h2 id="related-title">{t(listing ? 'storefront.melk.similar' : 'storefront.product.related')}</h2>
          <div className="product-grid melk-grid">
            {related.map((p) => (
              <ListingCard key={p.id} product={p} number={numbers.get(p.id)} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
