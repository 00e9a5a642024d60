/** The dashboard's languages (spec 2 §9): fa is the default and is written right to left. */
export const LANGUAGES = [
  { locale: 'en', name: 'English', cookie: 'english_en' },
  { locale: 'fa', name: 'فارسی', cookie: 'persian_fa' },
  { locale: 'tr', name: 'Türkçe', cookie: 'turkish_tr' },
] as const;
export type Locale = (typeof LANGUAGES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'fa';
export const isRtl = (locale: string): boolean => locale === 'fa';

const known = (v: string | undefined): Locale | undefined => LANGUAGES.find((l) => l.locale === v)?.locale;

/** /{lang}/dashboard/… names the language; otherwise the locale cookie (persian_fa style), else Persian. */
export function initialLocale(): Locale {
  const fromPath = known(/^\/([a-z]{2})\/dashboard(\/|$)/.exec(location.pathname)?.[1]);
  if (fromPath) return fromPath;
  const cookie = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie)?.[1];
  return known(LANGUAGES.find((l) => l.cookie === cookie)?.locale) ?? DEFAULT_LOCALE;
}

/** Where the dashboard's routes start: /dashboard, or /{lang}/dashboard when the page was opened that way. */
export const basename = (): string => /^(\/[a-z]{2})?\/dashboard/.exec(location.pathname)?.[0] ?? '/dashboard';

/** Remembers the choice for 30 days (the server reads the same cookie) and reloads in that language. */
export function switchLocale(locale: Locale): void {
  const cookie = LANGUAGES.find((l) => l.locale === locale)!.cookie;
  document.cookie = `locale=${cookie}; path=/; max-age=${30 * 24 * 3600}; samesite=lax`;
  const path = location.pathname.replace(/^\/[a-z]{2}(\/dashboard)/, '$1');
  location.assign(path.startsWith('/dashboard') && basename() !== '/dashboard' ? `/${locale}${path}` : path);
}
