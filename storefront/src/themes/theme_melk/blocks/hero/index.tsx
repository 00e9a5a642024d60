import { BANNER_PICTURE_SIZES } from '@saray/contracts/files';
import { BlockLink } from '../../../../blocks/BlockLink';
import type { BlockProps } from '../../../../blocks/types';
import { text } from '../../../../blocks/types';
import { Picture } from '../../../../components/Picture';
import { useStorefront } from '../../../../context';
import { FactIcon } from '../../components/FactIcon';

/**
 * theme_melk's banner: a hero across the window, the banner's picture dimmed behind its heading and a search of the
 * listings (a plain form to the product list, which reads its q), the banner's link under it.
 */
export function MelkHero({ block }: BlockProps) {
  const { t, href } = useStorefront();
  const d = block.dataContent;
  const image = text(d, 'image');
  const link = text(d, 'link');
  return (
    <section className={image ? 'melk-hero melk-hero--pictured' : 'melk-hero'}>
      {image && (
        <Picture
          className="melk-hero-image"
          name={image}
          directory={d.image?.directory}
          alt=""
          width={1920}
          height={560}
          sizes={BANNER_PICTURE_SIZES}
          priority
        />
      )}
      <div className="melk-hero-text">
        <h2>{text(d, 'heading') || block.title}</h2>
        {text(d, 'text') && <p>{text(d, 'text')}</p>}
        <form className="melk-hero-search" role="search" method="get" action={href('/p')}>
          <label htmlFor={`melk-search-${block.id}`} className="visually-hidden">
            {t('storefront.melk.search.label')}
          </label>
          <input
            id={`melk-search-${block.id}`}
            type="search"
            name="q"
            placeholder={t('storefront.melk.search.placeholder')}
          />
          <button type="submit" className="button button--primary">
            <FactIcon name="search" size={18} />
            {t('storefront.melk.search.button')}
          </button>
        </form>
        {link && (
          <BlockLink link={link} className="melk-hero-link">
            {text(d, 'linktext') || link}
          </BlockLink>
        )}
      </div>
    </section>
  );
}
