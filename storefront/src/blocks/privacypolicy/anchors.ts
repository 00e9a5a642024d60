import { plainText } from '../html-text';

export interface Heading {
  id: string;
  level: 2 | 3;
  text: string;
}

const HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;

/**
 * Gives the h2 and h3 headings of sanitised rich text ids `{prefix}-{n}` (sanitising drops any id the author
 * wrote) and lists them for a table of contents. The same text gives the same ids on the server and in the browser.
 *
 * @example withAnchors('<h2>Cookies</h2><p>…</p>', 'policy-4') // { html: '<h2 id="policy-4-1">Cookies</h2><p>…</p>', headings: [{ id: 'policy-4-1', level: 2, text: 'Cookies' }] }
 */
export function withAnchors(html: string, prefix: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const out = html.replace(HEADING, (whole, level: string, attrs: string, inner: string) => {
    const text = plainText(inner);
    if (!text) return whole;
    const id = `${prefix}-${headings.length + 1}`;
    headings.push({ id, level: level === '2' ? 2 : 3, text });
    const kept = attrs.replace(/\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
    return `<h${level}${kept} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, headings };
}
