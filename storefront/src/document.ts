import type { StorefrontState } from '@saray/contracts/storefront/state';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The state as JSON safe inside a script element: no '<' can end it early. */
export const stateJson = (state: StorefrontState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The built browser assets: the entry script, its preloaded chunks, the lazily loaded modules' chunks, the CSS. */
export interface Assets {
  script: string;
  preload: string[];
  /** What each lazily loaded module (a theme, a screen) needs beyond the entry's chunks, by its source path. */
  chunks?: Record<string, string[]>;
  css: string;
}

/** The chunks a page preloads: the entry's, its theme's and its screen's, so hydration waits on no second trip. */
function preloads(state: StorefrontState, assets: Assets, screens: string[]): string[] {
  const lazy = [`src/themes/${state.store.theme}/index.ts`, ...screens.map((screen) => `src/${screen}.tsx`)];
  return [...new Set([...assets.preload, ...lazy.flatMap((source) => assets.chunks?.[source] ?? [])])];
}

/** Head tags of spec 1 §2 / issue SEO: title, meta, canonical, hreflang alternates, Open Graph. */
export function headTags(state: StorefrontState): string {
  const h = state.head;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    `<meta name="title" content="${escapeHtml(h.title)}">`,
    h.description ? `<meta name="description" content="${escapeHtml(h.description)}">` : '',
    h.keywords ? `<meta name="keywords" content="${escapeHtml(h.keywords)}">` : '',
    h.robots ? `<meta name="robots" content="${escapeHtml(h.robots)}">` : '',
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
    ...h.alternates.map((a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(a.href)}">`),
    ...Object.entries(h.og ?? {}).map(
      ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
    ),
    h.preloadImage
      ? `<link rel="preload" as="image" type="${escapeHtml(h.preloadImage.type)}" imagesrcset="${escapeHtml(h.preloadImage.srcset)}" imagesizes="${escapeHtml(h.preloadImage.sizes)}" fetchpriority="high">`
      : '',
  ];
  return tags.filter(Boolean).join('\n');
}

/** The site icon, inline: no extra request, and no 404 for /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230b63b6'/%3E%3Ctext x='16' y='23' font-size='20' text-anchor='middle' fill='white' font-family='sans-serif'%3ES%3C/text%3E%3C/svg%3E";

/** The whole HTML document around the rendered app; `screens` are the page's screen modules (screens/registry). */
export function documentHtml(state: StorefrontState, appHtml: string, assets: Assets, screens: string[]): string {
  return `<!doctype html>
<html lang="${state.lang}" dir="${state.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="${FAVICON}">
${headTags(state)}
<style>${assets.css}</style>
${preloads(state, assets, screens)
  .map((p) => `<link rel="modulepreload" href="${p}">`)
  .join('\n')}
<script type="module" src="${assets.script}"></script>
</head>
<body>
<div id="app">${appHtml}</div>
<script id="storefront-state" type="application/json">${stateJson(state)}</script>
</body>
</html>`;
}
