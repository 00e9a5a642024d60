import { useStorefront } from '../../context';
import type { ProductDetail } from '@saray/contracts/storefront/state';
import type { BlockProps } from '../types';
import { text } from '../types';

/** The description and the main facts of the product the server loaded for the block. */
export function ProductDescriptionBox({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const product: ProductDetail | undefined = block.resolved?.products?.[0];
  if (!product) return null;
  const title = text(block.dataContent, 'title') || block.title || t('storefront.blocks.productdescriptionbox.title');
  return (
    <section className="product-description-box" data-product={product.sku}>
      <h2>{title}</h2>
      {product.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />}
      <dl className="product-specs">
        <dt>{t('storefront.blocks.productdescriptionbox.sku')}</dt>
        <dd>
          <bdi className="sku">{product.sku}</bdi>
        </dd>
        {product.category && (
          <>
            <dt>{t('storefront.blocks.productdescriptionbox.category')}</dt>
            <dd>
              <a href={href(`/cat/product/${product.category.guid}`)}>{product.category.name}</a>
            </dd>
          </>
        )}
        {product.stockQuantity !== undefined && (
          <>
            <dt>{t('storefront.blocks.productdescriptionbox.availability')}</dt>
            <dd>
              {product.stockQuantity > 0
                ? t('storefront.blocks.productdescriptionbox.instock')
                : t('storefront.blocks.productdescriptionbox.outofstock')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
