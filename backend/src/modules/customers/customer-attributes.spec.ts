import type { ProfileAttribute } from '@saray/contracts/storefront/state';
import { attributeProblem } from './customer-attributes.js';

const attribute = (control: ProfileAttribute['control'], required = false): ProfileAttribute => ({
  id: 1,
  name: 'A',
  control,
  required,
  options: ['Small', 'Large'].map((v) => ({ value: v, label: v })),
  value: '',
});

test('a required attribute needs a value; an optional one may stay empty', () => {
  expect(attributeProblem(attribute('text', true), '')).toEqual({ error: 'common.error.required' });
  expect(attributeProblem(attribute('text'), '')).toBeUndefined();
});

test('each control takes what it offers', () => {
  expect(attributeProblem(attribute('number'), '-12.5')).toBeUndefined();
  expect(attributeProblem(attribute('number'), '12,5')).toEqual({ error: 'common.error.type' });
  expect(attributeProblem(attribute('switch'), 'true')).toBeUndefined();
  expect(attributeProblem(attribute('switch'), 'yes')).toEqual({ error: 'common.error.enum' });
  expect(attributeProblem(attribute('select'), 'Large')).toBeUndefined();
  expect(attributeProblem(attribute('radio'), 'Huge')).toEqual({ error: 'common.error.enum' });
  expect(attributeProblem(attribute('checkboxes'), '|Small|Large|')).toBeUndefined();
  expect(attributeProblem(attribute('checkboxes'), 'Small')).toEqual({ error: 'common.error.enum' });
  expect(attributeProblem(attribute('checkboxes'), '|Small|Huge|')).toEqual({ error: 'common.error.enum' });
  expect(attributeProblem(attribute('textarea'), 'x'.repeat(4001))).toEqual({
    error: 'common.error.maxlength',
    params: { limit: 4000 },
  });
});
