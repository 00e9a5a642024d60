import type { BlockProps } from '../../../../blocks/types';
import { text } from '../../../../blocks/types';
import { useStorefront } from '../../../../context';
import { ListingCard } from '../../components/ListingCard';

/**
 * theme_melk's products box: the products the server chose for it as property cards, with their price of a square
 * metre, place and key facts (a product that is no listing keeps the plain parts of a card).
 */
export function MelkListingsBox({ block }: BlockProps) {
  const { t } = useStorefront();
  const products = block.resolved?.products ?? [];
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="melk-box">
      {title && <h2>{title}</h2>}
      {products.length ? (
        <div className="product-grid melk-grid">
          {products.map((p, i) => (
            <ListingCard key={p.id} product={p} eager={i < 2} />
          ))}
        </div>
      ) : (
        <p className="muted">{t('storefront.blocks.productsbox.none')}</p>
      )}
    </section>
  );
}
