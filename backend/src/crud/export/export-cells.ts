import { Decimal } from 'decimal.js';
import type { I18n, Language } from '../../common/i18n.js';
import type { FieldMeta } from '../../schema/entity-meta.js';

/** One exported column: its field and its header in the request's language. */
export interface ExportColumn {
  field: FieldMeta;
  header: string;
}

/** A spreadsheet cell: its typed value and, for numbers and dates, how the spreadsheet shows it. */
export interface SheetCell {
  value: string | number | boolean | Date | null;
  numFmt?: string;
}

/** How values are written for one request: enum labels and yes/no in its language. */
export interface CellText {
  i18n: I18n;
  lang: Language;
}

const labelOf = (field: FieldMeta, value: unknown, { i18n, lang }: CellText): string | undefined => {
  const labels = field.spec['x-labels'];
  if (!labels) return undefined;
  const key = `enums.${labels}.${String(value)}`;
  return i18n.has(key) ? i18n.t(lang, key) : undefined;
};

const decimalPlaces = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * A decimal as a spreadsheet number when the number is exactly the decimal (15 significant digits fit a double);
 * otherwise as its exact text, so no amount is ever rounded.
 */
function decimalCell(field: FieldMeta, text: string): SheetCell {
  const n = Number(text);
  if (!Number.isFinite(n) || !new Decimal(n).equals(text)) return { value: text };
  const scale = field.spec['x-scale'] ?? decimalPlaces(text);
  // Money shows at least two places and any further ones the amount has; other decimals their stored places.
  const places = field.spec['x-money'] ? `00${'#'.repeat(Math.max(0, scale - 2))}` : '0'.repeat(scale);
  return { value: n, numFmt: places ? `#,##0.${places}` : '#,##0' };
}

/** A column's value in a row: a relation's title when the row carries one (`_titles`), else the stored value. */
export function cellValue(row: Record<string, unknown>, column: ExportColumn): unknown {
  const name = column.field.name;
  const title = column.field.relation ? (row._titles as Record<string, string | null> | undefined)?.[name] : undefined;
  return title ?? row[name];
}

/** A value as an XLSX cell: numbers, amounts, dates and yes/no typed; enum labels translated; relations by title. */
export function sheetCell(field: FieldMeta, value: unknown, text: CellText): SheetCell {
  if (value === null || value === undefined) return { value: null };
  if (field.relation && typeof value === 'string') return { value: neutralised(value) };
  const label = labelOf(field, value, text);
  if (label !== undefined) return { value: label };
  switch (field.kind) {
    case 'decimal':
      return decimalCell(field, String(value));
    case 'integer':
    case 'number':
      return { value: Number(value) };
    case 'boolean':
      return { value: value === true };
    case 'date':
      return { value: new Date(`${String(value)}T00:00:00Z`), numFmt: 'yyyy-mm-dd' };
    case 'datetime':
      return { value: new Date(String(value)), numFmt: 'yyyy-mm-dd hh:mm:ss' };
    case 'json':
      return { value: JSON.stringify(value) };
    default:
      return { value: String(value) };
  }
}

/**
 * Text a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) is written with a
 * leading apostrophe, as OWASP advises for CSV; a plain number such as -12.50 stays a number.
 */
export function neutralised(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || /^-?\d+(\.\d+)?$/.test(text)) return text;
  return `'${text}`;
}

/** A value as CSV text: exact decimals, ISO dates, translated labels and yes/no, relations by title. */
export function csvText(field: FieldMeta, value: unknown, text: CellText): string {
  if (value === null || value === undefined) return '';
  const label = labelOf(field, value, text);
  if (label !== undefined) return neutralised(label);
  if (field.kind === 'boolean') return text.i18n.t(text.lang, value === true ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field.kind === 'json') return neutralised(JSON.stringify(value));
  return neutralised(String(value));
}

/** One CSV record (RFC 4180): fields quoted when they hold a quote, a comma or a line break; CRLF at the end. */
export function csvLine(cells: string[]): string {
  return `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}
