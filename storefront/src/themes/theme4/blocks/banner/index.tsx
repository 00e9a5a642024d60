import { BANNER_PICTURE_SIZES } from '@saray/contracts/files';
import { BlockLink } from '../../../../blocks/BlockLink';
import type { BlockProps } from '../../../../blocks/types';
import { text } from '../../../../blocks/types';
import { Picture } from '../../../../components/Picture';

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
        <Picture
          className="banner-split-image"
          name={image}
          directory={d.image?.directory}
          alt=""
          width={800}
          height={600}
          sizes={BANNER_PICTURE_SIZES}
          priority
        />
      )}
    </section>
  );
}
