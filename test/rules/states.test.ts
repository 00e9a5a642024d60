/**
 * @engines pglite postgres
 * Concurrent approvals under a row lock.
 */
import { Decimal } from 'decimal.js';
import { useRulesKit } from '../support/rules-kit.js';

// The state rules of spec 2 §4 for orders, cheques, accounting documents and recurring payments: each step's
// allowed path works; each forbidden one answers the rule's key and leaves the tables as they were.
const kit = useRulesKit();
const { post, put, del, get, act, create, allowed, refused, like } = kit;
const confirm = { confirm: true };

describe('product orders', () => {
  test('closing a cart locks it and its lines; paid, shipped, delivered and refunded orders cannot change', async () => {
    const line = await create('ProductOrderItem');
    const id = line.productOrderId as number;
    await allowed(() => put('ProductOrder', id, { description: 'gift wrap' }));
    await allowed(() => put('ProductOrderItem', line.id, { quantity: 2 }));
    await refused(['ProductOrder'], () => act('ProductOrder', id, 'markPaid'), 409, 'order.error.cannotmarkpaid');
    await refused(['ProductOrder'], () => act('ProductOrder', id, 'setShipped'), 409, 'order.error.cannotship');

    const closed = await allowed(() => act('ProductOrder', id, 'closeCart'));
    expect(closed).toMatchObject({ isClosed: true, _locked: 'order.error.closed_unchangeable' });
    expect(closed._allowed).toEqual(['markPaid', 'setShipped', 'setStockTransaction', 'markDeleted']);
    const lines = ['ProductOrder', 'ProductOrderItem'];
    await refused(
      lines,
      () => put('ProductOrder', id, { description: 'late' }),
      409,
      'order.error.closed_unchangeable',
    );
    await refused(
      lines,
      () => put('ProductOrderItem', line.id, { quantity: 3 }),
      409,
      'order.error.closed_unchangeable',
    );
    await refused(
      lines,
      () => post('ProductOrderItem', like('ProductOrderItem', line)),
      409,
      'order.error.closed_unchangeable',
    );
    await refused(lines, () => del('ProductOrderItem', line.id), 409, 'order.error.closed_unchangeable');
    await refused(lines, () => act('ProductOrder', id, 'closeCart'), 409, 'order.error.alreadyclosed');

    await allowed(() => act('ProductOrder', id, 'markPaid'));
    await refused(lines, () => put('ProductOrder', id, { description: 'late' }), 409, 'order.error.paid_unchangeable');
    await refused(lines, () => act('ProductOrder', id, 'markDeleted', confirm), 409, 'order.error.cannotdelete');
    await allowed(() => act('ProductOrder', id, 'setStockTransaction'));
    await allowed(() => act('ProductOrder', id, 'setShipped'));
    await refused(lines, () => put('ProductOrder', id, { barcode: 'X' }), 409, 'order.error.shipped_unchangeable');
    await allowed(() => act('ProductOrder', id, 'markDelivered'));
    await refused(lines, () => put('ProductOrder', id, { barcode: 'X' }), 409, 'order.error.delivered_unchangeable');
    // The one who created the order cannot approve it: a second administrator does, once they confirm.
    await refused(lines, () => act('ProductOrder', id, 'approve', confirm), 409, 'common.error.seconderrequired');
    await refused(
      lines,
      () => act('ProductOrder', id, 'approve', {}, kit.second),
      400,
      'common.error.confirmationrequired',
    );
    await allowed(() => act('ProductOrder', id, 'approve', confirm, kit.second));
    await refused(lines, () => act('ProductOrder', id, 'refund'), 400, 'common.error.confirmationrequired');
    const refunded = await allowed(() => act('ProductOrder', id, 'refund', confirm));
    expect(refunded).toMatchObject({
      isTotalRefunded: true,
      _locked: 'order.error.refunded_unchangeable',
      _allowed: [],
    });
    await refused(lines, () => put('ProductOrder', id, { barcode: 'X' }), 409, 'order.error.refunded_unchangeable');
    await refused(lines, () => del('ProductOrder', id), 409, 'order.error.refunded_unchangeable');
  });

  test('a deleted order can be neither edited nor printed', async () => {
    const order = await create('ProductOrder');
    expect((await allowed(() => get('ProductOrder', order.id, '/print')))._printable).toBe(true);
    await refused(
      ['ProductOrder'],
      () => act('ProductOrder', order.id, 'markDeleted'),
      400,
      'common.error.confirmationrequired',
    );
    const deleted = await allowed(() => act('ProductOrder', order.id, 'markDeleted', confirm));
    expect(deleted).toMatchObject({ isDeleted: true, _locked: 'order.error.deleted', _printable: false });
    await refused(
      ['ProductOrder'],
      () => put('ProductOrder', order.id, { description: 'revive' }),
      409,
      'order.error.deleted',
    );
    await refused(['ProductOrder'], () => act('ProductOrder', order.id, 'closeCart'), 409, 'order.error.alreadyclosed');
    const print = await get('ProductOrder', order.id, '/print');
    expect([print.status, print.body.error]).toEqual([409, 'order.error.deleted_unprintable']);
  });
});

describe('cheques', () => {
  test('deliver, deliver to the bank, then paid: a paid cheque can no longer change, revoke or return', async () => {
    const cheque = await create('Cheque');
    expect(cheque._allowed).toEqual(['deliver', 'deliverBank', 'pay', 'deliverAndPay', 'revoke', 'return']);
    expect(await allowed(() => act('Cheque', cheque.id, 'deliver'))).toMatchObject({
      isDelivered: true,
      _locked: null,
    });
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'deliver'), 409, 'cheque.error.cannotdeliver');
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'deliverAndPay'), 409, 'cheque.error.cannotpay');
    await allowed(() => act('Cheque', cheque.id, 'deliverBank'));
    await allowed(() => put('Cheque', cheque.id, { description: 'at the branch' }));
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'revoke'), 400, 'common.error.confirmationrequired');
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'return'), 400, 'common.error.confirmationrequired');
    const paid = await allowed(() => act('Cheque', cheque.id, 'pay'));
    expect(paid).toMatchObject({ isPaid: true, _locked: 'cheque.error.paid_unchangeable', _allowed: [] });
    await refused(
      ['Cheque'],
      () => put('Cheque', cheque.id, { description: 'x' }),
      409,
      'cheque.error.paid_unchangeable',
    );
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'revoke', confirm), 409, 'cheque.error.cannotrevoke');
    await refused(['Cheque'], () => act('Cheque', cheque.id, 'return', confirm), 409, 'cheque.error.cannotreturn');
  });

  test('a returned or revoked cheque is final; deliver-and-pay does both at once', async () => {
    const returned = await create('Cheque');
    await allowed(() => act('Cheque', returned.id, 'return', confirm));
    await refused(
      ['Cheque'],
      () => put('Cheque', returned.id, { description: 'x' }),
      409,
      'cheque.error.returned_unchangeable',
    );
    await refused(['Cheque'], () => act('Cheque', returned.id, 'pay'), 409, 'cheque.error.cannotpay');
    const revoked = await create('Cheque');
    await allowed(() => act('Cheque', revoked.id, 'revoke', confirm));
    await refused(
      ['Cheque'],
      () => put('Cheque', revoked.id, { description: 'x' }),
      409,
      'cheque.error.revoked_unchangeable',
    );
    const both = await create('Cheque');
    expect(await allowed(() => act('Cheque', both.id, 'deliverAndPay'))).toMatchObject({
      isDelivered: true,
      isPaid: true,
    });
  });

  test('a cheque used by a payment cannot change, and a cheque payment is approved only once it is collected', async () => {
    const coin = await create('Coin');
    const type = await create('PaymentType', { paymentMethod: 2, isCheque: true });
    const customer = await create('Customer');
    const base = { customerId: customer.id, paymentTypeId: type.id, coinId: coin.id, amount: '50' };

    const without = await allowed(() => post('Payment', base));
    await allowed(() => act('Payment', without.id, 'markPaid'));
    await refused(
      ['Payment'],
      () => act('Payment', without.id, 'approve', confirm, kit.second),
      409,
      'payment.error.chequenotfound',
    );

    const cheque = await create('Cheque', { coinId: coin.id, amount: '50', dueDate: '2026-12-20' });
    await allowed(() => put('Cheque', cheque.id, { description: 'not yet used' }));
    const payment = await allowed(() => post('Payment', { ...base, chequeId: cheque.id }));
    await refused(['Cheque'], () => put('Cheque', cheque.id, { amount: '5' }), 409, 'cheque.error.used_unchangeable');
    await allowed(() => act('Payment', payment.id, 'markPaid'));
    await refused(
      ['Payment'],
      () => act('Payment', payment.id, 'approve', confirm, kit.second),
      409,
      'payment.error.chequenotcollected',
    );
    await allowed(() => act('Cheque', cheque.id, 'pay'));
    expect(await allowed(() => act('Payment', payment.id, 'approve', confirm, kit.second))).toMatchObject({
      isApproved: true,
    });
  });
});

describe('accounting documents', () => {
  /** A document with lines of one coin; each line debtor (+) or creditor (−). */
  async function documentWith(amounts: string[]) {
    const doc = await create('Accounting');
    const coin = await create('Coin');
    const lines = [];
    for (const a of amounts) {
      const side = a.startsWith('-') ? { debtor: '0', creditor: a.slice(1) } : { debtor: a, creditor: '0' };
      lines.push(await create('AccountingDetail', { accountingId: doc.id, coinId: coin.id, ...side }));
    }
    return { doc, coin, lines };
  }

  test('approved only when balanced, then permanent; neither the document nor its lines change', async () => {
    const empty = await create('Accounting');
    await refused(
      ['Accounting'],
      () => act('Accounting', empty.id, 'approve', confirm),
      409,
      'accounting.error.nolines',
    );
    const { doc, lines } = await documentWith(['100', '-60']);
    const tables = ['Accounting', 'AccountingDetail'];
    await refused(tables, () => act('Accounting', doc.id, 'approve', confirm), 409, 'accounting.error.unbalanced');
    await allowed(() => put('AccountingDetail', lines[1].id, { creditor: '100' }));
    await refused(
      tables,
      () => act('Accounting', doc.id, 'makePermanent', confirm),
      409,
      'accounting.error.notapproved_cannot_permanent',
    );
    await refused(tables, () => act('Accounting', doc.id, 'approve'), 400, 'common.error.confirmationrequired');
    const approved = await allowed(() => act('Accounting', doc.id, 'approve', confirm));
    expect(approved).toMatchObject({
      isApproved: true,
      _locked: 'accounting.error.approved_unchangeable',
      _allowed: ['makePermanent'],
    });
    const locked = 'accounting.error.approved_unchangeable';
    await refused(tables, () => put('Accounting', doc.id, { description: 'late' }), 409, locked);
    await refused(tables, () => put('AccountingDetail', lines[0].id, { debtor: '90' }), 409, locked);
    await refused(
      tables,
      () => post('AccountingDetail', like('AccountingDetail', lines[0], { debtor: '1' })),
      409,
      locked,
    );
    await refused(tables, () => del('AccountingDetail', lines[0].id), 409, locked);
    await refused(tables, () => del('Accounting', doc.id), 409, locked);
    await allowed(() => act('Accounting', doc.id, 'makePermanent', confirm));
    await refused(tables, () => put('Accounting', doc.id, { description: 'late' }), 409, 'accounting.error.permanent');
    await refused(
      tables,
      () => put('AccountingDetail', lines[0].id, { debtor: '90' }),
      409,
      'accounting.error.permanent',
    );
  });

  test('each coin balances on its own', async () => {
    const { doc } = await documentWith(['100', '-100']);
    const coin = await create('Coin');
    await create('AccountingDetail', { accountingId: doc.id, coinId: coin.id, debtor: '5', creditor: '0' });
    await refused(
      ['Accounting'],
      () => act('Accounting', doc.id, 'approve', confirm),
      409,
      'accounting.error.unbalanced',
    );
  });

  test('50 concurrent approvals of an unbalanced document: none succeeds; of a balanced one: exactly one', async () => {
    const { doc: unbalanced } = await documentWith(['100', '-99.99']);
    const tries = await Promise.all(
      Array.from({ length: 50 }, () => act('Accounting', unbalanced.id, 'approve', confirm)),
    );
    expect(tries.every((r) => r.status === 409 && r.body.error === 'accounting.error.unbalanced')).toBe(true);
    expect((await get('Accounting', unbalanced.id)).body.isApproved).toBe(false);

    const { doc: balanced } = await documentWith(['100', '-99.99', '-0.01']);
    const wins = await Promise.all(
      Array.from({ length: 50 }, () => act('Accounting', balanced.id, 'approve', confirm)),
    );
    expect(wins.filter((r) => r.status === 200)).toHaveLength(1);
    expect(wins.filter((r) => r.status === 409 && r.body.error === 'accounting.error.alreadyapproved')).toHaveLength(
      49,
    );
  });

  test('approvals racing with new lines: an approved document is always balanced', async () => {
    const { doc, coin, lines } = await documentWith(['100', '-100']);
    const requests = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? act('Accounting', doc.id, 'approve', confirm)
        : post('AccountingDetail', like('AccountingDetail', lines[0], { coinId: coin.id, debtor: '1' })),
    );
    const results = await Promise.all(requests);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    const final = (await get('Accounting', doc.id)).body;
    const rows: { debtor: string; creditor: string }[] = await kit.ctx.server.dataSource.query(
      'SELECT debtor::text AS debtor, creditor::text AS creditor FROM accounting_details WHERE accounting_id = $1',
      [doc.id],
    );
    const sum = (k: 'debtor' | 'creditor') => rows.reduce((s, r) => s.plus(r[k]), new Decimal(0));
    if (final.isApproved) expect(sum('debtor').eq(sum('creditor'))).toBe(true);
    else expect(results.some((r) => r.status === 201)).toBe(true);
  });
});

describe('recurring payments', () => {
  test('existing payments block editing; cancelling stays possible', async () => {
    const recurring = await create('RecurringPayment');
    await allowed(() => put('RecurringPayment', recurring.id, { description: 'rent' }));
    await create('Payment', { entityName: 'RecurringPayment', entityId: recurring.id });
    await refused(
      ['RecurringPayment'],
      () => put('RecurringPayment', recurring.id, { amount: '1' }),
      409,
      'recurringpayment.error.haspayments',
    );
    await refused(
      ['RecurringPayment'],
      () => put('RecurringPayment', recurring.id, { description: 'x' }),
      409,
      'recurringpayment.error.haspayments',
    );
    await allowed(() => act('RecurringPayment', recurring.id, 'cancel', confirm));
  });
});
