import { useStorefront } from '../../context';
import type { BlockProps } from '../types';
import { downloadUrl, imageUrl, text } from '../types';

/**
 * A video: an uploaded file, or else an https address (a plain http one would be blocked as mixed content on the
 * store's https pages). Nothing is fetched before the visitor presses play, and the box keeps a 16:9 shape so the
 * page does not move while the poster loads.
 */
export function Video({ block }: BlockProps) {
  const { t } = useStorefront();
  const d = block.dataContent;
  const file = text(d, 'video');
  const url = text(d, 'url');
  const src = file ? downloadUrl(file, d.video?.directory) : /^https:\/\//i.test(url) ? url : '';
  if (!src) return null;
  const title = text(d, 'title') || block.title;
  const poster = text(d, 'poster');
  return (
    <figure className="video-block">
      <div className="video-box">
        <video
          controls
          preload="none"
          src={src}
          poster={poster ? imageUrl(poster, d.poster?.directory) : undefined}
          width={1280}
          height={720}
          aria-label={title || undefined}
        >
          <a href={src}>{t('storefront.blocks.video.download')}</a>
        </video>
      </div>
      {title && <figcaption>{title}</figcaption>}
    </figure>
  );
}
