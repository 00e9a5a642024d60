import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold: formatting, lists, headings, tables, links and images. No scripts, no event handlers,
 * no styles, no frames or forms, and links only to http(s), mailto and tel (images also as data URLs). The
 * dashboard's editor cleans its output with the same list.
 */
const SAFE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    '*': ['dir', 'lang', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'type'],
    code: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
};

/** The same parse and serialization, keeping everything: what the text is, written the way SAFE writes it. */
const AS_WRITTEN: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
};

/**
 * The `html` format: text is accepted when cleaning it removes nothing. Both passes parse and serialize alike, so
 * they differ only by what cleaning took out; entity encoding or quoting never makes harmless text fail.
 *
 * @example isSafeHtml('<p>Tea &amp; <b>sugar</b></p>') // true
 * @example isSafeHtml('<p onclick="steal()">Tea</p>') // false
 */
export function isSafeHtml(text: string): boolean {
  return sanitizeHtml(text, SAFE) === sanitizeHtml(text, AS_WRITTEN);
}

/** Texts cleaned lately and their cleaned form, up to CLEANED_CHARS characters in all (then it starts over). */
const cleaned = new Map<string, string>();
const CLEANED_CHARS = 8_000_000;
let cleanedChars = 0;

/**
 * Rich text cleaned for drawing: what the storefront renders, even if a stored value predates the check. Pages draw
 * the same blocks again and again, and cleaning is a pure function of the text: a text cleaned lately is not
 * parsed again.
 */
export function sanitizeRichText(text: string | null | undefined): string {
  if (!text) return '';
  let clean = cleaned.get(text);
  if (clean === undefined) {
    clean = sanitizeHtml(text, SAFE);
    if (cleanedChars + text.length + clean.length > CLEANED_CHARS) {
      cleaned.clear();
      cleanedChars = 0;
    }
    cleaned.set(text, clean);
    cleanedChars += text.length + clean.length;
  }
  return clean;
}
