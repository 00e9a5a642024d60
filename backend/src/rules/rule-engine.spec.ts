import fc from 'fast-check';
import type { RulesSpec } from '../schema/entity-file.js';
import { matches } from './conditions.js';
import {
  actionChanges,
  allowedActions,
  changedFields,
  currentLock,
  failedCheck,
  fixedRulesFor,
  isIrreversible,
  lockFor,
  printRefusal,
  refusal,
} from './rule-engine.js';

// The payment rules of spec 2 §4, as an entity file writes them.
const payment: RulesSpec = {
  locks: [
    { when: { isApproved: true }, error: 'payment.error.approved_unchangeable' },
    {
      when: { isPaid: true },
      except: ['isApproved', 'approvedDate', 'seconderCustomerId'],
      error: 'payment.error.paid_unchangeable',
    },
  ],
  actions: {
    markPaid: {
      requires: { isPaid: false },
      set: { isPaid: true, paidDate: '$now' },
      error: 'payment.error.alreadypaid',
    },
    approve: {
      requires: { isPaid: true, isApproved: false },
      seconder: true,
      irreversible: true,
      set: { isApproved: true, approvedDate: '$now', seconderCustomerId: '$actor' },
      error: 'payment.error.notpaid_cannot_approve',
    },
  },
};
const fresh = { isPaid: false, isApproved: false, amount: '10.00' };
const paid = { ...fresh, isPaid: true };
const approved = { ...paid, isApproved: true };

describe('conditions', () => {
  test.each([
    [{ isPaid: true }, { isPaid: true }, true],
    [{ isPaid: true }, { isPaid: false }, false],
    [{ amount: '10' }, { amount: '10.00' }, true],
    [{ amount: { $gt: '0' } }, { amount: '0.000000000000000001' }, true],
    [{ amount: { $gt: '0' } }, { amount: '0' }, false],
    [{ amount: { $gte: '5', $lte: '10' } }, { amount: '10.00' }, true],
    [{ status: { $in: [3, 4] } }, { status: 4 }, true],
    [{ status: { $nin: [3, 4] } }, { status: 4 }, false],
    [{ status: { $ne: 12 } }, { status: 0 }, true],
    [{ chequeId: { $null: true } }, { chequeId: null }, true],
    [{ chequeId: { $null: false } }, {}, false],
    [{ amount: { $lt: '1' } }, { amount: null }, false],
  ])('%j on %j → %s', (condition, record, expected) => expect(matches(condition, record)).toBe(expected));

  test('an unknown operator is an error, not a silent pass', () =>
    expect(() => matches({ a: { $like: 'x' } }, { a: 'x' })).toThrow(/\$like/));
});

describe('locks', () => {
  test('an approved payment cannot change at all, a paid one only in its approval fields', () => {
    expect(lockFor(payment, approved, ['description'])).toBe('payment.error.approved_unchangeable');
    expect(lockFor(payment, approved, ['isApproved'])).toBe('payment.error.approved_unchangeable');
    expect(lockFor(payment, paid, ['amount'])).toBe('payment.error.paid_unchangeable');
    expect(lockFor(payment, paid, ['isApproved', 'approvedDate'])).toBeUndefined();
    expect(lockFor(payment, fresh, ['amount'])).toBeUndefined();
  });

  test('a delete is refused under any lock; a change of nothing is never refused', () => {
    expect(lockFor(payment, paid, 'delete')).toBe('payment.error.paid_unchangeable');
    expect(lockFor(payment, fresh, 'delete')).toBeUndefined();
    expect(lockFor(payment, approved, [])).toBeUndefined();
  });

  test('the lock shown to the dashboard', () => {
    expect(currentLock(payment, approved)).toBe('payment.error.approved_unchangeable');
    expect(currentLock(payment, paid)).toBe('payment.error.paid_unchangeable');
    expect(currentLock(payment, fresh)).toBeUndefined();
  });

  test('changed fields compare decimals by value', () => {
    expect(changedFields({ amount: '10.00', note: 'a' }, { amount: '10', note: 'b' })).toEqual(['note']);
  });
});

describe('actions', () => {
  const alice = { id: 1 };
  const bob = { id: 2 };

  test('approve only after paid, by a second person, never twice', () => {
    expect(refusal(payment, 'approve', fresh, bob, 1)).toEqual({
      error: 'payment.error.notpaid_cannot_approve',
      status: 409,
    });
    expect(refusal(payment, 'approve', paid, alice, 1)).toEqual({
      error: 'common.error.seconderrequired',
      status: 409,
    });
    expect(refusal(payment, 'approve', paid, { id: null }, 1)).toEqual({
      error: 'common.error.seconderrequired',
      status: 409,
    });
    expect(refusal(payment, 'approve', paid, bob, 1)).toBeUndefined();
    expect(refusal(payment, 'approve', approved, bob, 1)?.status).toBe(409);
    expect(refusal(payment, 'nope', paid, bob, 1)).toEqual({ error: 'common.error.unknownaction', status: 400 });
  });

  test('the one a record belongs to is no seconder either, when a system process created it', () => {
    expect(refusal(payment, 'approve', paid, bob, null, 2)).toEqual({
      error: 'common.error.seconderrequired',
      status: 409,
    });
    expect(refusal(payment, 'approve', paid, alice, null, 2)).toBeUndefined();
    expect(allowedActions(payment, paid, bob, null, 2)).toEqual([]);
  });

  test('the allowed list follows the record and the caller', () => {
    expect(allowedActions(payment, fresh, alice, 1)).toEqual(['markPaid']);
    expect(allowedActions(payment, paid, alice, 1)).toEqual([]);
    expect(allowedActions(payment, paid, bob, 1)).toEqual(['approve']);
    expect(allowedActions(payment, approved, bob, 1)).toEqual([]);
  });

  test('effects fill $now and $actor', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(actionChanges(payment, 'approve', now, bob)).toEqual({
      isApproved: true,
      approvedDate: '2026-11-22T10:00:00.000Z',
      seconderCustomerId: 2,
    });
    expect(isIrreversible(payment, 'approve')).toBe(true);
    expect(isIrreversible(payment, 'markPaid')).toBe(false);
  });

  test('property: after an allowed action, the record no longer meets that action’s requirements', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (isPaid, isApproved, creator, caller) => {
          const record = { isPaid, isApproved };
          for (const name of allowedActions(payment, record, { id: caller }, creator)) {
            const after = { ...record, ...actionChanges(payment, name, new Date(), { id: caller }) };
            expect(refusal(payment, name, after, { id: caller }, creator)).toBeDefined();
          }
        },
      ),
    );
  });
});

describe('record checks, fixed fields and printing', () => {
  const rules: RulesSpec = {
    checks: [
      { forbid: { endDate: { $lt: { $field: 'startDate' } } }, error: 'common.error.fromto', field: 'endDate' },
      { forbid: { debtor: { $gt: '0' }, creditor: { $gt: '0' } }, error: 'accounting.error.debtorandcreditor' },
    ],
    fixed: [
      {
        fields: ['kind'],
        while: { entity: 'Product', field: 'productTypeId' },
        error: 'product.error.typehasproducts',
      },
      { while: { entity: 'Payment', field: 'chequeId' }, error: 'cheque.error.used_unchangeable' },
    ],
    print: { forbid: { isDeleted: true }, error: 'order.error.deleted_unprintable' },
  };

  test('a check compares a field with another field of the same record', () => {
    expect(failedCheck(rules, { startDate: '2026-03-21', endDate: '2026-03-20' })?.error).toBe('common.error.fromto');
    expect(failedCheck(rules, { startDate: '2026-03-21', endDate: '2026-03-21' })).toBeUndefined();
    // A missing bound never fails a comparison: an open range is allowed.
    expect(failedCheck(rules, { startDate: '2026-03-21', endDate: null })).toBeUndefined();
    expect(failedCheck(rules, { debtor: '0.01', creditor: '3' })?.error).toBe('accounting.error.debtorandcreditor');
    expect(failedCheck(rules, { debtor: '0.00', creditor: '3' })).toBeUndefined();
  });

  test('decimal comparisons with a field are exact', () => {
    expect(matches({ max: { $lt: { $field: 'min' } } }, { min: '10.10', max: '10.1' })).toBe(false);
    expect(matches({ max: { $lt: { $field: 'min' } } }, { min: '10.10', max: '10.09' })).toBe(true);
  });

  test('fixed rules apply to a change of their fields, or of any field when they list none', () => {
    expect(fixedRulesFor(rules, ['name']).map((f) => f.error)).toEqual(['cheque.error.used_unchangeable']);
    expect(fixedRulesFor(rules, ['kind']).map((f) => f.error)).toEqual([
      'product.error.typehasproducts',
      'cheque.error.used_unchangeable',
    ]);
    expect(fixedRulesFor(rules, [])).toEqual([]);
  });

  test('printing is refused only when the print rule matches', () => {
    expect(printRefusal(rules, { isDeleted: true })).toBe('order.error.deleted_unprintable');
    expect(printRefusal(rules, { isDeleted: false })).toBeUndefined();
    expect(printRefusal({}, { isDeleted: true })).toBeUndefined();
  });
});
