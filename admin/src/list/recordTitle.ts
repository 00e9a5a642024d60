const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*)\}/g;

/**
 * A record's name from its entity's title template ("{firstName} {lastName} ({username})"), as the server writes it:
 * an empty field leaves no gap, and a title that would be empty is the record's id.
 */
export function recordTitle(template: string, record: Record<string, unknown>): string {
  const text = template
    .replace(PLACEHOLDER, (_, field: string) => (record[field] == null ? '' : String(record[field])))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' || text === '#' ? `#${String(record.id)}` : text;
}
