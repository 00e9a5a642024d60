import { ProductGallery } from '../components/ProductGallery';
import { FilteredGrid } from '../components/ProductCard';
import { AddToCartButton } from '../components/AddToCartButton';
import { FavoriteButton } from '../components/FavoriteButton';
import { outOfStock, StockStatus } from '../components/StockStatus';
import { ProductPrice } from '../blocks/ProductPrice';
import { useStorefront } from '../context';
import { Columns } from './Columns';
import { ErrorScreen } from './ErrorScreen';

/** /p lists the published products; /p/{guid} shows one, with its category trail and the product page's blocks. */
export function ProductScreen() {
  const { state, t, href } = useStorefront();
  const { product, products, filters } = state.data;
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
      <nav className="breadcrumb" aria-label={t('storefront.common.breadcrumb')}>
        <a href={href('/')}>{t('storefront.route.home')}</a>
        {product.category && <a href={href(`/cat/product/${product.category.guid}`)}>{product.category.name}</a>}
      </nav>
      <div className="product-main">
        {product.pictures?.length ? (
          <ProductGallery name={product.name} pictures={product.pictures} />
        ) : (
          <div className="product-gallery">
            <span className="picture-placeholder picture-placeholder--large">{product.name.slice(0, 1)}</span>
          </div>
        )}
        <div className="product-summary">
          <h1>{product.name}</h1>
          <p className="muted">
            {t('storefront.product.sku')}: <bdi className="sku">{product.sku}</bdi>
          </p>
          <ProductPrice product={product} large />
          <StockStatus product={product} inStock id="product-stock" />
          <AddToCartButton productId={product.id} disabled={outOfStock(product)} describedBy="product-stock" />
          <FavoriteButton productId={product.id} name={product.name} />
        </div>
      </div>
      {product.description && (
        <div className="rich-text product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
      )}
      {state.data.parts && <Columns layoutType="onecolumn" parts={state.data.parts} entityId={product.id} />}
    </article>
  );
}
