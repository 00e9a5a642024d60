import type { ProfileView } from '@saray/contracts/storefront/state';
import { problemKey, profileBody, profileValues, stepOf } from './profile-steps';

const view: ProfileView = {
  canChange: true,
  version: 4,
  username: 'sara.rahimi',
  email: 'sara@example.com',
  mobile: '+989121234567',
  nationalCode: null,
  firstName: 'Sara',
  lastName: null,
  gender: 2,
  dateOfBirth: '1990-03-21',
  languageCode: null,
  avatar: null,
  avatarUrl: null,
  attributes: [{ id: 7, name: 'Size', control: 'select', required: true, options: [], value: 'M' }],
};

test('the form starts from the record, dates in the page calendar and attributes by their id', () => {
  const values = profileValues(view, 'fa');
  expect(values).toMatchObject({ username: 'sara.rahimi', gender: '2', dateOfBirth: '۱۳۶۹/۰۱/۰۱', 'attr:7': 'M' });
  expect(values.nationalCode).toBe('');
});

test('each step sends the steps so far; emptied fields are cleared; attributes come with the last step', () => {
  const values = { ...profileValues(view, 'fa'), email: ' ', nationalCode: '0012345679 ' };
  expect(profileBody(values, view, 0, 'fa')).toEqual({
    version: 4,
    username: 'sara.rahimi',
    email: null,
    mobile: '+989121234567',
    nationalCode: '0012345679',
  });
  const second = profileBody({ ...values, dateOfBirth: 'soon' }, view, 1, 'fa');
  expect(second).toMatchObject({ gender: 2, dateOfBirth: 'soon', lastName: null });
  expect(second).not.toHaveProperty('attributes');
  expect(profileBody(values, view, 2, 'fa')).toMatchObject({
    dateOfBirth: '1990-03-21',
    attributes: [{ attributeId: 7, value: 'M' }],
  });
});

test('a refusal is shown under its field, on the step that holds it', () => {
  expect(problemKey('/email')).toBe('email');
  expect(problemKey('/attributes/7')).toBe('attr:7');
  expect([stepOf('mobile'), stepOf('dateOfBirth'), stepOf('attr:7'), stepOf('')]).toEqual([0, 1, 2, undefined]);
});
