const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The placeholder names a template text uses, each once. */
export const placeholdersOf = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1])),
];

/**
 * Fills `{{name}}` placeholders. In HTML every value is escaped, so a customer's text (a ticket post) can never add
 * markup to the mail; a subject is plain text, where line breaks are flattened so a value cannot start a new header.
 * A placeholder without a value is left empty. There is deliberately no raw-output form and no logic: templates are
 * edited in the dashboard and their values come from customers.
 *
 * @example fillTemplate('<p>Hi {{customerName}}</p>', { customerName: 'A <b>' }, 'html') // '<p>Hi A &lt;b&gt;</p>'
 */
export function fillTemplate(text: string, values: Record<string, string>, as: 'html' | 'subject'): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : '';
    return as === 'html' ? escapeHtml(value) : value.replace(/[\r\n]+/g, ' ');
  });
}
