import fc from 'fast-check';
import { formatTitle as dashboardTitle, titleFields as dashboardFields } from '../../admin/src/title.js';
import { formatTitle, titleFields } from '../../backend/src/schema/title-template.js';

// The dashboard formats the titles of the records it looks up itself; the server formats the titles of list answers.
// Both must name a record the same way.
const TEMPLATES = [
  '{firstName} {lastName} ({username})',
  '#{id} · {amount} · {refId}',
  '{title} ({addressDetail})',
  '#{id} · {quantity} @ {price}',
  '{serial} · {bankName}',
  '{name}',
  '#{id}',
];

describe('titles in the dashboard and on the server', () => {
  test('the same answers for the templates of the entity files', () => {
    const value = fc.oneof(fc.constant(null), fc.constant(''), fc.constant(' '), fc.string(), fc.integer());
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATES),
        fc.record({ id: fc.nat(), firstName: value, lastName: value, username: value, amount: value, refId: value }),
        fc.record({ title: value, addressDetail: value, quantity: value, price: value, serial: value, name: value }),
        (template, a, b) => {
          const record = { ...a, ...b, bankName: b.title };
          expect(dashboardTitle(template, record)).toBe(formatTitle(template, record));
          expect(dashboardFields(template)).toEqual(titleFields(template));
        },
      ),
    );
  });

  test('an empty part leaves no gap, brackets or separator behind', () => {
    const customer = '{firstName} {lastName} ({username})';
    expect(dashboardTitle(customer, { id: 1, firstName: 'Sara', lastName: 'Rahimi', username: 'sara' })).toBe(
      'Sara Rahimi (sara)',
    );
    expect(dashboardTitle(customer, { id: 2, username: 'sara' })).toBe('sara');
    expect(dashboardTitle(customer, { id: 3 })).toBe('#3');
    expect(dashboardTitle('#{id} · {amount} · {refId}', { id: 4, refId: 'Z9' })).toBe('#4 · Z9');
  });
});
