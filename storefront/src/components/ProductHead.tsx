import type { ProductDetail } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { ProductGallery } from './ProductGallery';

/** A product page's way back: home, then the product's category. */
export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const { t, href } = useStorefront();
  return (
    <nav className="breadcrumb" aria-label={t('storefront.common.breadcrumb')}>
      <a href={href('/')}>{t('storefront.route.home')}</a>
      {product.category && <a href={href(`/cat/product/${product.category.guid}`)}>{product.category.name}</a>}
    </nav>
  );
}

/** A product page's pictures: the gallery, or the name's first letter where it has none. */
export function ProductPictures({ product }: { product: ProductDetail }) {
  if (product.pictures?.length) return <ProductGallery name={product.name} pictures={product.pictures} />;
  return (
    <div className="product-gallery">
      <span className="picture-placeholder picture-placeholder--large">{product.name.slice(0, 1)}</span>
    </div>
  );
}
