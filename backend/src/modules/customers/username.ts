/**
 * Usernames made for customers the administrator creates without one (spec 1 §5: 8 to 20 letters, digits, dots or
 * underscores; never two of . and _ side by side, nor one first or last), so that every relation names them.
 */
export const USERNAME_MIN = 8;
export const USERNAME_MAX = 20;
export const USERNAME_RULE = /^(?![._])(?!.*[._]{2})[A-Za-z0-9._]+(?<![._])$/;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Latin letters and digits of a text, lower case, accents dropped, anything else one dot between parts. */
function latin(raw: string): string {
  return raw
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '.')
    .replace(/[._]{2,}/g, (run) => run[0])
    .replace(/^[._]+|[._]+$/g, '');
}

/** Cut to at most `max` characters without ending on a dot or underscore. */
const cut = (s: string, max: number): string => s.slice(0, max).replace(/[._]+$/, '');

/**
 * What a customer's username is made from: their first and last name in Latin letters (first.last), else the part of
 * their e-mail before the @, else one name, else "u" and their mobile's digits, else "customer".
 *
 * @example usernameBase({ firstName: 'Ayşe', lastName: 'Yılmaz' }) // 'ayse.yilmaz'
 */
export function usernameBase(record: Record<string, unknown>): string {
  const [first, last] = [latin(text(record.firstName)), latin(text(record.lastName))];
  const mail = latin(text(record.email).split('@')[0]);
  const mobile = text(record.mobile).replace(/\D/g, '');
  // A name with no Latin letter (Persian, say) gives nothing usable; digits alone would read as a mobile number.
  const usable = (s: string) => /[a-z]/.test(s);
  const whole = usable(first) && usable(last) ? `${first}.${last}` : '';
  const base = [whole, mail, first || last].find(usable) ?? (mobile ? `u${mobile}` : 'customer');
  return cut(base, USERNAME_MAX);
}

/**
 * The n-th username to try for a base (n from 0): the base itself, then with a number after it; a base shorter than
 * the minimum is filled up with the number's leading zeros.
 *
 * @example usernameCandidate('sara.rahimi', 1) // 'sara.rahimi2'
 * @example usernameCandidate('ali', 0) // 'ali00001'
 */
export function usernameCandidate(base: string, n: number): string {
  if (base.length >= USERNAME_MIN && n === 0) return base;
  const number = String(n + 1);
  const head = cut(base, USERNAME_MAX - number.length);
  return `${head}${number.padStart(USERNAME_MIN - head.length, '0')}`;
}

/** The first candidate of the base that none of the taken usernames holds (in any case). */
export function freeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((u) => u.toLowerCase()));
  for (let n = 0; ; n++) {
    const candidate = usernameCandidate(base, n);
    if (!used.has(candidate)) return candidate;
  }
}
