import { BlockLink } from '../../../../blocks/BlockLink';
import type { BlockProps } from '../../../../blocks/types';
import { imageUrl, text } from '../../../../blocks/types';

/** theme4's banner: the picture beside the text (below it on narrow screens) under a serif heading. */
export function SplitBanner({ block }: BlockProps) {
  const d = block.dataContent;
  const image = text(d, 'image');
  const link = text(d, 'link');
  return (
    <section className={`banner banner--split banner--${text(d, 'style') || 'light'}`}>
      <div className="banner-text">
        <h2 className="banner-heading serif-heading">{text(d, 'heading') || block.title}</h2>
        {text(d, 'text') && <p>{text(d, 'text')}</p>}
        {link && (
          <BlockLink link={link} className="button button--primary">
            {text(d, 'linktext') || link}
          </BlockLink>
        )}
      </div>
      {image && (
        <img
          className="banner-split-image"
          src={imageUrl(image, d.image?.directory)}
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
        />
      )}
    </section>
  );
}
