import { BANNER_PICTURE_SIZES } from '@saray/contracts/files';
import { Picture } from '../../components/Picture';
import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { text } from '../types';

/**
 * A banner: heading, text, an optional link button and image. The image box has its size set, comes in the widths
 * and formats the server makes of it, and is loaded first: it is usually the largest thing in view (the LCP element).
 */
export function Banner({ block }: BlockProps) {
  const { href } = useStorefront();
  const d = block.dataContent;
  const image = text(d, 'image');
  const link = text(d, 'link');
  return (
    <section className={`banner banner--${text(d, 'style') || 'light'}${image ? ' banner--pictured' : ''}`}>
      <div className="banner-text">
        <h2 className="banner-heading">{text(d, 'heading') || block.title}</h2>
        {text(d, 'text') && <p>{text(d, 'text')}</p>}
        {link && (
          <a className="button button--primary" href={/^https?:/.test(link) ? link : href(link)}>
            {text(d, 'linktext') || link}
          </a>
        )}
      </div>
      {image && (
        <Picture
          className="banner-image"
          name={image}
          directory={d.image?.directory}
          alt=""
          width={1200}
          height={400}
          sizes={BANNER_PICTURE_SIZES}
          priority
        />
      )}
    </section>
  );
}
