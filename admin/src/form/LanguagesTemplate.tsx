import { Box, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { LANGUAGES, isRtl } from '../language';
import type { FieldSchema } from '../schema';

/** The languages a localized field is written in, in the order its inputs stand (English, the default, first). */
export const TEXT_LANGUAGES = LANGUAGES.map((l) => l.locale);

/**
 * A localized field (x-localized) in a form: an object of its languages, each input checked as the field is. A
 * required field needs its text in one language at least: the server makes the first one given the default text
 * (English) of a new record, and the others may stay empty (that text stands in).
 */
export function languagesSchema(spec: FieldSchema, title: string, required: boolean, label: (lang: string) => string) {
  const { 'x-localized': _l, ...text } = spec;
  return {
    type: 'object',
    title,
    properties: Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, { ...text, title: label(lang) }])),
    ...(required ? { minProperties: 1 } : {}),
  } as RJSFSchema;
}

/** Each language's input takes the field's widget (rich text for html), and Persian is written right to left. */
export function languagesUi(widget: UiSchema | undefined): UiSchema {
  return {
    'ui:ObjectFieldTemplate': LanguagesTemplate,
    ...Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, { ...widget }])),
  };
}

/** The stored texts of a record's localized field ({ en, fa, tr }), as the form edits them. */
export function textsOf(record: Record<string, unknown> | undefined, name: string): Record<string, string> | undefined {
  const texts = (record?._i18n as Record<string, Record<string, string | null>> | undefined)?.[name];
  if (!texts) return undefined;
  return Object.fromEntries(Object.entries(texts).flatMap(([lang, text]) => (text == null ? [] : [[lang, text]])));
}

/**
 * What the form sends for a localized field: every language, an emptied one as '' (so its stored text is removed and
 * English stands in); English, the field's own text, null when emptied and the field is optional.
 */
export function textsToSave(value: unknown, required: boolean): Record<string, string | null> {
  const texts = (value ?? {}) as Record<string, string | undefined>;
  return Object.fromEntries(
    TEXT_LANGUAGES.map((lang) => [lang, texts[lang] || (lang === 'en' && !required ? null : '')]),
  );
}

/** The languages side by side on a wide screen (one under another on a phone), each under its own heading. */
function LanguagesTemplate({ title, properties }: ObjectFieldTemplateProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-localized>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {properties.map((p) => (
          <Box
            key={p.name}
            dir={isRtl(p.name) ? 'rtl' : 'ltr'}
            lang={p.name}
            data-language={p.name}
            sx={{ minWidth: 0 }}
          >
            {p.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
