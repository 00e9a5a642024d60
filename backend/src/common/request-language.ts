import { DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n.js';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  url?: string;
}

/** persian_fa → fa, tr-TR → tr: the spec's locale codes keep the language after the underscore. */
const languageOfCode = (code: string | undefined): Language | undefined => {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const part = lower.includes('_') ? lower.split('_').pop() : lower.split(/[-;,]/)[0];
  return isLanguage(part) ? part : undefined;
};

export const cookie = (header: string | undefined, name: string): string | undefined =>
  header
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1];

/** The request's language: the lang header, then a /{lang}/ path segment, the locale cookie, Accept-Language, else en. */
export function languageOf(req: RequestLike): Language {
  const h = (n: string) => {
    const v = req.headers[n];
    return Array.isArray(v) ? v[0] : v;
  };
  const pathLang = req.url?.split('?')[0].split('/')[1];
  return (
    languageOfCode(h('lang')) ??
    (isLanguage(pathLang) ? pathLang : undefined) ??
    languageOfCode(cookie(h('cookie'), 'locale')) ??
    languageOfCode(h('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}
