import { VARIANT_FORMATS, storedPictureId, variantSrcSet } from '@saray/contracts/files';
import { imageUrl } from '../blocks/types';

interface Props {
  name: string;
  directory?: string;
  alt: string;
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

/**
 * A stored picture in the widths and formats the server makes of it (AVIF, then WebP, then the original), with its
 * box's size given up front. A picture given by address is shown as it is.
 */
export function Picture(props: Props) {
  const { name, directory = 'Images', alt, width, height, sizes, eager = false, priority = false, className } = props;
  const id = storedPictureId(name);
  const img = (
    <img
      className={className}
      src={imageUrl(name, directory)}
      alt={alt}
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
