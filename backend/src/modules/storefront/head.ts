import type { HeadTags, Language } from '@saray/contracts/storefront/state';

export interface HeadInput {
  storeTitle: string;
  /** The page's own title; the home page has none and shows the store name alone. */
  title?: string | null;
  metaTitle?: string | null;
  description?: string | null;
  keywords?: string | null;
  origin: string;
  /** The path after the language segment (the store segment included): '/main/pages/about'. */
  path: string;
  lang: Language;
  languages: Language[];
  og?: Record<string, string>;
  noindex?: boolean;
  preloadImage?: HeadTags['preloadImage'];
}

/**
 * The head of a page: title = store name + page title, meta from the page, the canonical address in the page's
 * language, and an hreflang alternate per public language.
 *
 * @example headFor({ storeTitle: 'Bazaar', title: 'About', path: '/pages/about', lang: 'fa', … }).canonical
 *   // 'https://shop.example/fa/pages/about'
 */
export function headFor(input: HeadInput): HeadTags {
  const pageTitle = (input.metaTitle || input.title || '').trim();
  const path = input.path === '/' ? '' : input.path;
  const at = (lang: Language) => `${input.origin}/${lang}${path}`;
  return {
    title: pageTitle ? `${input.storeTitle} | ${pageTitle}` : input.storeTitle,
    ...(input.description ? { description: input.description.trim() } : {}),
    ...(input.keywords ? { keywords: input.keywords.trim() } : {}),
    canonical: at(input.lang),
    alternates: input.languages.map((lang) => ({ lang, href: at(lang) })),
    ...(input.og ? { og: { ...input.og, 'og:url': at(input.lang) } } : {}),
    ...(input.noindex ? { robots: 'noindex' } : {}),
    ...(input.preloadImage ? { preloadImage: input.preloadImage } : {}),
  };
}

/** Text of an HTML fragment, for a meta description made from rich text. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
