/** Record titles: templates of {field} placeholders, such as "{firstName} {lastName} ({username})". */

const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*)\}/g;

/** The title used when an entity file declares none: its first naming field, else its id. */
export const DEFAULT_TITLE_FIELDS = ['name', 'title', 'username', 'code', 'symbol'];

/** The fields a title template reads, in order. */
export const titleFields = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);

/**
 * A record's title: the template with its fields filled in; an empty field leaves no gap, and a title that would
 * be empty is the record's id.
 *
 * @example formatTitle('{firstName} {lastName} ({username})', { id: 7, lastName: 'Rahimi', username: 'sara' }) // 'Rahimi (sara)'
 */
export function formatTitle(template: string, record: Record<string, unknown>): string {
  const text = template
    .replace(PLACEHOLDER, (_, field: string) => (record[field] == null ? '' : String(record[field])))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' || text === '#' ? `#${String(record.id)}` : text;
}
