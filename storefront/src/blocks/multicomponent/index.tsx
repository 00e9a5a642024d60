import { useStorefront } from '../../context';
import { BlockLink } from '../BlockLink';
import type { BlockProps } from '../types';
import { imageUrl, loadingOf, records, text } from '../types';

/** One entry of the 'items' componentlist (item template 'carditem'). */
interface CardItem {
  title?: string;
  text?: string;
  image?: string;
  directory?: string;
  link?: string;
  linktext?: string;
  linktarget?: string;
}

/** Nested components drawn as a grid of cards: picture, title, a short text and an optional link. */
export function MultiComponent({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const items = records<CardItem>(d, 'items');
  if (!items.length) return null;
  const title = text(d, 'title') || block.title;
  const loading = loadingOf(d);
  return (
    <section className="multi-component">
      {title && <h2>{title}</h2>}
      <ul className="card-grid">
        {items.map((item, i) => (
          <li key={i} className="card">
            {item.image && (
              <img
                className="card-image"
                src={imageUrl(item.image, item.directory)}
                alt=""
                width={480}
                height={320}
                loading={loading}
              />
            )}
            {item.title && <h3 className="card-title">{item.title}</h3>}
            {item.text && <p className="card-text">{item.text}</p>}
            {item.link && (
              <BlockLink link={item.link} target={item.linktarget} className="card-link">
                {item.linktext || t('storefront.blocks.multicomponent.more')}
              </BlockLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
