import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { Decimal } from 'decimal.js';
import { isSafeHtml } from './html-format.js';
import { isStoredPhone, type PhoneSpec } from './phone-number.js';

// ajv-formats is CommonJS: its default export arrives wrapped under ES modules.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

const ANNOTATIONS = [
  'x-relation',
  'x-money',
  'x-scale',
  'x-labels',
  'x-errors',
  'x-column',
  'x-widget',
  'x-upload',
  'x-internal',
  'x-generated',
  'x-localized',
  'x-showif',
  'x-editmode',
  'x-mask',
  'x-multiselect',
  'x-help',
  'x-format',
  'x-focal-point',
];

const isLocation = (s: string): boolean => {
  try {
    const v = JSON.parse(s) as { latitude?: unknown; longitude?: unknown };
    return (
      typeof v.latitude === 'number' &&
      typeof v.longitude === 'number' &&
      Math.abs(v.latitude) <= 90 &&
      Math.abs(v.longitude) <= 180
    );
  } catch {
    return false;
  }
};

const isJsonText = (s: string): boolean => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/**
 * Dates and date-times PostgreSQL and every client can hold: years 0001 to 9999, the instant counted in UTC, so an
 * offset cannot carry 9999-12-31T23:59-01:00 into year 10000 (which reads back as "+010000-…", no valid date-time)
 * or 0001-01-01T00:00+01:00 into year 0, which PostgreSQL refuses.
 */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const inYears = (ms: number): boolean => ms >= FIRST_INSTANT && ms <= LAST_INSTANT;
const baseDate = fullFormats.date as { validate: (s: string) => boolean; compare: (a: string, b: string) => number };
const baseDateTime = fullFormats['date-time'] as typeof baseDate;
const isDate = (s: string): boolean => baseDate.validate(s) && !s.startsWith('0000');
const isDateTime = (s: string): boolean => baseDateTime.validate(s) && !s.startsWith('0000') && inYears(Date.parse(s));

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** Decimal bounds on decimal strings (x-minimum: "0"), compared with decimal.js, never floats. */
function addDecimalBound(ajv: Ajv2020, keyword: string, holds: (value: Decimal, bound: Decimal) => boolean): void {
  ajv.addKeyword({
    keyword,
    type: 'string',
    schemaType: 'string',
    errors: false,
    validate: (bound: string, data: string) =>
      !DECIMAL_PATTERN.test(data) || holds(new Decimal(data), new Decimal(bound)),
  });
}

/** The ajv instance every record validator is compiled with: Saray's formats and x- keywords known. */
export function createAjv(options: { coerceTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    coerceTypes: options.coerceTypes ?? false,
    useDefaults: false,
  });
  addFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isDate, compare: baseDate.compare });
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime, compare: baseDateTime.compare });
  ajv.addFormat('decimal', DECIMAL_PATTERN);
  ajv.addFormat('json', isJsonText);
  ajv.addFormat('location', isLocation);
  ajv.addFormat('html', isSafeHtml);
  ajv.addVocabulary(ANNOTATIONS);
  addDecimalBound(ajv, 'x-minimum', (v, b) => v.gte(b));
  addDecimalBound(ajv, 'x-maximum', (v, b) => v.lte(b));
  addDecimalBound(ajv, 'x-exclusiveMinimum', (v, b) => v.gt(b));
  addDecimalBound(ajv, 'x-exclusiveMaximum', (v, b) => v.lt(b));
  // Plain text without the bidirectional controls that reorder what others see (LRE…RLO, LRI…PDI). The marks that
  // Persian text needs (ZWNJ U+200C, RLM U+200F, ALM U+061C) stay allowed.
  ajv.addKeyword({
    keyword: 'x-plain-text',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: string) => !on || !BIDI_CONTROLS.test(data),
  });
  // A phone field holds its number's E.164 form; the write pipeline turns what was typed into it first.
  ajv.addKeyword({
    keyword: 'x-phone',
    type: 'string',
    schemaType: ['boolean', 'object'],
    errors: false,
    validate: (spec: boolean | PhoneSpec, data: string) => !spec || isStoredPhone(data, spec),
  });
  return ajv;
}
