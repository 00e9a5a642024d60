import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import type { BlockProps } from '../types';
import { downloadUrl, imageUrl, list, loadingOf, text } from '../types';

/** An entry of a multi-file value: a file name (or address), or the uploaded-file object { name, url, title }. */
type Media = string | { name?: string; url?: string; title?: string };

const VIDEO = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i;

/**
 * Images and videos of the 'media' control in a grid. Each image links to itself at full size, which works with
 * no script and with any keyboard or reader; videos play in place and fetch nothing before play.
 */
export function ImageVideoGallery({ block }: BlockProps) {
  const { state, t } = useStorefront();
  const d = block.dataContent;
  const directory = d.media?.directory;
  const media = list<Media>(d, 'media')
    .map((m) => (typeof m === 'string' ? { name: m } : { name: m?.name || m?.url || '', title: m?.title }))
    .filter((m) => m.name);
  if (!media.length) return null;
  const title = text(d, 'title') || block.title;
  const loading = loadingOf(d);
  const label = (i: number, caption?: string) =>
    caption ||
    t('storefront.blocks.imagevideogallery.item', {
      n: localDigits(i + 1, state.lang),
      count: localDigits(media.length, state.lang),
    });
  return (
    <section className="media-gallery">
      {title && <h2>{title}</h2>}
      <ul className="gallery-grid">
        {media.map((m, i) => (
          <li key={i}>
            <figure>
              {VIDEO.test(m.name) ? (
                <video
                  controls
                  preload="none"
                  src={downloadUrl(m.name, directory)}
                  width={640}
                  height={480}
                  aria-label={label(i, m.title)}
                />
              ) : (
                <a href={imageUrl(m.name, directory)}>
                  <img
                    src={imageUrl(m.name, directory)}
                    alt={label(i, m.title)}
                    width={640}
                    height={480}
                    loading={i === 0 ? loading : 'lazy'}
                  />
                </a>
              )}
              {m.title && <figcaption>{m.title}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
