import { excerpt } from '../../../../blocks/html-text';
import { ProductPrice } from '../../../../blocks/ProductPrice';
import type { BlockProps } from '../../../../blocks/types';
import { imageUrl, text } from '../../../../blocks/types';
import { FavoriteButton } from '../../../../components/FavoriteButton';
import { outOfStock, StockStatus } from '../../../../components/StockStatus';
import { useStorefront } from '../../../../context';
import type { ProductDetail } from '@saray/contracts/storefront/state';

/** theme4's products box: few, large cards with a short excerpt of each product's description. */
export function ShowcaseProductsBox({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const products: ProductDetail[] = block.resolved?.products ?? [];
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="products-showcase">
      {title && <h2 className="serif-heading">{title}</h2>}
      {!products.length && <p className="muted">{t('storefront.blocks.productsbox.none')}</p>}
      <div className="showcase-grid">
        {products.map((p, i) => {
          const link = href(`/p/${p.guid}`);
          const summary = excerpt(p.metaDescription || p.description);
          return (
            <article
              key={p.id}
              className="showcase-card"
              data-product={p.sku}
              data-stock={outOfStock(p) ? 'out' : undefined}
            >
              <a href={link} className="product-picture" tabIndex={-1} aria-hidden="true">
                {p.picture ? (
                  <img
                    src={imageUrl(p.picture, 'Images')}
                    alt=""
                    width={600}
                    height={450}
                    loading={i < 2 ? 'eager' : 'lazy'}
                  />
                ) : (
                  <span className="picture-placeholder">{p.name.slice(0, 1)}</span>
                )}
              </a>
              <div className="showcase-body">
                <h3 className="product-name">
                  <a href={link}>{p.name}</a>
                </h3>
                {summary && <p className="showcase-excerpt">{summary}</p>}
                <ProductPrice product={p} large />
                <StockStatus product={p} />
                <FavoriteButton productId={p.id} name={p.name} />
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}
