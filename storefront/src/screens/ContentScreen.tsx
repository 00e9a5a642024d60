import { RenderBlocks } from '../blocks/RenderBlocks';
import { useStorefront } from '../context';
import { ErrorScreen } from './ErrorScreen';
import { PageScreen } from './PageScreen';

const TYPE_TITLES: Record<string, string> = {
  pages: 'storefront.content.type.pages',
  news: 'storefront.content.type.news',
  blogs: 'storefront.content.type.blogs',
};

/**
 * /content/{type}/{slug}: a news or blog page (drawn like any page); /content/{type}: that type's published pages,
 * newest first; /content/block/{guid}: one content block on its own.
 */
export function ContentScreen() {
  const { state, t, href } = useStorefront();
  const { page, pages, content } = state.data;
  if (page) return <PageScreen />;
  if (content)
    return (
      <article className="content-view">
        {content.title && <h1>{content.title}</h1>}
        <RenderBlocks
          blocks={[
            {
              ...content,
              partName: 'main',
              entityName: 'Content',
              entityId: content.id,
              displayOrder: 0,
              published: true,
            },
          ]}
        />
      </article>
    );
  if (!pages) return <ErrorScreen status={404} />;
  const type = state.route.params.type ?? '';
  return (
    <section className="content-list">
      <h1>{t(TYPE_TITLES[type] ?? TYPE_TITLES.pages)}</h1>
      {pages.length === 0 && <p className="muted">{t('storefront.content.none')}</p>}
      <ul className="post-list">
        {pages.map((p) => (
          <li key={p.id}>
            <a href={href(`/content/${type}/${p.slug}`)}>{p.title}</a>
            {p.metaDescription && <p className="muted">{p.metaDescription}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
