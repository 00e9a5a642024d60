/**
 * Record titles in the dashboard, by the rules of the server's backend/src/schema/title-template.ts (a test holds
 * the two to the same answers): a template of {field} placeholders, such as "{firstName} {lastName} ({username})".
 */

/** What these helpers read of a field's and an entity's schema (admin/src/schema.ts; kept free of its imports). */
interface TitledField {
  'x-relation'?: { title?: string; template?: string };
}

const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*)\}/g;
const SEPARATORS = '·|,;:×@–—';
const DOUBLED = new RegExp(`([${SEPARATORS}])(\\s*[${SEPARATORS}])+`, 'g');
const AT_ENDS = new RegExp(`^[\\s${SEPARATORS}]+|[\\s${SEPARATORS}]+$`, 'g');

/** The fields a title template reads, in order. */
export const titleFields = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);

/**
 * A record's title: the template with its fields filled in. An empty field leaves no gap: empty brackets, doubled
 * separators and separators at either end go, and a title left wholly in brackets loses them. A title that would be
 * empty is the record's id.
 */
export function formatTitle(template: string, record: Record<string, unknown>): string {
  let text = template.replace(PLACEHOLDER, (_, field: string) => (record[field] == null ? '' : String(record[field])));
  for (let before = ''; before !== text;) {
    before = text;
    text = text
      .replace(/\(\s*\)|\[\s*\]/g, '')
      .replace(/\s+/g, ' ')
      .replace(DOUBLED, '$1')
      .replace(AT_ENDS, '');
  }
  text = text.replace(/^\(([^()]*)\)$|^\[([^[\]]*)\]$/, (_, round?: string, square?: string) => round ?? square ?? '');
  return text === '' || text === '#' ? `#${String(record.id)}` : text;
}

/**
 * The title template of the records a relation field points at, as the server resolved it (the target's x-title,
 * else the relation's title field, else the target's default title).
 */
export function relationTemplate(field: TitledField, target?: { title: string }): string {
  const relation = field['x-relation'];
  return relation?.template ?? target?.title ?? `{${relation?.title ?? 'id'}}`;
}

/** The relation fields among a table's columns: a list asks for their titles with its page (meta.titles). */
export const relationColumns = (entity: { fields: Record<string, TitledField> }, columns: string[]): string[] =>
  columns.filter((c) => Boolean(entity.fields[c]?.['x-relation']));
