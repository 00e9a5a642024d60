import { ProductGrid } from '../../components/ProductCard';
import type { BlockProps } from '../types';
import { text } from '../types';

/** A box of products the server chose by the block's source (featured, new, home page, a category). */
export function ProductsBox({ block }: BlockProps) {
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="products-box">
      {title && <h2>{title}</h2>}
      <ProductGrid products={block.resolved?.products ?? []} />
    </section>
  );
}
