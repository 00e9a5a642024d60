import fs from 'node:fs';
import path from 'node:path';

export const LANGUAGES = ['en', 'fa', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

type Messages = Record<string, unknown>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Flattens nested locale JSON into dotted keys: { a: { b: { c: 'text' } } } becomes a map with key a.b.c. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flattenMessages(value as Messages, full)) out.set(k, v);
    } else {
      out.set(full, String(value));
    }
  }
  return out;
}

/**
 * Translations shared by the three apps (locales/{en,fa,tr}.json), polyglot style: %{name} placeholders.
 *
 * @example i18n.t('fa', 'common.error.minlength', { limit: 3 })
 */
export class I18n {
  private readonly catalogs: Map<Language, Map<string, string>>;
  private readonly sections = new Map<string, Record<string, string>>();

  constructor(localesDir: string) {
    this.catalogs = new Map(
      LANGUAGES.map((lang) => {
        const file = path.join(localesDir, `${lang}.json`);
        return [lang, flattenMessages(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages)];
      }),
    );
  }

  /** Every message under the given prefixes, in the language (the default language filling gaps). */
  section(lang: Language, prefixes: string[]): Record<string, string> {
    const key = `${lang}|${prefixes.join(',')}`;
    const cached = this.sections.get(key);
    if (cached) return cached;
    const out: Record<string, string> = {};
    for (const catalog of [this.catalogs.get(DEFAULT_LANGUAGE)!, this.catalogs.get(lang)!])
      for (const [name, text] of catalog) if (prefixes.some((p) => name.startsWith(p))) out[name] = text;
    // The catalogues never change while the server runs: each section is built once.
    this.sections.set(key, Object.freeze(out) as Record<string, string>);
    return out;
  }

  has(key: string, lang: Language = DEFAULT_LANGUAGE): boolean {
    return this.catalogs.get(lang)!.has(key);
  }

  t(lang: Language, key: string, params: Record<string, unknown> = {}): string {
    const text = this.catalogs.get(lang)?.get(key) ?? this.catalogs.get(DEFAULT_LANGUAGE)!.get(key) ?? key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'string' && value.includes('.') && this.has(value, lang)
        ? this.t(lang, value)
        : String(value);
    });
  }
}
