import { useStorefront } from '../../context';
import { formatDate, localDigits } from '../../format';
import type { Language } from '@saray/contracts/storefront/state';
import type { BlockProps } from '../types';
import { imageUrl, loadingOf, text } from '../types';

/**
 * The post's date as the visitor reads it, and as a machine-readable date when it is Gregorian. A date picker
 * stores YYYY/MM/DD, which Date would read as local midnight (another day in UTC), so it is read as a UTC day; a
 * Persian picker's date (year below 1700) is already what a Persian reader expects.
 */
function postDate(value: string, lang: Language): { shown: string; iso?: string } {
  const day = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value.trim());
  if (day && Number(day[1]) < 1700) return { shown: localDigits(`${day[1]}/${day[2]}/${day[3]}`, lang) };
  const iso = day ? `${day[1]}-${day[2]}-${day[3]}` : value;
  const shown = formatDate(iso, lang);
  return shown ? { shown, iso: day ? iso : new Date(value).toISOString() } : { shown: '' };
}

/** A blog-style post: title, date and author, a picture and the body. */
export function Post({ block }: BlockProps) {
  const { state, t } = useStorefront();
  const d = block.dataContent;
  const title = text(d, 'title') || block.title;
  const date = postDate(text(d, 'date'), state.lang);
  const author = text(d, 'author');
  const image = text(d, 'image');
  return (
    <article className="post">
      <header className="post-header">
        {title && <h2 className="post-title">{title}</h2>}
        {(date.shown || author) && (
          <p className="post-meta muted">
            {date.shown && (date.iso ? <time dateTime={date.iso}>{date.shown}</time> : <span>{date.shown}</span>)}
            {author && <span className="post-author">{t('storefront.blocks.post.by', { author })}</span>}
          </p>
        )}
      </header>
      {image && (
        <img
          className="post-image"
          src={imageUrl(image, d.image?.directory)}
          alt=""
          width={1200}
          height={630}
          loading={loadingOf(d)}
        />
      )}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: text(d, 'content') || block.description || '' }} />
    </article>
  );
}
