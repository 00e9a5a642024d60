import { FavoriteButton } from '../../components/FavoriteButton';
import { outOfStock } from '../../components/StockStatus';
import { useStorefront } from '../../context';
import type { ProductDetail as Detail } from '@saray/contracts/storefront/state';
import { ProductPrice } from '../ProductPrice';
import type { BlockProps } from '../types';
import { imageUrl, loadingOf } from '../types';

/** One product the server loaded for the block, drawn large: picture, name, summary, price and favourite. */
export function ProductDetail({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const product: Detail | undefined = block.resolved?.products?.[0];
  if (!product) return null;
  const link = href(`/p/${product.guid}`);
  return (
    <article
      className="product-detail-block"
      data-product={product.sku}
      data-stock={outOfStock(product) ? 'out' : undefined}
    >
      <a href={link} className="product-picture" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <img
            src={imageUrl(product.picture, 'Images')}
            alt=""
            width={640}
            height={480}
            loading={loadingOf(block.dataContent)}
          />
        ) : (
          <span className="picture-placeholder">{product.name.slice(0, 1)}</span>
        )}
      </a>
      <div className="product-detail-summary">
        {product.markAsNew && <span className="badge">{t('storefront.blocks.productdetail.new')}</span>}
        <h2 className="product-name">
          <a href={link}>{product.name}</a>
        </h2>
        {product.metaDescription && <p className="muted">{product.metaDescription}</p>}
        <ProductPrice product={product} large />
        {outOfStock(product) && <p className="stock stock--out">{t('storefront.blocks.productdetail.outofstock')}</p>}
        <div className="product-detail-actions">
          <a className="button button--primary" href={link}>
            {t('storefront.blocks.productdetail.view')}
          </a>
          <FavoriteButton productId={product.id} name={product.name} />
        </div>
      </div>
    </article>
  );
}
