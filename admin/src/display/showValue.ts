import {
  formatBytes,
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
  type Currency,
} from '../format';
import type { FieldSchema } from '../schema';

/** Fields every record has whose values are moments. */
const MOMENTS = ['createdAt', 'updatedAt'];

export interface ShowOptions {
  locale: string;
  translate(key: string, options?: Record<string, unknown>): string;
  /** The record's coin or currency, for its money fields. */
  currency?: Currency;
  /** The field's name (the record's own moments have no format of their own). */
  source?: string;
}

const typesOf = (field: FieldSchema) => ([] as unknown[]).concat(field.type);

/** Whether the field's value is shown through a format of its own (a number, an amount, a moment, a size…). */
export function isFormatted(field: FieldSchema, source?: string): boolean {
  const types = typesOf(field);
  return Boolean(
    field['x-format'] ||
    field.format === 'decimal' ||
    field.format === 'date' ||
    field.format === 'date-time' ||
    (source && MOMENTS.includes(source)) ||
    types.includes('integer') ||
    types.includes('number'),
  );
}

/**
 * A field's value as a reader sees it, by what the entity file says of the field: a labelled choice, yes or no, a
 * date in their calendar, an amount in its currency, a size, a percent, a message in their language, a number in
 * their digits. Anything else is its text.
 */
export function showValue(field: FieldSchema, value: unknown, { locale, translate, currency, source }: ShowOptions) {
  if (value === null || value === undefined || value === '') return '';
  const types = typesOf(field);
  if (field['x-labels']) return translate(`enums.${field['x-labels']}.${String(value)}`, { _: String(value) });
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field.format === 'date' || field.format === 'date-time' || (source && MOMENTS.includes(source)))
    return formatDate(value, locale, field.format !== 'date');
  switch (field['x-format']) {
    case 'bytes':
      return formatBytes(value, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'message':
      return translate(String(value), { _: String(value) });
  }
  if (field.format === 'decimal')
    return field['x-money'] ? formatMoney(value, locale, currency) : formatDecimal(value, locale);
  if (types.includes('integer')) return formatInteger(value, locale, false);
  if (types.includes('number') && typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
