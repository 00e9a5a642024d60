import type { LinkItem } from '@saray/contracts/storefront/state';
import { BlockLink } from '../BlockLink';
import type { BlockProps } from '../types';
import { imageUrl, loadingOf, records, text } from '../types';

/** Link items (item template 'linkitem') as a grid of picture tiles, each with its title and description. */
export function ImageLinkBox({ block }: BlockProps) {
  const d = block.dataContent;
  const items = records<LinkItem>(d, 'items');
  if (!items.length) return null;
  const title = text(d, 'title') || block.title;
  const loading = loadingOf(d);
  return (
    <section className="image-link-box">
      {title && <h2>{title}</h2>}
      <ul className="image-link-grid">
        {items.map((item, i) => (
          <li key={i}>
            <BlockLink link={item.link} target={item.linktarget} className="image-link-tile">
              {item.image ? (
                <img src={imageUrl(item.image, item.directory)} alt="" width={400} height={300} loading={loading} />
              ) : (
                <span className="picture-placeholder" aria-hidden="true" />
              )}
              <span className="image-link-title">{item.title || item.linktext}</span>
              {item.description && <span className="muted">{item.description}</span>}
            </BlockLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
