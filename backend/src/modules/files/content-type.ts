import { fileTypeFromBuffer } from 'file-type';
import { canonicalExtension } from './upload-rules.js';

/**
 * What the bytes of a file with each accepted extension may be detected as (file-type's names). Word and Excel
 * files of the old kind are OLE compound files (`cfb`); the new kinds are zip archives, which file-type names after
 * their content when it can read it.
 */
const DETECTED_AS: Record<string, string[]> = {
  jpg: ['jpg'],
  png: ['png'],
  bmp: ['bmp'],
  webp: ['webp'],
  gif: ['gif'],
  pdf: ['pdf'],
  zip: ['zip'],
  doc: ['cfb', 'doc'],
  xls: ['cfb', 'xls'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
};

/** A document of markup a browser would draw (and run the script of), whatever the file's name says. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|link|style|img)\b/i;

/**
 * Whether a file's content is of the type its extension names: binary types by their signature, plain text by
 * being valid UTF-8 without NUL characters nor a markup document's start. An extension with no rule here is refused.
 *
 * @example await contentMatches('png', pngBytes) // true; await contentMatches('png', svgBytes) // false
 */
export async function contentMatches(extension: string, content: Buffer): Promise<boolean> {
  const ext = canonicalExtension(extension);
  const detected = await fileTypeFromBuffer(content);
  if (ext === 'txt') return !detected && isPlainText(content);
  return !!detected && (DETECTED_AS[ext] ?? []).includes(detected.ext);
}

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return false;
  }
  return !MARKUP.test(text.replace(/^\uFEFF/, ''));
}
