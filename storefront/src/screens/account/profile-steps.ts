import type { Language, ProfileView } from '@saray/contracts/storefront/state';
import { isoDate, shownDate } from './profile-dates';

/** A field of the customer's own record the editor offers. */
export type ProfileField =
  | 'username'
  | 'email'
  | 'mobile'
  | 'nationalCode'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'languageCode'
  | 'avatar';

/**
 * Spec 1 §2.7's three steps: how the customer is reached and known (with the username they sign in with), who they
 * are, and the attributes the store asks of customers.
 */
export const PROFILE_STEPS: { key: 'contact' | 'personal' | 'attributes'; fields: ProfileField[] }[] = [
  { key: 'contact', fields: ['username', 'email', 'mobile', 'nationalCode'] },
  { key: 'personal', fields: ['firstName', 'lastName', 'gender', 'dateOfBirth', 'languageCode', 'avatar'] },
  { key: 'attributes', fields: [] },
];

const ATTRIBUTES_STEP = PROFILE_STEPS.findIndex((s) => s.key === 'attributes');

/** What the form holds: each field as typed, and each attribute's value by `attr:{id}`. */
export type ProfileValues = Record<string, string>;

export const attributeKey = (id: number): string => `attr:${id}`;

/** The form's first values: the record as it is, dates in the page's calendar. */
export function profileValues(view: ProfileView, lang: Language): ProfileValues {
  const values: ProfileValues = {};
  for (const step of PROFILE_STEPS)
    for (const f of step.fields)
      values[f] = f === 'dateOfBirth' ? shownDate(view.dateOfBirth, lang) : String(view[f] ?? '');
  for (const a of view.attributes) values[attributeKey(a.id)] = a.value;
  return values;
}

/**
 * The body of the profile call for the steps up to `step` (0-based): an emptied field is null (cleared), a gender a
 * number, a date YYYY-MM-DD (or the text as typed, for the server to refuse), and from the attributes' step on the
 * attributes as [{ attributeId, value }]. The version makes a change made meanwhile elsewhere a refusal.
 */
export function profileBody(
  values: ProfileValues,
  view: ProfileView,
  step: number,
  lang: Language,
): Record<string, unknown> {
  const body: Record<string, unknown> = { version: view.version };
  for (const s of PROFILE_STEPS.slice(0, step + 1))
    for (const f of s.fields) {
      const text = (values[f] ?? '').trim();
      if (!text) body[f] = null;
      else if (f === 'gender') body[f] = Number(text);
      else if (f === 'dateOfBirth') body[f] = isoDate(text, lang) ?? text;
      else body[f] = text;
    }
  if (step >= ATTRIBUTES_STEP)
    body.attributes = view.attributes.map((a) => ({ attributeId: a.id, value: values[attributeKey(a.id)] ?? '' }));
  return body;
}

/** The form's key of a refusal's path: '/email' → 'email', '/attributes/12' → 'attr:12'. */
export function problemKey(path: string): string {
  const attribute = /^\/attributes\/(\d+)$/.exec(path);
  return attribute ? attributeKey(Number(attribute[1])) : path.replace(/^\//, '');
}

/** The step a refused field is on; undefined for a refusal of no field (a change made meanwhile elsewhere). */
export function stepOf(key: string): number | undefined {
  if (key.startsWith('attr:')) return ATTRIBUTES_STEP;
  const found = PROFILE_STEPS.findIndex((s) => (s.fields as string[]).includes(key));
  return found === -1 ? undefined : found;
}
