import { ProductPrice } from '../blocks/ProductPrice';
import { useStorefront } from '../context';
import { useTheme } from '../themes/ThemeContext';
import type { ProductCard as Card, ProductFilters as Filters } from '@saray/contracts/storefront/state';
import { FavoriteButton } from './FavoriteButton';
import { Picture } from './Picture';
import { ProductFilters } from './ProductFilters';
import { outOfStock, StockStatus } from './StockStatus';

/** A product in a grid: picture (fixed box, so nothing shifts when it loads), name, price, stock, favourite. */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { t, href } = useStorefront();
  const link = href(`/p/${product.guid}`);
  const Actions = useTheme().extras?.productActions;
  return (
    <article className="product-card" data-product={product.sku} data-stock={outOfStock(product) ? 'out' : undefined}>
      <a href={link} className="product-picture" tabIndex={-1} aria-hidden="true">
        {product.picture ? (
          <Picture
            name={product.picture}
            alt=""
            width={320}
            height={240}
            sizes="(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 280px"
            eager={eager}
          />
        ) : (
          <span className="picture-placeholder">{product.name.slice(0, 1)}</span>
        )}
      </a>
      {product.markAsNew && <span className="badge badge--new">{t('storefront.product.new')}</span>}
      <h3 className="product-name">
        <a href={link}>{product.name}</a>
      </h3>
      <ProductPrice product={product} />
      <StockStatus product={product} />
      <FavoriteButton productId={product.id} name={product.name} />
      {Actions && <Actions product={product} />}
    </article>
  );
}

/** Products as cards; the first `eager` of them load their pictures at once (the grid opens the page). */
export function ProductGrid({ products, eager = 4 }: { products: Card[]; eager?: number }) {
  const { t } = useStorefront();
  if (!products.length) return <p className="muted">{t('storefront.product.none')}</p>;
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} eager={i < eager} />
      ))}
    </div>
  );
}

/** A product list with its filters beside it, when the header switches any on. */
export function FilteredGrid({ products, filters }: { products: Card[]; filters?: Filters }) {
  if (!filters) return <ProductGrid products={products} />;
  return (
    <div className="product-browse">
      <ProductFilters filters={filters} />
      <ProductGrid products={products} />
    </div>
  );
}
