import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LANGUAGES, type Locale } from '../language';

type Messages = TranslationMessages;

/** Each language's messages are a chunk of their own, loaded only when that language is used. */
export const loadMessages: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../../locales/en.json').then((m) => m.default as unknown as Messages),
  fa: () => import('../../../locales/fa.json').then((m) => m.default as unknown as Messages),
  tr: () => import('../../../locales/tr.json').then((m) => m.default as unknown as Messages),
};

/** Numbers put into a message are written in the message's language (Persian digits in fa); plural counts stay. */
function localizedParams(options: unknown, locale: string): unknown {
  if (!options || typeof options !== 'object') return options;
  return Object.fromEntries(
    Object.entries(options).map(([k, v]) => [
      k,
      typeof v === 'number' && k !== 'smart_count' ? new Intl.NumberFormat(locale).format(v) : v,
    ]),
  );
}

/**
 * The shared locales/ files, react-admin's own texts included (ra.*). The page's language is loaded before the
 * first render; switching language reloads the page in the new direction.
 */
export const createI18nProvider = (locale: Locale, messages: Messages): I18nProvider => {
  const provider = polyglotI18nProvider(
    (wanted) => (wanted === locale ? messages : loadMessages[wanted as Locale]()),
    locale,
    LANGUAGES.map(({ locale: l, name }) => ({ locale: l, name })),
    { allowMissing: true },
  );
  return {
    ...provider,
    translate: (key, options) => provider.translate(key, localizedParams(options, provider.getLocale()) as never),
  };
};
