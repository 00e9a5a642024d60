/**
 * The customer editor's modes and steps (spec 1 §4.2) and its field rules (spec 1 §5), as pure state. The server
 * applies the same rules; the wizard mirrors them only to guide the administrator.
 */

/** A customer as the editor reads and saves it. */
export interface CustomerDraft {
  id: number;
  version?: number;
  username?: string | null;
  email?: string | null;
  mobile?: string | null;
  nationalCode?: string | null;
  deleted?: boolean;
  [field: string]: unknown;
}

/** lookup: nothing checked yet; create: no customer has these details (id 0); edit: found; deleted: gone. */
export type Mode = 'lookup' | 'create' | 'edit' | 'deleted';

/** Step 1's fields, and step 2's (the profile form). */
export const CONTACT_FIELDS = ['mobile', 'email', 'nationalCode'] as const;
export const PROFILE_FIELDS = ['firstName', 'lastName', 'gender', 'dateOfBirth', 'avatar'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const LAST_STEP = 2;
/** The mobile and e-mail checks start once the text is longer than this. */
export const CHECK_AFTER = 8;

export const isIranMobile = (text: string): boolean => /^\+989[0-9]{9}$/.test(text);
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Whether a mobile or e-mail text has reached the length at which it is checked. */
export const checkStarted = (text: string | null | undefined): boolean => (text ?? '').trim().length > CHECK_AFTER;

/** The text to look a customer up by: started and passing its rule, else undefined. */
export function lookupValue(text: string | null | undefined, rule: (t: string) => boolean): string | undefined {
  const trimmed = (text ?? '').trim();
  return checkStarted(trimmed) && rule(trimmed) ? trimmed : undefined;
}

export interface WizardState {
  mode: Mode;
  step: number;
  customer: CustomerDraft;
  /** The national code as found: returning to it needs no new check. */
  foundNationalCode: string;
  nationalCodePending: boolean;
  /** The translation key of the last failed national-code check. */
  nationalCodeError: string | null;
  /** Counts the records filled in, so that the profile form starts again from each one. */
  loaded: number;
}

export type WizardEvent =
  /** A lookup's answer: a record with id 0 (create) or above (edit), or nothing (deleted). */
  | { type: 'found'; record: CustomerDraft | null | undefined }
  | { type: 'contact'; field: ContactField; value: string }
  /** A national-code check's answer: null when it passed, else the reason's key. */
  | { type: 'nationalCodeChecked'; error: string | null }
  | { type: 'profile'; values: Record<string, unknown> }
  | { type: 'go'; step: number };

export const initialWizard = (step = 0): WizardState => ({
  mode: 'lookup',
  step,
  customer: { id: 0 },
  foundNationalCode: '',
  nationalCodePending: false,
  nationalCodeError: null,
  loaded: 0,
});

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function found(state: WizardState, record: CustomerDraft | null | undefined): WizardState {
  const loaded = state.loaded + 1;
  const reset = { nationalCodeError: null, loaded };
  if (!record || record.deleted) {
    return { ...state, ...reset, mode: 'deleted', customer: record ?? state.customer, nationalCodePending: false };
  }
  if (record.id > 0) {
    const code = text(record.nationalCode);
    return { ...state, ...reset, mode: 'edit', customer: record, foundNationalCode: code, nationalCodePending: false };
  }
  // A new customer keeps what was typed that the lookup did not answer, the national code among it.
  const typed = state.customer;
  const customer: CustomerDraft = {
    ...record,
    email: record.email ?? typed.email ?? null,
    mobile: record.mobile ?? typed.mobile ?? null,
    nationalCode: typed.nationalCode ?? null,
  };
  return {
    ...state,
    ...reset,
    mode: 'create',
    customer,
    foundNationalCode: '',
    nationalCodePending: text(customer.nationalCode).trim() !== '',
  };
}

/** The wizard's next state after an event. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'found':
      return found(state, event.record);
    case 'contact': {
      const customer = { ...state.customer, [event.field]: event.value };
      if (event.field !== 'nationalCode') return { ...state, customer };
      // An empty national code is allowed and has nothing to check.
      const pending = event.value.trim() !== '' && event.value !== state.foundNationalCode;
      return { ...state, customer, nationalCodePending: pending, nationalCodeError: null };
    }
    case 'nationalCodeChecked':
      return { ...state, nationalCodePending: event.error !== null, nationalCodeError: event.error };
    case 'profile':
      return { ...state, customer: { ...state.customer, ...event.values } };
    case 'go':
      return { ...state, step: Math.max(0, Math.min(LAST_STEP, event.step)) };
  }
}

/** Step 1 lets the administrator on once a customer is found or confirmed new, and no national-code check waits. */
export const contactDone = (state: WizardState): boolean =>
  (state.mode === 'create' || state.mode === 'edit') && !state.nationalCodePending;

/** The body of saveCustomerProfile: the wizard's fields, empty text as no value, with the id and the version read. */
export function profileBody(customer: CustomerDraft): Record<string, unknown> {
  const body: Record<string, unknown> = { id: customer.id };
  if (customer.version !== undefined) body.version = customer.version;
  for (const field of [...CONTACT_FIELDS, ...PROFILE_FIELDS]) {
    const value = customer[field];
    body[field] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  return body;
}
