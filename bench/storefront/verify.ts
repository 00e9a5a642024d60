import type { StorefrontPage } from './pages.js';

// How React writes text into markup, so expected text can be found in the HTML as sent.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeText = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The page's HTML; anything but a 200 fails the run. */
export async function fetchHtml(origin: string, path: string): Promise<string> {
  const res = await fetch(origin + path);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${origin}${path} answered ${res.status}: ${html.slice(0, 300)}`);
  return html;
}

/** The rendered page: the markup inside #app, without the state JSON that follows it (it holds the same text). */
export function appMarkup(html: string): string {
  const start = html.indexOf('<div id="app">');
  const end = html.indexOf('<script id="storefront-state"');
  if (start < 0 || end < start) throw new Error('the HTML has no <div id="app"> followed by the state script');
  return html.slice(start, end);
}

/** The document's title and the page's texts are in the HTML as sent: the server did read and draw the page. */
export function checkPage(label: string, html: string, page: StorefrontPage): void {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  if (!title.includes(escapeText(page.title).replace(/&#x27;/g, '&#39;')))
    throw new Error(`${label} ${page.path}: title '${title}' lacks '${page.title}'`);
  const markup = appMarkup(html);
  const missing = page.texts.filter((text) => !markup.includes(escapeText(text)));
  if (missing.length) throw new Error(`${label} ${page.path}: the page lacks ${JSON.stringify(missing)}`);
}

export interface RenderCheck {
  /** Whether both servers drew the same page markup, byte for byte. */
  sameMarkup: boolean;
  /** Saray's HTML of the page. */
  html: string;
}

/**
 * Checks both servers draw each page before measuring them. Whether the rendered markup is byte for byte the same is
 * reported, not required: the baseline builds the same state, but need not match every detail.
 */
export async function verifyBothRender(
  baselineOrigin: string,
  sarayOrigin: string,
  pages: StorefrontPage[],
): Promise<Map<string, RenderCheck>> {
  const checks = new Map<string, RenderCheck>();
  for (const page of pages) {
    const [baseline, saray] = await Promise.all([
      fetchHtml(baselineOrigin, page.path),
      fetchHtml(sarayOrigin, page.path),
    ]);
    checkPage('Baseline', baseline, page);
    checkPage('Saray', saray, page);
    checks.set(page.name, { sameMarkup: appMarkup(baseline) === appMarkup(saray), html: saray });
  }
  return checks;
}

/**
 * Checks Saray with its page cache serves each page from the cache once drawn (X-Cache: hit), with the markup Saray
 * draws for it: otherwise the cached figure would measure something else, and the run fails.
 */
export async function verifyCached(
  origin: string,
  pages: StorefrontPage[],
  drawn: Map<string, RenderCheck>,
): Promise<void> {
  for (const page of pages) {
    await fetchHtml(origin, page.path);
    const res = await fetch(origin + page.path);
    const html = await res.text();
    if (res.status !== 200 || res.headers.get('x-cache') !== 'hit')
      throw new Error(`GET ${origin}${page.path} again answered ${res.status}, X-Cache ${res.headers.get('x-cache')}`);
    if (appMarkup(html) !== appMarkup(drawn.get(page.name)!.html))
      throw new Error(`${page.path}: the page kept differs from the page Saray draws`);
  }
}
