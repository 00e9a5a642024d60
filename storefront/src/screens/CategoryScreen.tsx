import { Picture } from '../components/Picture';
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
      {categories.length > 0 && (
        <ul className="category-list">
          {categories.map((c, i) => (
            <li key={c.id}>
              <a className="category-tile" href={href(`/cat/product/${c.guid}`)}>
                {c.picture && (
                  <Picture
                    name={c.picture}
                    alt=""
                    decorative
                    width={320}
                    height={240}
                    sizes="(max-width: 600px) 50vw, 240px"
                    eager={i < 4}
                  />
                )}
                <span className="category-name">{c.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {category && <FilteredGrid products={products} filters={filters} />}
    </section>
  );
}
