import { useState } from 'react';
import { ProductGallery } from '../components/ProductGallery';
import { FilteredGrid, ProductGrid } from '../components/ProductCard';
import { AddToCartButton } from '../components/AddToCartButton';
import { FavoriteButton } from '../components/FavoriteButton';
import { ProductSpecs } from '../components/ProductSpecs';
import { QuantityStepper } from '../components/QuantityStepper';
import { outOfStock, StockStatus } from '../components/StockStatus';
import { ProductPrice } from '../blocks/ProductPrice';
import { useStorefront } from '../context';
import type { ProductDetail } from '@saray/contracts/storefront/state';
import { Columns } from './Columns';
import { ErrorScreen } from './ErrorScreen';

/** How many to add, and the button that adds them; as many as are in stock at most. */
function Buy({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1);
  const out = outOfStock(product);
  const max = product.stockQuantity && product.stockQuantity > 0 ? product.stockQuantity : null;
  return (
    <div className="add-to-cart">
      <QuantityStepper value={quantity} max={max} onChange={setQuantity} name={product.name} disabled={out} />
      <AddToCartButton
        productId={product.id}
        name={product.name}
        quantity={quantity}
        disabled={out}
        describedBy="product-stock"
      />
    </div>
  );
}

/**
 * /p lists the published products; /p/{guid} shows one: its category trail, gallery, price, stock, how many to add,
 * its specification, the product page's blocks and other products of its category.
 */
export function ProductScreen() {
  const { state, t, href } = useStorefront();
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
          <Buy product={product} />
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
