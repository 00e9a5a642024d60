import { discountPercent, ProductPrice } from '../../../../blocks/ProductPrice';
import type { BlockProps } from '../../../../blocks/types';
import { imageUrl, text } from '../../../../blocks/types';
import { outOfStock, StockStatus } from '../../../../components/StockStatus';
import { useStorefront } from '../../../../context';
import { localDigits } from '../../../../format';

/**
 * theme_digi's products box: one dense row that scrolls sideways, the discount and the price in front. The row is
 * focusable so a keyboard can scroll it too. Picture, name and price are stacked in their own boxes, the name kept to
 * two lines, so a long name never runs into the price and the prices of a row line up.
 */
export function DigiProductsBox({ block }: BlockProps) {
  const { state, t, href } = useStorefront();
  const products = block.resolved?.products ?? [];
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="products-scroller">
      {title && <h2>{title}</h2>}
      {products.length ? (
        <ul className="scroller" tabIndex={0} aria-label={title || t('storefront.blocks.productsbox.products')}>
          {products.map((p, i) => {
            const off = discountPercent(p);
            return (
              <li
                key={p.id}
                className="scroller-item"
                data-product={p.sku}
                data-stock={outOfStock(p) ? 'out' : undefined}
              >
                <a href={href(`/p/${p.guid}`)} className="scroller-link">
                  {p.picture ? (
                    <img
                      src={imageUrl(p.picture, 'Images')}
                      alt=""
                      width={160}
                      height={160}
                      loading={i < 4 ? 'eager' : 'lazy'}
                    />
                  ) : (
                    <span className="picture-placeholder">{p.name.slice(0, 1)}</span>
                  )}
                  <span className="scroller-name">{p.name}</span>
                </a>
                <div className="scroller-foot">
                  {off > 0 && (
                    <span className="discount-badge">
                      {t('storefront.blocks.productsbox.discount', { percent: localDigits(off, state.lang) })}
                    </span>
                  )}
                  <ProductPrice product={p} />
                  <StockStatus product={p} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('storefront.blocks.productsbox.none')}</p>
      )}
    </section>
  );
}
