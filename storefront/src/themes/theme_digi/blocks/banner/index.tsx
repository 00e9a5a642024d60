import { BANNER_PICTURE_SIZES } from '@saray/contracts/files';
import { BlockLink } from '../../../../blocks/BlockLink';
import type { BlockProps } from '../../../../blocks/types';
import { text } from '../../../../blocks/types';
import { Picture } from '../../../../components/Picture';

/**
 * theme_digi's banner: a strip across the whole window, the picture behind a short line of text. The picture keeps
 * its size and loads first, being the largest thing in view.
 */
export function DigiBanner({ block }: BlockProps) {
  const d = block.dataContent;
  const image = text(d, 'image');
  const link = text(d, 'link');
  return (
    <section className={`banner-strip banner-strip--${text(d, 'style') || 'light'}`}>
      {image && (
        <Picture
          className="banner-strip-image"
          name={image}
          directory={d.image?.directory}
          alt=""
          width={1920}
          height={480}
          sizes={BANNER_PICTURE_SIZES}
          priority
        />
      )}
      <div className="banner-strip-text">
        <h2>{text(d, 'heading') || block.title}</h2>
        {text(d, 'text') && <p>{text(d, 'text')}</p>}
        {link && (
          <BlockLink link={link} className="button button--primary">
            {text(d, 'linktext') || link}
          </BlockLink>
        )}
      </div>
    </section>
  );
}
