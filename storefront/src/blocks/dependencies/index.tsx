import { useStorefront } from '../../context';
import { BlockLink } from '../BlockLink';
import type { BlockProps } from '../types';
import { downloadUrl, records, text } from '../types';

/** One entry of the 'items' componentlist (item template 'dependencyitem'): an uploaded file or a link. */
interface Dependency {
  title?: string;
  link?: string;
  file?: string;
  directory?: string;
  description?: string;
  linktarget?: string;
}

/** Related links and downloads; a file item is offered as a download, marked as one. */
export function Dependencies({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const items = records<Dependency>(d, 'items').filter((item) => item.file || item.link);
  if (!items.length) return null;
  return (
    <section className="dependencies">
      <h2>{text(d, 'title') || block.title || t('storefront.blocks.dependencies.title')}</h2>
      <ul className="dependency-list">
        {items.map((item, i) => (
          <li key={i}>
            {item.file ? (
              <a href={downloadUrl(item.file, item.directory)} download>
                {item.title || item.file}{' '}
                <span className="badge badge--muted">{t('storefront.blocks.dependencies.download')}</span>
              </a>
            ) : (
              <BlockLink link={item.link} target={item.linktarget}>
                {item.title || item.link}
              </BlockLink>
            )}
            {item.description && <p className="muted">{item.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
