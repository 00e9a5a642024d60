import { useState } from 'react';
import { PRODUCT_PICTURE_SIZES } from '@saray/contracts/files';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { Picture } from './Picture';

/**
 * A product's pictures: the main one large (the page's largest paint, preloaded by the head), and when there are
 * more, a row of thumbnails that each show their picture in its place.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: string[] }) {
  const { state, t } = useStorefront();
  const [shown, setShown] = useState(0);
  return (
    <div className="product-gallery">
      <Picture
        key={pictures[shown]}
        name={pictures[shown]}
        alt={name}
        width={640}
        height={480}
        sizes={PRODUCT_PICTURE_SIZES}
        priority={shown === 0}
      />
      {pictures.length > 1 && (
        <ul className="gallery-thumbs" aria-label={t('storefront.product.gallery', { name })}>
          {pictures.map((picture, i) => (
            <li key={picture}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('storefront.product.picture', {
                  number: localDigits(i + 1, state.lang),
                  count: localDigits(pictures.length, state.lang),
                })}
                onClick={() => setShown(i)}
              >
                <Picture name={picture} alt="" decorative width={80} height={60} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
