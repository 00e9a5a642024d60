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

/** Rich text cleaned for drawing: what the storefront renders, even if a stored value predates the check. */
export function sanitizeRichText(text: string | null | undefined): string {
  return text ? sanitizeHtml(text, SAFE) : '';
}
