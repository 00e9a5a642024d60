import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs, type OrderRefs } from '../support/orders.js';
import { useServer } from '../support/server.js';

// Refunds: a part of a payment, then the rest with the order's 'refund in full'; never more than was paid. Goods of
// an order refunded before it shipped go back to stock; a shipped order's goods stay sold. The books still balance.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
let refs: OrderRefs;

beforeAll(async () => {
  refs = await orderRefs(ctx.server, ctx.token, 'Refund card');
});

const stockOf = async (id: number) => (await admin('GET', `/api/products/${id}`)).body.stockQuantity as number;

/** A paid order for two pieces of a product with 5 in stock: the order, its receipt and the product. */
async function paidOrder(name: string) {
  const { order, product } = await closedOrder(
    ctx.server,
    ctx.token,
    refs,
    name,
    { price: '40.00', stockQuantity: 5 },
    2,
  );
  const [payment] = (
    await admin('GET', `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: order.id } })}`)
  ).body;
  expect((await admin('POST', `/api/payments/${payment.id}/actions/markPaid`, {})).status).toBe(200);
  return { order, payment, product };
}

test('a part, then the rest: the order is totally refunded and its unshipped goods return to stock', async () => {
  const { order, payment, product } = await paidOrder('refundpart');
  expect(await stockOf(product.id)).toBe(3);
  const part = await admin('POST', '/api/refund-payments', { paymentId: payment.id, amount: '10.00' });
  expect(part.status).toBe(201);
  expect((await admin('GET', `/api/product-orders/${order.id}`)).body).toMatchObject({
    refundPrice: '10.00',
    isTotalRefunded: false,
  });
  expect(await stockOf(product.id)).toBe(3);
  const tooMuch = await admin('POST', '/api/refund-payments', { paymentId: payment.id, amount: '75.00' });
  expect(tooMuch).toMatchObject({ status: 400, body: { error: 'payment.error.refundexceedsmax' } });

  const full = await admin('POST', `/api/product-orders/${order.id}/actions/refund`, { confirm: true });
  expect(full.status).toBe(200);
  expect(full.body).toMatchObject({ isTotalRefunded: true, refundPrice: '80.00' });
  expect((await admin('GET', `/api/payments/${payment.id}`)).body.isRefunded).toBe(true);
  const refunds = (await admin('GET', `/api/refund-payments${listQuery({ filter: { paymentId: payment.id } })}`)).body;
  expect(refunds.map((r: { amount: string }) => r.amount).sort()).toEqual(['10.00', '70.00']);
  expect(await stockOf(product.id)).toBe(5);

  const [year] = (
    await admin('GET', `/api/years${listQuery({ filter: { name: String(new Date().getUTCFullYear()) } })}`)
  ).body;
  const balance = (await admin('GET', `/api/Accountings/trialBalance?yearId=${year.id}`)).body;
  expect(balance.totals.every((t: { balanced: boolean }) => t.balanced)).toBe(true);
});

test('a shipped order refunded in full keeps its goods sold', async () => {
  const { order, product } = await paidOrder('refundshipped');
  expect((await admin('POST', '/api/ProductOrders/setShipped', { id: order.id })).status).toBe(200);
  const full = await admin('POST', `/api/product-orders/${order.id}/actions/refund`, { confirm: true });
  expect(full.body).toMatchObject({ isTotalRefunded: true });
  expect(await stockOf(product.id)).toBe(3);
});
