import { seededRandom } from '../seeded-random.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

/** What the dashboard's relation input asks for as its user types: 20 customers matching q, newest first, no total. */
export const LOOKUP_ROWS = 20;

/** The query string of the dashboard's lookup request for q (see admin/src/form/RelationInput.tsx). */
export const lookupQuery = (q: string): string =>
  new URLSearchParams({
    sort: JSON.stringify(['id', 'DESC']),
    range: JSON.stringify([0, LOOKUP_ROWS - 1]),
    filter: JSON.stringify({ q }),
    count: 'none',
  }).toString();

/**
 * Three letters as a person types them: a piece of a real given or family name (its start or a later part), the
 * same ones on every run.
 */
export function typedLetters(count: number, seed = 21): string[] {
  const random = seededRandom(seed);
  const names = [...FIRST_NAMES, ...LAST_NAMES];
  return Array.from({ length: count }, () => {
    const name = names[Math.floor(random() * names.length)].toLowerCase();
    const start = random() < 0.6 ? 0 : Math.floor(random() * (name.length - 2));
    return name.slice(start, start + 3);
  });
}
