/**
 * Record titles: templates of {field} placeholders, such as "{firstName} {lastName} ({username})". The dashboard
 * formats titles by the same rules (admin/src/title.ts): a change here is a change there.
 */

const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*)\}/g;
/** Separators between a template's parts: one left with nothing on a side is dropped. */
const SEPARATORS = '·|,;:×@–—';
const DOUBLED = new RegExp(`([${SEPARATORS}])(\\s*[${SEPARATORS}])+`, 'g');
const AT_ENDS = new RegExp(`^[\\s${SEPARATORS}]+|[\\s${SEPARATORS}]+$`, 'g');

/** The title used when an entity file declares none: its first naming field, else its id. */
export const DEFAULT_TITLE_FIELDS = ['name', 'title', 'username', 'code', 'symbol'];

/** The fields a title template reads, in order. */
export const titleFields = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);

/**
 * A record's title: the template with its fields filled in. An empty field leaves no gap: empty brackets, doubled
 * separators and separators at either end go, and a title left wholly in brackets loses them. A title that would be
 * empty is the record's id.
 *
 * @example formatTitle('{firstName} {lastName} ({username})', { id: 7, lastName: 'Rahimi', username: 'sara' }) // 'Rahimi (sara)'
 * @example formatTitle('{firstName} {lastName} ({username})', { id: 7, username: 'sara' }) // 'sara'
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
