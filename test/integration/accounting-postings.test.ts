import { Decimal } from 'decimal.js';
import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs, type OrderRefs } from '../support/orders.js';
import { useServer } from '../support/server.js';

// Closing an order posts the sale, approving its payment posts the receipt and cancelling reverses the sale: each a
// balanced document, so the trial balance of the year always agrees (the demo turns accounting.autopost on).
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
let yearId: number;
let refs: OrderRefs;

beforeAll(async () => {
  const [year] = (
    await admin('GET', `/api/years${listQuery({ filter: { name: String(new Date().getUTCFullYear()) } })}`)
  ).body;
  yearId = year.id;
  refs = await orderRefs(ctx.server, ctx.token, 'Books card');
});

const balance = async () => (await admin('GET', `/api/Accountings/trialBalance?yearId=${yearId}`)).body;
const ledgerRow = (
  tb: { rows: { ledger: string; coin: string; debtor: string; creditor: string }[] },
  ledger: string,
) => tb.rows.find((r) => r.ledger === ledger && r.coin === 'TRY') ?? { debtor: '0', creditor: '0' };
const moved = (before: { debtor: string; creditor: string }, after: { debtor: string; creditor: string }) => ({
  debtor: new Decimal(after.debtor).minus(before.debtor).toFixed(2),
  creditor: new Decimal(after.creditor).minus(before.creditor).toFixed(2),
});

const orderOf = (name: string, price: string) =>
  closedOrder(ctx.server, ctx.token, refs, name, { price, stockQuantity: 10 }, 2);

test('the sale, its receipt and a cancellation post balanced documents; the trial balance agrees', async () => {
  const start = await balance();
  const { order } = await orderOf('ledgersale', '45.50');
  const afterSale = await balance();
  expect(afterSale.totals.every((t: { balanced: boolean }) => t.balanced)).toBe(true);
  expect(moved(ledgerRow(start, 'Customers (receivable)'), ledgerRow(afterSale, 'Customers (receivable)'))).toEqual({
    debtor: order.totalPrice,
    creditor: '0.00',
  });
  expect(moved(ledgerRow(start, 'Sales'), ledgerRow(afterSale, 'Sales'))).toEqual({
    debtor: '0.00',
    creditor: '91.00',
  });

  // The receipt is paid and approved: cash in, the customer owes nothing more.
  const [payment] = (
    await admin('GET', `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: order.id } })}`)
  ).body;
  expect((await admin('POST', `/api/payments/${payment.id}/actions/markPaid`, {})).status).toBe(200);
  expect((await admin('POST', `/api/payments/${payment.id}/actions/approve`, { confirm: true })).status).toBe(200);
  const afterReceipt = await balance();
  expect(afterReceipt.totals.every((t: { balanced: boolean }) => t.balanced)).toBe(true);
  expect(moved(ledgerRow(start, 'Cash and bank'), ledgerRow(afterReceipt, 'Cash and bank'))).toEqual({
    debtor: order.totalPrice,
    creditor: '0.00',
  });
  const receivable = moved(
    ledgerRow(start, 'Customers (receivable)'),
    ledgerRow(afterReceipt, 'Customers (receivable)'),
  );
  expect(new Decimal(receivable.debtor).minus(receivable.creditor).toFixed(2)).toBe('0.00');

  // A cancelled order's sale is reversed.
  const second = await orderOf('ledgercancel', '10.00');
  expect((await second.me('POST', '/api/ProductOrders/cancelOrder', { id: second.order.id })).status).toBe(200);
  const afterCancel = await balance();
  expect(afterCancel.totals.every((t: { balanced: boolean }) => t.balanced)).toBe(true);
  const sales = moved(ledgerRow(afterReceipt, 'Sales'), ledgerRow(afterCancel, 'Sales'));
  expect(sales).toEqual({ debtor: '20.00', creditor: '20.00' });

  // Documents are numbered one after another in the year, and only administrators read the report.
  const documents = (await admin('GET', `/api/accountings${listQuery({ filter: { yearId }, sort: ['code', 'ASC'] })}`))
    .body as { code: number; isApproved: boolean }[];
  expect(documents.map((d) => d.code)).toEqual(documents.map((_, i) => i + 1));
  expect(documents.every((d) => d.isApproved)).toBe(true);
  expect((await second.me('GET', `/api/Accountings/trialBalance?yearId=${yearId}`)).status).toBe(403);
});
