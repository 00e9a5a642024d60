import { VARIANT_WIDTHS, type VariantFormat } from '@saray/contracts/files';
import sharp from 'sharp';

/** The original's id, the width and the format a variant's file name asks for (contracts' variantName). */
const VARIANT_NAME = /^([0-9a-f-]{36})-w(\d{2,4})\.(avif|webp)$/;
/** What a stored picture may be made from: the raster formats the image directories accept. */
const SOURCE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif', 'bmp'];

export interface VariantRequest {
  /** The stored original's id (its name without the extension). */
  id: string;
  width: number;
  format: VariantFormat;
}

/**
 * Reads a variant's file name; undefined for anything that is not one of the widths and formats served (so a
 * visitor cannot have the server make any size they like).
 */
export function variantOf(name: string): VariantRequest | undefined {
  const m = VARIANT_NAME.exec(name);
  if (!m || !(VARIANT_WIDTHS as readonly number[]).includes(Number(m[2]))) return undefined;
  return { id: m[1], width: Number(m[2]), format: m[3] as VariantFormat };
}

/** The names a stored original may have: its id with each raster extension. */
export const sourceNames = (id: string): string[] => SOURCE_EXTENSIONS.map((ext) => `${id}.${ext}`);

/**
 * Makes a variant: the picture scaled down to the width (never up), turned as its EXIF orientation says, its metadata
 * dropped, encoded in the format at a quality meant for the web.
 */
export async function makeVariant(source: Buffer | string, width: number, format: VariantFormat): Promise<Buffer> {
  const image = sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif({ quality: 50, effort: 2 }).toBuffer() : image.webp({ quality: 75 }).toBuffer();
}

/** A drawn picture (SVG) as a WebP at its own size: the demo shop's product pictures. */
export const renderDrawing = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();

/** A stored picture's size as it is shown (turned as its EXIF orientation says), and its format; undefined when sharp cannot read it. */
export async function pictureSize(
  source: Buffer,
): Promise<{ width: number; height: number; format: string } | undefined> {
  try {
    const { width, height, format, orientation } = await sharp(source, { failOn: 'error' }).metadata();
    if (!width || !height || !format) return undefined;
    // Orientations 5 to 8 turn the picture a quarter: its width is shown as its height.
    return (orientation ?? 1) >= 5 ? { width: height, height: width, format } : { width, height, format };
  } catch {
    return undefined;
  }
}
