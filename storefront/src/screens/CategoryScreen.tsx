import { CategoryTiles } from '../components/CategoryTiles';
import { FilteredGrid } from '../components/ProductCard';
import { useStorefront } from '../context';
import { ErrorScreen } from './ErrorScreen';

/** /cat lists the top categories; /cat/{type}/{guid} shows one with its sub-categories and products. */
export function CategoryScreen() {
  const { state, t, href } = useStorefront();
  const { category, categories = [], products = [], filters } = state.data;
  if (state.route.params.slug && !category) return <ErrorScreen status={404} />;
  return (
    <section className="category" data-category={category?.guid ?? ''}>
      <nav className="breadcrumb" aria-label={t('storefront.common.breadcrumb')}>
        <a href={href('/')}>{t('storefront.route.home')}</a>
        <a href={href('/cat')}>{t('storefront.route.categories')}</a>
      </nav>
      <h1>{category?.name ?? t('storefront.route.categories')}</h1>
      {category?.description && (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: category.description }} />
      )}
      {categories.length > 0 && <CategoryTiles categories={categories} />}
      {category && <FilteredGrid products={products} filters={filters} />}
    </section>
  );
}
