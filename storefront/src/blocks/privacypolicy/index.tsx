import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { flag, text } from '../types';
import { withAnchors } from './anchors';

/** A policy text with a table of contents of its h2/h3 headings (when it has more than one and 'showtoc' is on). */
export function PrivacyPolicy({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const title = text(d, 'title') || block.title || t('storefront.blocks.privacypolicy.title');
  const { html, headings } = withAnchors(text(d, 'content') || block.description || '', `policy-${block.id}`);
  const toc = flag(d, 'showtoc', true) && headings.length > 1;
  return (
    <article className="privacy-policy">
      <h2>{title}</h2>
      {toc && (
        <nav className="toc" aria-label={t('storefront.blocks.privacypolicy.contents')}>
          <p className="toc-title">{t('storefront.blocks.privacypolicy.contents')}</p>
          <ol>
            {headings.map((h) => (
              <li key={h.id} className={`toc-level-${h.level}`}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
