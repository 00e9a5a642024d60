import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { text } from '../types';

/** Where a listed page lives: ordinary pages under /pages, news and blogs under /content/{type}. */
export function pagePath(page: { type: string; slug: string }): string {
  const slug = encodeURIComponent(page.slug);
  return page.type === 'Pages' ? `/pages/${slug}` : `/content/${page.type.toLowerCase()}/${slug}`;
}

/** Pages the server chose for the block (latest news, blog posts, …) as links with their summaries. */
export function ContentList({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const pages = block.resolved?.pages ?? [];
  const title = text(block.dataContent, 'title') || block.title;
  return (
    <section className="content-list-block">
      {title && <h2>{title}</h2>}
      {pages.length ? (
        <ul className="post-list">
          {pages.map((p) => (
            <li key={`${p.type}/${p.slug}`}>
              <a href={href(pagePath(p))}>{p.title}</a>
              {p.metaDescription && <p className="muted">{p.metaDescription}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('storefront.blocks.contentlist.empty')}</p>
      )}
    </section>
  );
}
