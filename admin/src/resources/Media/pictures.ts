import { storedImageUrl, storedPictureId, variantName } from '@saray/contracts/files';
import { HttpError } from 'react-admin';
import { uploadWithProgress } from '../../http';

/** The directory the library's pictures are stored in (the server's MEDIA_DIRECTORY). */
export const LIBRARY_DIRECTORY = 'Images';

/** A picture of the library as the API answers it. */
export interface MediaRecord {
  id: number;
  file: string;
  title?: string | null;
  alt?: string | null;
  focalPoint?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
}

/** A small rendering of a stored picture for grids: its narrowest WebP variant, else the picture itself. */
export const thumbnailUrl = (file: string): string => {
  const id = storedPictureId(file);
  return storedImageUrl(id ? variantName(id, 320, 'webp') : file, LIBRARY_DIRECTORY);
};

/** The focal point ('x y' in percent) as CSS object-position: what a crop of the picture keeps in view. */
export const objectPosition = (focalPoint: string | null | undefined): string => {
  const [x, y] = (focalPoint ?? '50 50').split(' ');
  return `${x ?? 50}% ${y ?? 50}%`;
};

/**
 * Uploads one picture to the library's directory (which makes it a picture of the library), reporting progress;
 * `keep`: the library keeps it while no record uses it (the library screen's own uploads).
 */
export const uploadPicture = (file: File, onProgress: (sent: number) => void, keep = false) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadWithProgress<{ name: string; mediaId?: number }>(
    `/api/CMS/UploadFile?directory=${LIBRARY_DIRECTORY}${keep ? '&keep=true' : ''}`,
    form,
    onProgress,
  );
};

/** What the server said about a failed call, as a message key or its translated message. */
export const failure = (err: unknown): string =>
  err instanceof HttpError
    ? ((err.body as { message?: string } | undefined)?.message ?? err.message)
    : err instanceof Error
      ? err.message
      : 'dashboard.upload.failed';
