import { isLanguage, type Language } from './i18n.js';

/** Second path segments that are routes, never store names (spec 1 §2.4), plus the server's own prefixes. */
export const RESERVED_SEGMENTS = new Set([
  'pages',
  'content',
  'account',
  'dashboard',
  'authentication',
  'market',
  'staking',
  'lands',
  'loans',
  'cms',
  'p',
  'c',
  'error',
  'payment',
  'cat',
  'shoppingcart',
  'map',
  'contactus',
  'whitepaper',
  'archives',
  'compare',
  'api',
  'assets',
  'chathub',
]);

export interface PathContext {
  lang?: Language;
  store?: string;
  /** The path with the language and store segments removed. */
  rest: string;
}

/**
 * Reads the optional language and store segments of a page path: /fa/main/p/rug → fa, main, /p/rug. The first
 * segment is a language only if it is one of ours; the second is a store unless it is a reserved word.
 *
 * @example pathContext('/tr/pages/about') // { lang: 'tr', rest: '/pages/about' }
 */
export function pathContext(pathname: string): PathContext {
  const segments = pathname.split('?')[0].split('/').filter(Boolean);
  if (!isLanguage(segments[0])) return { rest: pathname.split('?')[0] || '/' };
  const lang = segments[0];
  const second = segments[1];
  if (second === undefined || RESERVED_SEGMENTS.has(second.toLowerCase()))
    return { lang, rest: `/${segments.slice(1).join('/')}` };
  return { lang, store: decodeURIComponent(second), rest: `/${segments.slice(2).join('/')}` };
}
