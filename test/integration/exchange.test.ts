/**
 * @engines pglite postgres
 * The journal's writer: its batches, transactions and statements.
 */
import { call, listQuery, type JsonResponse } from '../support/http.js';
import { statementsDuring } from '../support/query-log.js';
import { shoppers, useServer } from '../support/server.js';

// Saray's own exchange through its API: deposits, orders matched by the single writer, fees, cancels, balances.
const ctx = useServer();
type Trader = { id: number; token: string };
let buyer: Trader;
let seller: Trader;
let market: { id: number; symbol: string };
let coins: Record<string, number>;

const as = (t: Trader | string) => (method: string, path: string, body?: object, lang?: string) =>
  call(ctx.server.url, method, path, {
    token: typeof t === 'string' ? t : t.token,
    body,
    headers: lang ? { lang } : {},
  });
const admin = () => as(ctx.token);
/** PlaceOrder answers the order as a read of it would, plus the number of trades it made. */
const asRead = async (t: Trader, placed: { body: { id: number; trades: number } }) => {
  const { trades, ...order } = placed.body;
  expect(typeof trades).toBe('number');
  expect((await as(t)('GET', `/api/exchange-orders/${order.id}`)).body).toEqual(order);
};
const balances = async (t: Trader) =>
  Object.fromEntries(
    (
      (await as(t)('GET', '/api/Wallets/getMyBalances')).body as { coinId: number; available: string; held: string }[]
    ).map((b) => [Object.keys(coins).find((s) => coins[s] === b.coinId)!, `${b.available}/${b.held}`]),
  );

beforeAll(async () => {
  [buyer, seller] = await shoppers(ctx.server, ctx.token, 'xchg', 2);
  const all = (await admin()('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  coins = Object.fromEntries(all.map((c) => [c.symbol, c.id]));
  const deposit = (t: Trader, symbol: string, amount: string) =>
    admin()('POST', '/api/Wallets/deposit', { customerId: t.id, coinId: coins[symbol], amount });
  expect((await deposit(buyer, 'USDT', '10000')).body).toMatchObject({ available: '10000', held: '0' });
  expect((await deposit(seller, 'BTC', '1')).status).toBe(201);
});

test('markets are listed with their filters as Binance-style JSON', async () => {
  const markets = (await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets')).body;
  market = markets.find((m: { symbol: string }) => m.symbol === 'BTCUSDT');
  expect(market).toMatchObject({ mainCoinSymbol: 'BTC', pairedCoinSymbol: 'USDT' });
  expect(JSON.parse((market as unknown as { filters: string }).filters)).toEqual([
    { filterType: 'PRICE_FILTER', tickSize: '0.01' },
    { filterType: 'LOT_SIZE', stepSize: '0.00001' },
    { filterType: 'NOTIONAL', minNotional: '5' },
  ]);
  expect(
    (await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets?name=eth')).body.map(
      (m: { symbol: string }) => m.symbol,
    ),
  ).toEqual(['ETHUSDT']);
});

test('a resting sell is filled by a buy: prices, fees and holds move exactly; a cancel releases the rest', async () => {
  const sell = await as(seller)('POST', '/api/Market/PlaceOrder', {
    marketId: market.id,
    sideId: 2,
    typeId: 1,
    price: '30000',
    quantity: '0.5',
  });
  expect(sell.status).toBe(201);
  expect(sell.body).toMatchObject({ statusId: 1, price: '30000', quantity: '0.5', filledQuantity: '0', trades: 0 });
  await asRead(seller, sell);
  expect(await balances(seller)).toEqual({ BTC: '0.5/0.5' });
  const asks = await call(ctx.server.url, 'GET', '/api/Market/getLowestMarketOrderBook?symbol=BTCUSDT&sideId=2');
  expect(asks.body).toEqual([{ price: '30000', quantity: '0.5' }]);

  // Refusals name the rule, in the caller's language, and change nothing.
  const offTick = await as(buyer)('POST', '/api/Market/PlaceOrder', {
    marketId: market.id,
    sideId: 1,
    typeId: 1,
    price: '30000.005',
    quantity: '0.2',
  });
  expect(offTick.status).toBe(400);
  expect(offTick.body.details[0].path).toBe('/price');
  const offLot = await as(buyer)(
    'POST',
    '/api/Market/PlaceOrder',
    { marketId: market.id, sideId: 1, typeId: 1, price: '30000.01', quantity: '0.000015' },
    'tr',
  );
  expect(offLot.body).toMatchObject({ error: 'exchange.error.lotsize', message: 'Miktar 0.00001 katı olmalıdır.' });
  const tooMuch = await as(buyer)('POST', '/api/Market/PlaceOrder', {
    marketId: market.id,
    sideId: 1,
    typeId: 1,
    price: '30000',
    quantity: '1',
  });
  expect(tooMuch.body).toMatchObject({
    error: 'exchange.error.insufficientfunds',
    message: 'Insufficient balance for this order.',
  });
  const tiny = await as(buyer)('POST', '/api/Market/PlaceOrder', {
    marketId: market.id,
    sideId: 1,
    typeId: 1,
    price: '100',
    quantity: '0.00001',
  });
  expect(tiny.body.error).toBe('exchange.error.minnotional');

  const buy = await as(buyer)('POST', '/api/Market/PlaceOrder', {
    marketId: market.id,
    sideId: 1,
    typeId: 1,
    price: '30000',
    quantity: '0.2',
  });
  expect(buy.body).toMatchObject({ statusId: 3, filledQuantity: '0.2', trades: 1 });
  await asRead(buyer, buy);
  // Taker fee 20 bps of the 0.2 BTC bought; maker fee 10 bps of the 6000 USDT received.
  expect(await balances(buyer)).toEqual({ USDT: '4000/0', BTC: '0.1996/0' });
  expect(await balances(seller)).toEqual({ BTC: '0.5/0.3', USDT: '5994/0' });
  expect((await call(ctx.server.url, 'GET', '/api/Market/LastPriceBySymbol?symbol=btcusdt')).body).toEqual({
    symbol: 'BTCUSDT',
    price: '30000',
  });

  expect((await as(buyer)('GET', `/api/Market/CancelOrder?orderId=${sell.body.id}`)).status).toBe(404);
  const cancelled = await as(seller)('GET', `/api/Market/CancelOrder?orderId=${sell.body.id}`);
  expect(cancelled.body).toMatchObject({ statusId: 4, filledQuantity: '0.2' });
  expect(await balances(seller)).toEqual({ BTC: '0.8/0', USDT: '5994/0' });
  expect((await as(seller)('GET', `/api/Market/CancelOrder?orderId=${sell.body.id}`)).status).toBe(409);
  expect(
    (await call(ctx.server.url, 'GET', '/api/Market/getLowestMarketOrderBook?symbol=BTCUSDT&sideId=2')).body,
  ).toEqual([]);

  const history = await as(seller)('GET', `/api/Market/getMyOrderHistories?marketId=${market.id}`);
  expect(history.body).toMatchObject({ totalCount: 1, data: [{ id: sell.body.id, statusId: 4 }] });
  const trades = (await admin()('GET', `/api/exchange-trades${listQuery({ filter: { marketId: market.id } })}`)).body;
  expect(trades).toEqual([
    expect.objectContaining({
      makerOrderId: sell.body.id,
      takerOrderId: buy.body.id,
      price: '30000',
      quantity: '0.2',
      notional: '6000',
      buyerFee: '0.0004',
      sellerFee: '6',
    }),
  ]);
});

test('immediate-or-cancel, fill-or-kill and market orders', async () => {
  const place = (t: Trader, body: object) => as(t)('POST', '/api/Market/PlaceOrder', { marketId: market.id, ...body });
  await place(seller, { sideId: 2, typeId: 1, price: '31000', quantity: '0.1' });
  const fok = await place(buyer, { sideId: 1, typeId: 1, price: '31000', quantity: '0.12', timeInForce: 'FOK' });
  expect(fok.body.error).toBe('exchange.error.fokunfilled');
  const ioc = await place(buyer, { sideId: 1, typeId: 1, price: '31000', quantity: '0.05', timeInForce: 'IOC' });
  expect(ioc.body).toMatchObject({ statusId: 3, filledQuantity: '0.05' });
  const rest = await place(buyer, { sideId: 1, typeId: 2, quantity: '0.08' });
  // Only 0.05 was left to buy: the rest of the market order expires.
  expect(rest.body).toMatchObject({ statusId: 5, filledQuantity: '0.05', price: null });
  await asRead(buyer, rest);
  expect((await place(buyer, { sideId: 1, typeId: 2, quantity: '0.01' })).body.error).toBe('exchange.error.nomarket');
});

test('placing an order is the writer’s batch alone: its market is held, the stored order not read again', async () => {
  await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets');
  let placed!: JsonResponse<{ id: number; statusId: number }>;
  const statements = (
    await statementsDuring(ctx.server.dataSource, async () => {
      placed = await as(seller)('POST', '/api/Market/PlaceOrder', {
        marketId: market.id,
        sideId: 2,
        typeId: 1,
        price: '45000',
        quantity: '0.01',
      });
    })
  ).filter((q) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q));
  expect(placed.body.statusId).toBe(1);
  // The seller's session was resolved by their earlier calls; the batch: the lock, one read (catch-up, the order's
  // id, the coins' decimals) and one write (journal, order, trades, candles, balances).
  expect(statements).toHaveLength(3);
  expect(statements.filter((q) => /\bmarkets\b|SELECT [^;]*FROM "?exchange_orders/.test(q))).toEqual([]);
  expect((await as(seller)('GET', `/api/Market/CancelOrder?orderId=${placed.body.id}`)).body.statusId).toBe(4);
});

test('a market or a coin changed through the API is what the next order and the next list see', async () => {
  const coin = (await admin()('POST', '/api/coins', { symbol: 'CCHX', name: 'Cached coin', decimals: 4 })).body;
  const pair = (
    await admin()('POST', '/api/markets', {
      symbol: 'CCHXUSDT',
      baseCoinId: coin.id,
      quoteCoinId: coins.USDT,
      tickSize: '0.01',
      lotSize: '0.01',
    })
  ).body;
  const listed = async () => (await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets?name=CCHX')).body;
  const buy = () =>
    as(buyer)('POST', '/api/Market/PlaceOrder', {
      marketId: pair.id,
      sideId: 1,
      typeId: 1,
      price: '1.05',
      quantity: '1',
    });
  expect(await listed()).toMatchObject([{ symbol: 'CCHXUSDT', mainCoinSymbol: 'CCHX' }]);

  expect((await admin()('PUT', `/api/markets/${pair.id}`, { tickSize: '0.1' })).status).toBe(200);
  const offTick = await buy();
  expect(offTick.body).toMatchObject({ error: 'exchange.error.ticksize' });
  expect(offTick.body.message).toContain('0.1');
  expect((await admin()('PUT', `/api/coins/${coin.id}`, { symbol: 'CCHY' })).status).toBe(200);
  expect(await listed()).toMatchObject([{ symbol: 'CCHXUSDT', mainCoinSymbol: 'CCHY' }]);
  expect((await admin()('PUT', `/api/markets/${pair.id}`, { isActived: false })).status).toBe(200);
  expect((await buy()).body.error).toBe('exchange.error.marketinactive');

  expect((await admin()('DELETE', `/api/markets/${pair.id}`)).status).toBe(200);
  expect((await buy()).body.error).toBe('exchange.error.nomarket');
  expect((await admin()('DELETE', `/api/coins/${coin.id}`)).status).toBe(200);
});

test('orders, trades and balances are the journal’s: the generic API cannot write them', async () => {
  const [order] = (await admin()('GET', '/api/exchange-orders')).body;
  expect((await admin()('DELETE', `/api/exchange-orders/${order.id}`)).status).toBe(403);
  expect((await admin()('PUT', `/api/exchange-orders/${order.id}`, { ...order, statusId: 3 })).status).toBe(403);
  const [balance] = (await admin()('GET', '/api/wallet-balances')).body;
  expect((await admin()('DELETE', `/api/wallet-balances/${balance.id}`)).status).toBe(403);
  expect((await admin()('POST', '/api/exchange-journal', { kind: 'deposit', entry: {}, at: new Date() })).status).toBe(
    403,
  );
  // Even a role given every right on them by a security access cannot change them.
  const [administrators] = (
    await admin()('GET', `/api/customer-roles${listQuery({ filter: { systemName: 'administrators' } })}`)
  ).body;
  const grant = await admin()('POST', '/api/security-accesses', {
    customerRoleId: administrators.id,
    entityName: 'ExchangeOrder',
    accessType: 'grant',
  });
  expect(grant.status).toBe(201);
  const refused = await admin()('DELETE', `/api/exchange-orders/${order.id}`);
  expect(refused.body).toMatchObject({ error: 'exchange.error.journalonly' });
  await admin()('DELETE', `/api/security-accesses/${grant.body.id}`);
  expect(
    (await as(buyer)('GET', '/api/exchange-orders')).body.every(
      (o: { customerId: number }) => o.customerId === buyer.id,
    ),
  ).toBe(true);
  expect(
    (await as(buyer)('POST', '/api/Wallets/deposit', { customerId: buyer.id, coinId: coins.USDT, amount: '1' })).status,
  ).toBe(403);
});

test('withdrawals hold the amount and the network fee until an administrator rejects, or approves and completes them', async () => {
  const [holder] = await shoppers(ctx.server, ctx.token, 'wdrw', 1);
  await admin()('POST', '/api/Wallets/deposit', { customerId: holder.id, coinId: coins.USDT, amount: '1000' });
  const chain = (await admin()('POST', '/api/blockchains', { name: 'Ethereum mainnet' })).body;
  const erc20 = (
    await admin()('POST', '/api/blockchain-networks', {
      blockChainId: chain.id,
      name: 'ERC20',
      symbol: 'ERC20',
      fee: '1',
    })
  ).body;
  await admin()('POST', '/api/coin-contracts', {
    coinId: coins.USDT,
    blockChainId: chain.id,
    blockChainNetworkId: erc20.id,
  });
  const address = `0x${'5a'.repeat(20)}`;
  const ask = (body: object, lang?: string) =>
    as(holder)('POST', '/api/Wallets/withdraw', { coinId: coins.USDT, blockChainNetworkId: erc20.id, ...body }, lang);

  const badAddress = await ask({ amount: '100', toAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf' }, 'fa');
  expect(badAddress.body).toMatchObject({ error: 'withdrawal.error.address', message: 'این نشانی معتبر ERC20 نیست.' });
  expect((await ask({ coinId: coins.BTC, amount: '0.1', toAddress: address })).body.error).toBe(
    'withdrawal.error.network',
  );
  expect((await ask({ amount: '1000', toAddress: address })).body.error).toBe('exchange.error.insufficientfunds');
  expect(await balances(holder)).toEqual({ USDT: '1000/0' });

  const first = await ask({ amount: '100', toAddress: address });
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ status: 0, amount: '100', fee: '1', customerId: holder.id });
  expect(await balances(holder)).toEqual({ USDT: '899/101' });
  expect((await as(holder)('POST', `/api/withdrawals/${first.body.id}/actions/approve`)).status).toBe(403);
  const changed = await admin()('PUT', `/api/withdrawals/${first.body.id}`, { amount: '10' });
  expect(changed.body).toMatchObject({ error: 'withdrawal.error.requested_unchangeable' });
  // Deleting a waiting request gives its funds back too.
  const spare = (await ask({ amount: '10', toAddress: address })).body;
  expect(await balances(holder)).toEqual({ USDT: '888/112' });
  expect((await admin()('DELETE', `/api/withdrawals/${spare.id}`)).status).toBe(200);
  expect(await balances(holder)).toEqual({ USDT: '899/101' });
  const rejected = await admin()('POST', `/api/withdrawals/${first.body.id}/actions/reject`);
  expect(rejected.body.status).toBe(12);
  expect(await balances(holder)).toEqual({ USDT: '1000/0' });
  expect((await admin()('POST', `/api/withdrawals/${first.body.id}/actions/approve`)).status).toBe(409);

  const second = (await ask({ amount: '50.5', toAddress: address })).body;
  // Approving sends the funds away for good: it must be confirmed.
  expect((await admin()('POST', `/api/withdrawals/${second.id}/actions/approve`)).body.error).toBe(
    'common.error.confirmationrequired',
  );
  await admin()('POST', `/api/withdrawals/${second.id}/actions/approve`, { confirm: true });
  expect(await balances(holder)).toEqual({ USDT: '948.5/0' });
  expect((await admin()('POST', `/api/withdrawals/${second.id}/actions/complete`)).body.error).toBe(
    'withdrawal.error.nohash',
  );
  expect((await admin()('PUT', `/api/withdrawals/${second.id}`, { amount: '1' })).body.error).toBe(
    'withdrawal.error.approved_unchangeable',
  );
  const hash = `0x${'c3'.repeat(32)}`;
  await admin()('PUT', `/api/withdrawals/${second.id}`, { transactionHash: hash });
  expect((await admin()('POST', `/api/withdrawals/${second.id}/actions/complete`)).body.status).toBe(3);
  expect((await admin()('DELETE', `/api/withdrawals/${second.id}`)).status).toBe(409);

  const mine = await as(holder)('GET', '/api/Wallets/getMyWithdrawals');
  expect(mine.body.totalCount).toBe(2);
  expect(mine.body.data[0]).toMatchObject({
    id: second.id,
    status: 3,
    networkSymbol: 'ERC20',
    explorerUrl: `https://etherscan.io/tx/${hash}`,
  });
  expect(mine.body.data[1]).toMatchObject({ id: first.body.id, status: 12, explorerUrl: null });
});
