import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_PICTURE_SIZES } from '@saray/contracts/files';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { Picture } from './Picture';

/** The thumbnail an arrow key, Home or End moves to from `at` of `count` (arrows follow the reading direction). */
export function thumbnailAfter(key: string, at: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return (at + 1) % count;
  if (key === back || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A product's pictures: the main one large (the page's largest paint, preloaded by the head), and when there are
 * more, a row of thumbnails that each show their picture in its place; the arrow keys, Home and End move along them.
 * Without scripts it is the main picture alone: the thumbnails keep their room but show only once they work.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: string[] }) {
  const { state, t } = useStorefront();
  const [shown, setShown] = useState(0);
  const [ready, setReady] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  useEffect(() => setReady(true), []);
  const move = (e: KeyboardEvent, at: number) => {
    const next = thumbnailAfter(e.key, at, pictures.length, state.dir === 'rtl');
    if (next === null) return;
    e.preventDefault();
    setShown(next);
    thumbs.current?.querySelectorAll('button')[next]?.focus();
  };
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
        <ul
          ref={thumbs}
          className={ready ? 'gallery-thumbs gallery-thumbs--ready' : 'gallery-thumbs'}
          aria-label={t('storefront.product.gallery', { name })}
        >
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
                onKeyDown={(e) => move(e, i)}
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
