import {
  contactDone,
  initialWizard,
  lookupValue,
  isEmail,
  isIranMobile,
  profileBody,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from '../../admin/src/customers/wizardState.js';

// The customer editor's modes and its national-code rule (spec 1 §4.2), as the dashboard's wizard applies them.
const after = (...events: WizardEvent[]): WizardState => events.reduce(wizardReducer, initialWizard());
const typed = (field: 'email' | 'mobile' | 'nationalCode', value: string): WizardEvent => ({
  type: 'contact',
  field,
  value,
});

test('a lookup answer sets the mode: id above 0 edit, id 0 create, nothing or a deleted record deleted', () => {
  expect(after({ type: 'found', record: { id: 7, email: 'a@example.com' } }).mode).toBe('edit');
  expect(after({ type: 'found', record: { id: 0 } }).mode).toBe('create');
  expect(after({ type: 'found', record: null }).mode).toBe('deleted');
  expect(after({ type: 'found', record: { id: 7, deleted: true } }).mode).toBe('deleted');
  expect(contactDone(after())).toBe(false);
  expect(contactDone(after({ type: 'found', record: null }))).toBe(false);
});

test('a new customer keeps what was typed; a found one shows what it has', () => {
  const created = after(typed('email', 'new@example.com'), typed('nationalCode', '0499370899'), {
    type: 'found',
    record: { id: 0, mobile: '+989121234567', email: null },
  });
  expect(created.customer).toMatchObject({ id: 0, email: 'new@example.com', mobile: '+989121234567' });
  // The code typed before the lookup still needs its check.
  expect([created.nationalCodePending, contactDone(created)]).toEqual([true, false]);
  const found = after(typed('email', 'x@example.com'), {
    type: 'found',
    record: { id: 3, email: 'X@example.com', nationalCode: '0499370899' },
  });
  expect([found.customer.email, found.nationalCodePending, contactDone(found)]).toEqual(['X@example.com', false, true]);
});

test('a changed national code waits for a passed check or a return to the found one', () => {
  const found: WizardEvent = { type: 'found', record: { id: 3, nationalCode: '0499370899' } };
  const changed = after(found, typed('nationalCode', '1234567890'));
  expect(contactDone(changed)).toBe(false);
  const refused = wizardReducer(changed, { type: 'nationalCodeChecked', error: 'customer.nationalcode_error' });
  expect([refused.nationalCodeError, contactDone(refused)]).toEqual(['customer.nationalcode_error', false]);
  expect(contactDone(wizardReducer(refused, { type: 'nationalCodeChecked', error: null }))).toBe(true);
  expect(contactDone(wizardReducer(refused, typed('nationalCode', '0499370899')))).toBe(true);
  expect(contactDone(wizardReducer(refused, typed('nationalCode', '')))).toBe(true);
});

test('checks start past 8 characters and follow the editor rules', () => {
  expect(lookupValue('+9891212', isIranMobile)).toBeUndefined();
  expect(lookupValue('+98912123', isIranMobile)).toBeUndefined();
  expect(lookupValue(' +989121234567 ', isIranMobile)).toBe('+989121234567');
  expect(lookupValue('+14155550100', isIranMobile)).toBeUndefined();
  expect(lookupValue('a@b.io', isEmail)).toBeUndefined();
  expect(lookupValue('sara@example.com', isEmail)).toBe('sara@example.com');
  expect(lookupValue('sara@example', isEmail)).toBeUndefined();
});

test('steps stay within the three; the saved body has the wizard fields with empty text as null', () => {
  expect(after({ type: 'go', step: 5 }).step).toBe(2);
  expect(after({ type: 'go', step: -1 }).step).toBe(0);
  const state = after(
    { type: 'found', record: { id: 4, version: 2, username: 'kept.out', email: 'a@example.com' } },
    typed('mobile', ' '),
    { type: 'profile', values: { firstName: ' Sara ', gender: 2, dateOfBirth: null } },
  );
  expect(profileBody(state.customer)).toEqual({
    id: 4,
    version: 2,
    mobile: null,
    email: 'a@example.com',
    nationalCode: null,
    firstName: 'Sara',
    lastName: null,
    gender: 2,
    dateOfBirth: null,
    avatar: null,
  });
});
