/**
 * @engines pglite postgres
 * The rate is read with SQL of its own and stored as exact decimals and a time.
 */
import { Decimal } from 'decimal.js';
import { call, listQuery, signIn } from '../support/http.js';
import { closedOrder, type OrderRefs } from '../support/orders.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';

// A payment type paid in its base coin (a crypto payment): the order's payment is quoted in that coin at the
// exchange's last trade price when it is made, and the rate, its time and the converted amount are stored on it.
let server: TestServer;
let token: string;
let coins: Record<string, number>;
let refs: OrderRefs;
const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.url);
  coins = Object.fromEntries(
    ((await admin('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as { id: number; symbol: string }[]).map(
      (c) => [c.symbol, c.id],
    ),
  );
  const [type] = (await admin('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const bitcoin = await admin('POST', '/api/payment-types', {
    name: 'Pay with Bitcoin',
    paymentMethod: 1,
    allCoin: true,
    baseCoinId: coins.BTC,
    payInBaseCoin: true,
  });
  expect(bitcoin.status).toBe(201);
  refs = { coinId: coins.USDT, productTypeId: type.id, paymentTypeId: bitcoin.body.id };
});
afterAll(() => server?.close());

/** One trade on BTCUSDT at `price`, between two new traders. */
async function trade(prefix: string, price: string): Promise<void> {
  const [buyer, seller] = await shoppers(server, token, prefix, 2);
  const market = (await call(server.url, 'GET', '/api/Market/getAllMarkets')).body.find(
    (m: { symbol: string }) => m.symbol === 'BTCUSDT',
  );
  await admin('POST', '/api/Wallets/deposit', { customerId: buyer.id, coinId: coins.USDT, amount: '1000' });
  await admin('POST', '/api/Wallets/deposit', { customerId: seller.id, coinId: coins.BTC, amount: '1' });
  const order = (t: { token: string }, sideId: number) =>
    call(server.url, 'POST', '/api/Market/PlaceOrder', {
      token: t.token,
      body: { marketId: market.id, sideId, typeId: 1, price, quantity: '0.001' },
    });
  expect((await order(seller, 2)).status).toBe(201);
  expect((await order(buyer, 1)).body.trades).toBe(1);
}

async function paymentPage(guid: string, customerToken: string, lang = 'en'): Promise<string> {
  const res = await fetch(`${server.url}/${lang}/payment/${guid}`, {
    headers: { cookie: `saray_token=${customerToken}` },
  });
  return res.text();
}

test('with no trade to take a rate from, the order cannot be closed with the coin payment', async () => {
  const attempt = closedOrder(server, token, refs, 'convnorate', { price: '100', stockQuantity: 5 }, 1);
  await expect(attempt).rejects.toThrow(/exchange\.error\.norate/);
});

test('the payment stores the rate it was converted at, its time and the amount in the coin', async () => {
  const before = Date.now();
  await trade('convtrade1', '61234.56');
  const after = Date.now();
  const { shopper, paymentGuid } = await closedOrder(
    server,
    token,
    refs,
    'convpay',
    { price: '100', stockQuantity: 5 },
    1,
  );
  const [payment] = (await admin('GET', `/api/payments${listQuery({ filter: { customerId: shopper.id } })}`)).body;
  expect(payment).toMatchObject({ coinId: coins.USDT, payCoinId: coins.BTC, rate: '61234.56', guid: paymentGuid });
  const expected = new Decimal(payment.amount).div('61234.56').toDecimalPlaces(8, Decimal.ROUND_UP).toFixed();
  expect(payment.payAmount).toBe(expected);
  const at = Date.parse(payment.rateAt);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(after + 1000);

  // The market moves on; what the payment was converted at does not.
  await trade('convtrade2', '70000');
  const again = (await admin('GET', `/api/payments/${payment.id}`)).body;
  expect(again).toMatchObject({ rate: '61234.56', payAmount: expected, rateAt: payment.rateAt });

  const html = await paymentPage(paymentGuid, shopper.token);
  expect(html).toContain(`You pay ${expected} BTC at rate 61,234.56 (USDT per BTC), as of`);
  const fa = await paymentPage(paymentGuid, shopper.token, 'fa');
  expect(fa).toContain('۶۱,۲۳۴.۵۶');
  expect(fa).toContain('USDT برای هر BTC');
});

test('nobody writes the rate by hand, and a payment in the type’s own coin is not converted', async () => {
  const forged = await admin('POST', '/api/payments', {
    customerId: (await shoppers(server, token, 'convforge', 1))[0].id,
    amount: '10',
    coinId: coins.USDT,
    paymentTypeId: refs.paymentTypeId,
    rate: '1',
    payAmount: '10',
  });
  expect(forged.status).toBe(400);
  expect(forged.body.details.map((d: { error: string }) => d.error)).toContain('common.error.readonly');
  const { shopper, paymentGuid } = await closedOrder(
    server,
    token,
    { ...refs, coinId: coins.BTC },
    'convsame',
    { price: '0.01', stockQuantity: 5 },
    1,
  );
  const [payment] = (await admin('GET', `/api/payments${listQuery({ filter: { customerId: shopper.id } })}`)).body;
  expect(payment).toMatchObject({ coinId: coins.BTC, payCoinId: null, rate: null, payAmount: null });
  expect(await paymentPage(paymentGuid, shopper.token)).not.toContain('data-testid="payment-conversion"');
});
