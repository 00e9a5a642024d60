import { useStorefront } from '../../../context';
import { CategoryTiles } from '../components/CategoryTiles';
import { SharedScreen } from '../price-comparison';
import { TorobListing } from '../components/TorobListing';

/**
 * /cat lists the top categories as tiles; /cat/{type}/{guid} shows a category: its sub-categories as chips and its
 * products, each with its lowest price and how many sellers offer it.
 */
export function TorobCategoryScreen() {
  const { state, t, href } = useStorefront();
  const { category, categories = [], products = [], filters } = state.data;
  if (state.route.params.slug && !category) return <SharedScreen />;
  return (
    <section className="category torob-category" data-category={category?.guid ?? ''}>
      <nav className="breadcrumb" aria-label={t('storefront.common.breadcrumb')}>
        <a href={href('/')}>{t('storefront.route.home')}</a>
        <a href={href('/cat')}>{t('storefront.route.categories')}</a>
      </nav>
      <h1>{category?.name ?? t('storefront.route.categories')}</h1>
      {category?.description && (
        <div className="rich-text torob-category-about" dangerouslySetInnerHTML={{ __html: category.description }} />
      )}
      {categories.length > 0 &&
        (category ? (
          <ul className="torob-chips" aria-label={t('storefront.torob.subcategories')}>
            {categories.map((c) => (
              <li key={c.id}>
                <a href={href(`/cat/product/${c.guid}`)}>{c.name}</a>
              </li>
            ))}
          </ul>
        ) : (
          <CategoryTiles categories={categories} />
        ))}
      {category && <TorobListing products={products} filters={filters} />}
    </section>
  );
}
