import { useContext } from 'react';
import { ProductPrice } from '../../../blocks/ProductPrice';
import { CompareButton } from '../../../compare/CompareButton';
import { BuyControls } from '../../../components/BuyControls';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { ProductGrid } from '../../../components/ProductCard';
import { ProductSpecs, SpecValue } from '../../../components/ProductSpecs';
import { StockStatus } from '../../../components/StockStatus';
import { useStorefront } from '../../../context';
import { Columns } from '../../../screens/Columns';
import { ScreenContext } from '../../../screens/Screen';
import { keySpecs } from '../key-specs';
import { ProductBreadcrumb, ProductPictures } from '../../../components/ProductHead';

/**
 * theme_digi's product page, as an electronics store lays it out: the gallery, then the name with a summary of the key
 * specifications, then a buying box (price, stock, how many, add to cart, favourite, compare); under them the whole
 * specification table first, then the description, the page's blocks and more of the category. The list (/p) and a
 * product not found are the shared screen's.
 */
export function DigiProductScreen() {
  const { state, t } = useStorefront();
  const Shared = useContext(ScreenContext);
  const { product, related } = state.data;
  if (!state.route.params.slug || !product) return Shared ? <Shared /> : null;
  const key = keySpecs(product.attributes ?? []);
  return (
    <article className="product-detail digi-product" data-product={product.sku}>
      <ProductBreadcrumb product={product} />
      <div className="digi-product-main">
        <ProductPictures product={product} />
        <div className="digi-product-info">
          <h1>{product.name}</h1>
          <p className="muted">
            {t('storefront.product.sku')}: <bdi className="sku">{product.sku}</bdi>
          </p>
          {key.length > 0 && (
            <section className="digi-key-specs" aria-labelledby="digi-key-specs-title">
              <h2 id="digi-key-specs-title">{t('storefront.product.keyspecs')}</h2>
              <dl>
                {key.map((a) => (
                  <div key={a.name}>
                    <dt>{a.name}</dt>
                    <dd>
                      <SpecValue value={a.value} kind={a.kind} />
                    </dd>
                  </div>
                ))}
              </dl>
              <a href="#product-specs-title">{t('storefront.product.allspecs')}</a>
            </section>
          )}
        </div>
        <section className="digi-buy" aria-label={t('storefront.product.buy')}>
          <ProductPrice product={product} large />
          <StockStatus product={product} inStock id="product-stock" />
          <BuyControls product={product} />
          <div className="digi-buy-more">
            <FavoriteButton productId={product.id} name={product.name} />
            <CompareButton product={product} />
          </div>
        </section>
      </div>
      {product.attributes?.length ? <ProductSpecs attributes={product.attributes} /> : null}
      {product.description && (
        <section className="digi-description" aria-labelledby="digi-description-title">
          <h2 id="digi-description-title">{t('storefront.product.about')}</h2>
          <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      )}
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={product.id} />}
      {related?.length ? (
        <section className="related-products" aria-labelledby="related-title">
          <h2 id="related-title">{t('storefront.product.related')}</h2>
          <ProductGrid products={related} eager={0} />
        </section>
      ) : null}
    </article>
  );
}
