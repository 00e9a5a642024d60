import type { BlockProps } from '../../../../blocks/types';
import { text } from '../../../../blocks/types';
import { useStorefront } from '../../../../context';
import { summaryOf, usePriceComparison } from '../../price-comparison';
import { TorobCard } from '../../components/TorobCard';

/** theme_torob's products box: the products the server chose, each with its lowest price and its sellers. */
export function TorobProductsBox({ block }: BlockProps) {
  const { t } = useStorefront();
  const { summaries } = usePriceComparison();
  const products = block.resolved?.products ?? [];
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="products-box torob-box">
      {title && <h2>{title}</h2>}
      {products.length ? (
        <div className="product-grid torob-grid">
          {products.map((p) => (
            <TorobCard key={p.id} product={p} summary={summaryOf(p, summaries)} />
          ))}
        </div>
      ) : (
        <p className="muted">{t('storefront.blocks.productsbox.none')}</p>
      )}
    </section>
  );
}
