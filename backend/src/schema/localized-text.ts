import { DEFAULT_LANGUAGE, type Language } from '../common/i18n.js';

/**
 * A localized column (x-localized) read in a language by hand-written SQL: the language's companion column
 * (`<column>_<lang>`), then the store's language's, then the column itself (the default language's text).
 *
 * @example localizedSql('name', 'fa') → COALESCE(name_fa, name)
 * @example localizedSql('name', 'fa', { alias: 'e', fallback: 'tr' }) → COALESCE("e"."name_fa", "e"."name_tr", "e"."name")
 */
export function localizedSql(
  column: string,
  lang: Language,
  { alias, fallback }: { alias?: string; fallback?: Language } = {},
): string {
  const at = (name: string) => (alias ? `"${alias}"."${name}"` : name);
  const companions = [lang, fallback]
    .filter((l, i, all): l is Language => l !== undefined && l !== DEFAULT_LANGUAGE && all.indexOf(l) === i)
    .map((l) => at(`${column}_${l}`));
  return companions.length ? `COALESCE(${[...companions, at(column)].join(', ')})` : at(column);
}

/**
 * A row's text of a localized column in a language, read with its companions (see localizedSql): the language's,
 * then the fallback language's, then the column's own; an empty text counts as none.
 *
 * @example localizedText({ alt: 'Rug', alt_fa: '', alt_tr: 'Halı' }, 'alt', 'fa', 'tr') → 'Halı'
 */
export function localizedText(
  row: Record<string, unknown>,
  column: string,
  lang: Language,
  fallback?: Language,
): string {
  const text = [lang, fallback]
    .filter((l) => l !== undefined && l !== DEFAULT_LANGUAGE)
    .map((l) => row[`${column}_${l}`])
    .find((t) => typeof t === 'string' && t !== '');
  return typeof text === 'string' ? text : String(row[column] ?? '');
}
