import { FilteredGrid, ProductGrid } from '../components/ProductCard';
import { BuyControls } from '../components/BuyControls';
import { FavoriteButton } from '../components/FavoriteButton';
import { ProductSpecs } from '../components/ProductSpecs';
import { StockStatus } from '../components/StockStatus';
import { ProductPrice } from '../blocks/ProductPrice';
import { useStorefront } from '../context';
import { Columns } from './Columns';
import { ErrorScreen } from './ErrorScreen';
import { ProductBreadcrumb, ProductPictures } from '../components/ProductHead';

/**
 * /p lists the published products; /p/{guid} shows one: its category trail, gallery, price, stock, how many to add,
 * its specification, the product page's blocks and other products of its category.
 */
export function ProductScreen() {
  const { state, t } = useStorefront();
  const { product, products, filters, related } = state.data;
  if (!state.route.params.slug)
    return (
      <section className="product-list">
        <h1>{t('storefront.route.products')}</h1>
        <FilteredGrid products={products ?? []} filters={filters} />
      </section>
    );
  if (!product) return <ErrorScreen status={404} />;
  return (
    <article className="product-detail" data-product={product.sku}>
      <ProductBreadcrumb product={product} />
      <div className="product-main">
        <ProductPictures product={product} />
        <div className="product-summary">
          <h1>{product.name}</h1>
          <p className="muted">
            {t('storefront.product.sku')}: <bdi className="sku">{product.sku}</bdi>
          </p>
          <ProductPrice product={product} large />
          <StockStatus product={product} inStock id="product-stock" />
          <BuyControls product={product} />
          <FavoriteButton productId={product.id} name={product.name} />
        </div>
      </div>
      {product.description && (
        <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
      )}
      {product.attributes?.length ? <ProductSpecs attributes={product.attributes} /> : null}
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
