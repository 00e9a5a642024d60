import { useStorefront } from '../../context';
import { BlockLink } from '../BlockLink';
import type { BlockProps } from '../types';
import { imageUrl, loadingOf, records, text } from '../types';

/** One entry of the 'columns' componentlist (item template 'columnitem'); text is sanitised rich text. */
interface Column {
  title?: string;
  text?: string;
  image?: string;
  directory?: string;
  link?: string;
  linktext?: string;
  linktarget?: string;
}

/** A row of columns that wraps on narrow screens. */
export function RowComponent({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const columns = records<Column>(d, 'columns');
  if (!columns.length) return null;
  const title = text(d, 'title') || block.title;
  const loading = loadingOf(d);
  return (
    <section className="row-component">
      {title && <h2>{title}</h2>}
      <div className="row-columns">
        {columns.map((c, i) => (
          <div key={i} className="row-column">
            {c.image && <img src={imageUrl(c.image, c.directory)} alt="" width={480} height={320} loading={loading} />}
            {c.title && <h3>{c.title}</h3>}
            {c.text && <div className="rich-text" dangerouslySetInnerHTML={{ __html: c.text }} />}
            {c.link && (
              <BlockLink link={c.link} target={c.linktarget}>
                {c.linktext || t('storefront.blocks.rowcomponent.more')}
              </BlockLink>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
