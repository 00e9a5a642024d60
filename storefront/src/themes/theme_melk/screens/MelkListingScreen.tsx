import { CategoryTiles } from '../../../components/CategoryTiles';
import { useStorefront } from '../../../context';
import { ErrorScreen } from '../../../screens/ErrorScreen';
import { ListingResults } from '../components/ListingResults';

/**
 * theme_melk's category screen: /cat lists the top categories as tiles; /cat/{type}/{guid} is a search of listings,
 * its sub-categories as links, its filters, its cards and their map.
 */
export function MelkListingScreen() {
  const { state, t, href } = useStorefront();
  const { category, categories = [], products = [], filters } = state.data;
  if (state.route.params.slug && !category) return <ErrorScreen status={404} />;
  return (
    <section className="category melk-listing" data-category={category?.guid ?? ''}>
      <nav className="breadcrumb" aria-label={t('storefront.common.breadcrumb')}>
        <a href={href('/')}>{t('storefront.route.home')}</a>
        <a href={href('/cat')}>{t('storefront.route.categories')}</a>
      </nav>
      <h1>{category?.name ?? t('storefront.route.categories')}</h1>
      {category?.description && (
        <div className="rich-text melk-intro" dangerouslySetInnerHTML={{ __html: category.description }} />
      )}
      {categories.length > 0 &&
        (category ? (
          <ul className="melk-chips">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={href(`/cat/product/${c.guid}`)}>{c.name}</a>
              </li>
            ))}
          </ul>
        ) : (
          <CategoryTiles
            categories={categories}
            className="category-list melk-tiles"
            sizes="(max-width: 600px) 50vw, 280px"
          />
        ))}
      {category && <ListingResults products={products} filters={filters} />}
    </section>
  );
}
