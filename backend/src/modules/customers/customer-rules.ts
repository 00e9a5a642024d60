import type { Row } from '../../crud/pipeline/serialize.js';

/** The fields a customer can sign in with (spec 1 §4.1); a customer needs at least one (spec 1 §5). */
export const LOGIN_FIELDS = ['username', 'email', 'mobile'] as const;

const hasValue = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

/** Whether a customer record (as it will be after the write) can still be signed in with. */
export const hasLogin = (record: Row): boolean => LOGIN_FIELDS.some((f) => hasValue(record[f]));

/** The customer editor's mobile rule (spec 1 §5): +989 and nine more digits. */
export const isIranMobile = (mobile: unknown): boolean => typeof mobile === 'string' && /^\+989[0-9]{9}$/.test(mobile);

/**
 * A mobile number read from a query string. An unencoded "+" arrives as a space, so a leading space before
 * digits is taken as the plus sign it was.
 */
export function mobileFromQuery(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.replace(/^ (?=[0-9])/, '+').trim();
  return text === '' ? undefined : text;
}

/** What a signed-in customer may change on their own record (spec 1 §3, §6); roles and state stay with administrators. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'email',
  'mobile',
  'nationalCode',
  'avatar',
  'username',
  'languageCode',
] as const;

/**
 * Splits a profile body into the changes allowed and the record's fields it tries to change that are not allowed.
 * A field sent back unchanged is not a change (clients send the whole record they read); a name the record does not
 * have is passed on, for the entity's validator to refuse.
 */
export function profileChanges(
  body: Row,
  current: Row,
  ignored: readonly string[],
): { values: Row; refused: string[] } {
  const values: Row = {};
  const refused: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if ((PROFILE_FIELDS as readonly string[]).includes(key) || !(key in current)) values[key] = value;
    else if (ignored.includes(key) || key.startsWith('_')) continue;
    else if (JSON.stringify(value ?? null) !== JSON.stringify(current[key] ?? null)) refused.push(key);
  }
  return { values, refused };
}
