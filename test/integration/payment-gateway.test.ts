/**
 * @engines pglite postgres
 * A callback arriving twice at once pays once.
 */
import { call, listQuery, signIn } from '../support/http.js';
import { closedOrder } from '../support/orders.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';
import { startLocalZarinpal, type LocalZarinpal } from '../support/zarinpal-server.js';

// External payment (spec 1 §2.1): the payment page, the start at the gateway, the signed callback confirmed with the
// gateway itself, against a local server that speaks Zarinpal's v4 wire format. A callback that is repeated, or
// arrives twice at once, pays once; a forged or cancelled one pays nothing.
let gateway: LocalZarinpal;
let server: TestServer;
let token: string;
let refs: { coinId: number; productTypeId: number; paymentTypeId: number };

beforeAll(async () => {
  gateway = await startLocalZarinpal();
  server = await startServer({ config: { zarinpal: { baseUrl: gateway.url, merchantId: gateway.merchantId } } });
  token = await signIn(server.url);
  const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });
  const coins = (await admin('GET', '/api/coins')).body as { id: number; symbol: string }[];
  const [type] = (await admin('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const paymentType = await admin('POST', '/api/payment-types', {
    name: 'Online card',
    paymentMethod: 1,
    allCoin: true,
    isExternalProcess: true,
    systemKeyword: 'zarinpal',
  });
  expect(paymentType.status).toBe(201);
  refs = {
    coinId: coins.find((c) => c.symbol === 'IRR')!.id,
    productTypeId: type.id,
    paymentTypeId: paymentType.body.id,
  };
});
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});

/** A shopper with a closed order for one rug: its payment guid and a caller with their token. */
async function orderToPay(name: string) {
  const closed = await closedOrder(server, token, refs, name, { price: '1250000', stockQuantity: 3 }, 1);
  return { me: closed.me, shopper: closed.shopper, guid: closed.paymentGuid, orderId: closed.order.id as number };
}

/** What the customer's browser does: start, go to the gateway, press Pay or Cancel, and come back. */
async function payAtGateway(me: Awaited<ReturnType<typeof orderToPay>>['me'], guid: string, action: 'pay' | 'cancel') {
  const started = await me('POST', '/api/Payments/startPayment', { guid });
  expect(started.status).toBe(200);
  expect(started.body.redirectUrl).toMatch(new RegExp(`^${gateway.url}/pg/StartPay/A`));
  const atGateway = await fetch(`${started.body.redirectUrl}?action=${action}`, { redirect: 'manual' });
  expect(atGateway.status).toBe(302);
  return atGateway.headers.get('location')!;
}

const openCallback = async (url: string, shopperToken: string) => {
  const res = await fetch(url, { headers: { cookie: `saray_token=${shopperToken}` } });
  return { status: res.status, html: await res.text() };
};

test('paying at the gateway pays the payment and the order once, however often the callback comes', async () => {
  const { me, shopper, guid, orderId } = await orderToPay('gatewaypay');
  const page = await me('GET', `/api/Payments/getPaymentByGuid?guid=${guid}`);
  expect(page.body).toMatchObject({ amount: '1250000', coin: 'IRR', isPaid: false, external: true, orderId });

  const callback = await payAtGateway(me, guid, 'pay');
  expect(new URL(callback).pathname).toBe('/en/payment/zarinpal/verify');
  const first = await openCallback(callback, shopper.token);
  expect(first.status).toBe(200);
  expect(first.html).toContain('data-result="paid"');
  const payment = (await me('GET', `/api/Payments/getPaymentByGuid?guid=${guid}`)).body;
  expect(payment).toMatchObject({ isPaid: true, refId: expect.stringMatching(/^\d+$/) });
  const order = (await me('GET', `/api/ProductOrders/getCustomerProductOrderById?id=${orderId}`)).body;
  expect(order).toMatchObject({ isPaid: true, reservedUntil: null });
  // The start (for the shopper) and the gateway's confirmation (the platform's) are updates in the payment's history.
  const [stored] = (await call(server.url, 'GET', `/api/payments${listQuery({ filter: { guid } })}`, { token })).body;
  const history = (await call(server.url, 'GET', `/api/payments/${stored.id}/history`, { token })).body as any[];
  expect(history.slice(-2).map((h) => [h.actorName, Object.keys(h.changes).sort()])).toEqual([
    [shopper.username, ['authorityId', 'status']],
    ['system', ['isPaid', 'paidDate', 'refId', 'status']],
  ]);

  // The browser reloads the callback, and the gateway's redirect is replayed twice at once.
  const again = await Promise.all([openCallback(callback, shopper.token), openCallback(callback, shopper.token)]);
  expect(again.map((r) => r.html.includes('data-result="paid"'))).toEqual([true, true]);
  const after = (await me('GET', `/api/ProductOrders/getCustomerProductOrderById?id=${orderId}`)).body;
  expect(after.paidDate).toBe(order.paidDate);
  expect((await me('GET', `/api/Payments/getPaymentByGuid?guid=${guid}`)).body.refId).toBe(payment.refId);
  // The gateway confirmed it once; the repeated callbacks found it paid and did not ask again.
  expect(gateway.verifyCodes.filter((c) => c === 100)).toHaveLength(1);
  expect(gateway.verifyCodes.filter((c) => c === 101)).toHaveLength(0);
  // Starting a paid payment again is refused.
  expect((await me('POST', '/api/Payments/startPayment', { guid })).status).toBe(409);
});

test('a cancelled payment, a forged callback or another customer pays nothing', async () => {
  const { me, shopper, guid, orderId } = await orderToPay('gatewaycancel');
  const cancelled = await payAtGateway(me, guid, 'cancel');
  expect((await openCallback(cancelled, shopper.token)).html).toContain('data-result="cancelled"');

  // A callback whose Status says OK but the customer never paid: the gateway's own answer decides.
  const lying = new URL(cancelled);
  lying.searchParams.set('Status', 'OK');
  expect((await openCallback(lying.toString(), shopper.token)).html).toContain('data-result="declined"');
  // Another payment's signature does not fit this one.
  const forged = new URL(cancelled);
  forged.searchParams.set('sig', 'not-a-signature');
  expect((await openCallback(forged.toString(), shopper.token)).html).toContain('data-result="invalid"');

  const other = await shoppers(server, token, 'gatewaysnoop', 1);
  const snoop = await call(server.url, 'GET', `/api/Payments/getPaymentByGuid?guid=${guid}`, { token: other[0].token });
  expect(snoop.status).toBe(404);
  expect((await me('GET', `/api/ProductOrders/getCustomerProductOrderById?id=${orderId}`)).body.isPaid).toBe(false);

  // The customer tries again and pays.
  const paid = await payAtGateway(me, guid, 'pay');
  expect((await openCallback(paid, shopper.token)).html).toContain('data-result="paid"');
  expect((await me('GET', `/api/ProductOrders/getCustomerProductOrderById?id=${orderId}`)).body.isPaid).toBe(true);
});
