import { VARIANT_FORMATS, storedPictureId, variantSrcSet } from '@saray/contracts/files';
import { imageUrl } from '../blocks/types';
import { useStorefront } from '../context';

interface Props {
  name: string;
  directory?: string;
  alt: string;
  /**
   * The link or button the picture sits in names it already (a category's tile, a gallery's thumbnail): no
   * alternative text, not even the library's, so a screen reader does not say the name twice.
   */
  decorative?: boolean;
  /** The box the picture fills, in CSS pixels: its width and height attributes, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** How wide it is shown (the sizes attribute), so the browser picks the smallest variant that is sharp enough. */
  sizes: string;
  eager?: boolean;
  /** The page's main picture (its largest paint): fetched first. */
  priority?: boolean;
  className?: string;
}

/** A focal point as the library keeps it ('20 80', percent of the width and height) as CSS writes it: '20% 80%'. */
const inPercent = (point: string) =>
  point
    .split(' ')
    .map((n) => `${n}%`)
    .join(' ');

/**
 * A stored picture in the widths and formats the server makes of it (AVIF, then WebP, then the original), with its
 * box's size given up front. A picture given by address is shown as it is. What the media library says of it comes
 * with the page's state: its alternative text stands before the one given here, and its focal point stays in view
 * where a box crops the picture (object-fit: cover).
 */
export function Picture(props: Props) {
  const { name, directory = 'Images', alt, decorative, width, height, sizes, eager = false, priority = false } = props;
  const { className } = props;
  const media = useStorefront().state.media?.[name];
  const id = storedPictureId(name);
  const img = (
    <img
      className={className}
      src={imageUrl(name, directory)}
      alt={decorative ? '' : (media?.alt ?? alt)}
      style={media?.focalPoint ? { objectPosition: inPercent(media.focalPoint) } : undefined}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!id) return img;
  return (
    <picture>
      {VARIANT_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(id, format, directory)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
