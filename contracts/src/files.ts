/**
 * The upload directories (spec 3 §5) and the extensions each accepts: the server refuses any other file, and the
 * dashboard's pickers offer only these.
 */
export const UPLOAD_EXTENSIONS = {
  avatars: ['jpg', 'jpeg', 'png', 'bmp'],
  // SVG is left out: served from this origin it could carry script.
  Images: ['jpg', 'jpeg', 'png', 'bmp', 'webp', 'gif'],
  DataContents: ['jpg', 'jpeg', 'png', 'webp', 'pdf', 'doc', 'docx', 'zip', 'xls', 'xlsx', 'txt'],
  Attributes: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'zip', 'xls', 'xlsx', 'txt'],
  Tickets: ['jpg', 'jpeg', 'png', 'pdf', 'txt', 'zip', 'doc', 'docx', 'xls', 'xlsx'],
} satisfies Record<string, string[]>;

export type UploadDirectory = keyof typeof UPLOAD_EXTENSIONS;

/** Where a content control's files go when it names no directory (spec 3 §3); served only as downloads. */
export const DEFAULT_DIRECTORY: UploadDirectory = 'DataContents';

/** The widths a stored picture is served at (srcset), never wider than the picture itself. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
/** The modern formats a stored picture is served in beside its original, the smaller first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** A picture the server stored and named (<uuid>.<ext>): its id, which its variants are named after. */
export const storedPictureId = (name: string): string | undefined => /^([0-9a-f-]{36})\.[a-z0-9]{1,8}$/.exec(name)?.[1];

/** A variant's file name: <uuid>-w640.webp, made from the stored picture on first request. */
export const variantName = (id: string, width: number, format: VariantFormat): string => `${id}-w${width}.${format}`;

/** Where a stored file of an image directory is served. */
export const storedImageUrl = (name: string, directory = 'Images'): string =>
  `/api/CMS/Image/${encodeURIComponent(directory)}/${encodeURIComponent(name)}`;

/** A stored picture's variants in one format, as a srcset: every served width. */
export const variantSrcSet = (id: string, format: VariantFormat, directory = 'Images'): string =>
  VARIANT_WIDTHS.map((w) => `${storedImageUrl(variantName(id, w, format), directory)} ${w}w`).join(', ');

/** How wide a banner's picture is shown, in every theme (its sizes attribute, and its preload's): the page's width. */
export const BANNER_PICTURE_SIZES = '(max-width: 1280px) 100vw, 1280px';

/** How wide a product page's main picture is shown (its sizes attribute, and its preload's). */
export const PRODUCT_PICTURE_SIZES = '(max-width: 800px) 100vw, 640px';
