import type { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { AuthService } from '../../backend/src/auth/auth.service.js';
import { foldIntoCandles } from '../../backend/src/modules/exchange/candles.js';
import { launchBrowser, openPage, screenshot, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { holdSession, hydrated } from '../support/storefront.js';

// The exchange screens in a real Chromium: markets with the day's figures, the pair page's chart drawn from the
// trade log, an order form that keeps to the market's steps, the customer's orders, wallets, withdrawals and stakes.
const ctx = useServer();
let browser: Browser;
type Trader = { id: number; username: string; token: string };
let buyer: Trader;
let seller: Trader;
let coins: Record<string, number>;
let market: { id: number; symbol: string };
let network: { id: number; symbol: string };

const as = (token: string) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token, body });
const admin = () => as(ctx.token);

beforeAll(async () => {
  browser = await launchBrowser();
  [buyer, seller] = await shoppers(ctx.server, ctx.token, 'screens', 2);
  const all = (await admin()('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  coins = Object.fromEntries(all.map((c) => [c.symbol, c.id]));
  market = (await call(ctx.server.url, 'GET', '/api/Market/getAllMarkets?name=BTCUSDT')).body[0];
  const deposit = (t: Trader, symbol: string, amount: string) =>
    admin()('POST', '/api/Wallets/deposit', { customerId: t.id, coinId: coins[symbol], amount });
  expect((await deposit(buyer, 'USDT', '5000')).status).toBe(201);
  expect((await deposit(seller, 'BTC', '1')).status).toBe(201);
  // Wrapped bitcoin travels on an ERC20 network of the test's own (beside the demo's) with a fee of 0.0001 BTC.
  const chain = (await admin()('POST', '/api/blockchains', { name: 'Ethereum (screens)' })).body;
  network = (
    await admin()('POST', '/api/blockchain-networks', {
      blockChainId: chain.id,
      name: 'Ethereum',
      symbol: 'ERC20',
      fee: '0.0001',
    })
  ).body;
  for (const symbol of ['BTC', 'USDT']) {
    const contract = { coinId: coins[symbol], blockChainId: chain.id, blockChainNetworkId: network.id };
    expect((await admin()('POST', '/api/coin-contracts', contract)).status).toBe(201);
  }
  const trade = async (price: string) => {
    const order = { marketId: market.id, typeId: 1, price, quantity: '0.001' };
    expect((await as(seller.token)('POST', '/api/Market/PlaceOrder', { ...order, sideId: 2 })).status).toBe(201);
    expect((await as(buyer.token)('POST', '/api/Market/PlaceOrder', { ...order, sideId: 1 })).status).toBe(201);
  };
  // Fifty hours of trading history in the trade log, one print in each 15 minutes, oldest first; then the latest
  // trade at 61500.
  await trade('60000');
  // Written straight into the trade log, and folded into its candles as the exchange's writer folds each batch.
  const dataSource = ctx.server.app.get(DataSource);
  const history = (await dataSource.query(
    `INSERT INTO exchange_trades (market_id, maker_order_id, taker_order_id, taker_side_id, price, quantity, notional,
       buyer_fee, seller_fee, traded_at, version)
     SELECT market_id, maker_order_id, taker_order_id, taker_side_id, 59000 + n * 5, quantity, notional, 0, 0,
       now() - n * interval '15 minutes', 1
     FROM exchange_trades, generate_series(1, 200) n WHERE market_id = $1 AND price = 60000 ORDER BY n DESC
     RETURNING market_id, price::text, quantity::text, traded_at`,
    [market.id],
  )) as { market_id: number; price: string; quantity: string; traded_at: Date }[];
  await foldIntoCandles(
    dataSource.manager,
    history.map((t) => ({ market: t.market_id, price: t.price, quantity: t.quantity, at: t.traded_at })),
  );
  await trade('61500');
});
afterAll(() => browser?.close());

/** A page signed in as the customer: their auth record where the storefront keeps it, and its cookie. */
async function customerPage(t: Trader): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  const customer = (await admin()('GET', `/api/customers/${t.id}`)).body;
  const record = await ctx.server.app.get(AuthService).issue(customer, {});
  await holdSession(page, record);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { page, errors };
}

const balance = async (t: Trader, symbol: string) => {
  const rows = (await as(t.token)('GET', '/api/Wallets/getMyBalances')).body as { coinId: number; available: string }[];
  return rows.find((r) => r.coinId === coins[symbol])?.available;
};

test('a visitor sees the markets with the day’s figures and opens the pair’s chart: 145 candles of 15 minutes', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/en');
  await hydrated(page);
  await page.locator('.main-menu').getByRole('link', { name: 'Markets', exact: true }).click();
  await page.waitForURL('**/en/market');
  const row = page.locator('.market-table tr[data-symbol="BTCUSDT"]');
  expect(await row.locator('td').nth(1).textContent()).toBe('61,500');
  // The day's change runs from the first trade of the last 24 hours to the last one, as the ticker call says.
  const [ticker] = (await call(ctx.server.url, 'GET', '/api/DataProvider/Gainers')).body;
  expect(ticker.symbol).toBe('BTCUSDT');
  expect(await row.locator('.change--up').textContent()).toBe(
    `+${Math.round(Number(ticker.priceChangePercent) * 100) / 100}%`,
  );
  expect(await page.locator('.movers--gainers li').first().textContent()).toContain('BTC/USDT');
  await screenshot(page, 'exchange-markets');

  await row.getByRole('link', { name: 'BTC/USDT' }).click();
  await page.waitForURL('**/en/market/BTCUSDT');
  await hydrated(page);
  expect(await page.title()).toBe('Saray Demo Bazaar | BTCUSDT');
  const chart = page.getByTestId('price-chart');
  await page.locator('[data-testid="price-chart"][data-candles="145"]').waitFor();
  expect(await chart.getAttribute('data-interval')).toBe('15m');
  expect(await chart.locator('canvas').count()).toBeGreaterThan(0);
  // Another interval is read from the Klines call and drawn without leaving the page.
  const hourly = (await call(ctx.server.url, 'GET', '/api/DataProvider/Klines/Saray?symbol=BTCUSDT&interval=1h')).body;
  await page.getByRole('group', { name: 'Candle interval' }).getByRole('button', { name: '1h' }).click();
  await page.locator(`[data-testid="price-chart"][data-interval="1h"][data-candles="${hourly.length}"]`).waitFor();
  expect(page.url()).toMatch(/interval=1h$/);
  await screenshot(page, 'exchange-pair');
  // A visitor is asked to sign in before trading.
  expect(await page.getByRole('link', { name: 'Sign in to trade' }).getAttribute('href')).toMatch(
    /^\/en\/Authentication\?returnUrl=/,
  );

  // Currencies: each coin priced in USDT, leading to its market; coin search results land on the pair too.
  await page.goto('/en/market/currencies');
  const btc = page.locator('tr[data-symbol="BTC"]');
  expect(await btc.locator('td').nth(2).textContent()).toBe('61,500');
  await btc.getByRole('link', { name: 'BTC' }).click();
  await page.waitForURL('**/en/market/BTC');
  await page.getByRole('heading', { level: 1, name: 'BTC/USDT' }).waitFor();
  expect(errors).toEqual([]);
});

test('the order form keeps to the tick and lot sizes; the order rests in the book and is cancelled', async () => {
  const { page, errors } = await customerPage(buyer);
  await page.goto('/en/market/BTCUSDT');
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Place an order' });
  const before = await balance(buyer, 'USDT');
  await form.locator('input[name="price"]').fill('50000.015');
  await form.locator('input[name="quantity"]').fill('0.001');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  expect(await form.getByRole('alert').textContent()).toBe('The price must be a multiple of 0.01.');
  await form.locator('input[name="price"]').fill('50000.01');
  await form.locator('input[name="quantity"]').fill('0.000015');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  expect(await form.getByRole('alert').textContent()).toBe('The amount must be a multiple of 0.00001.');
  await form.locator('input[name="quantity"]').fill('0.00001');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  expect(await form.getByRole('alert').textContent()).toBe('The order must be worth at least 5 USDT.');
  // Nothing was sent for any of them.
  expect(await balance(buyer, 'USDT')).toBe(before);

  await form.locator('input[name="quantity"]').fill('0.002');
  expect(await form.locator('.order-summary').textContent()).toContain('Total: 100.00002 USDT');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await form.getByRole('status').filter({ hasText: 'Your order has been placed.' }).waitFor();
  await page.locator('[data-testid="order-book"] .book-bid', { hasText: '50,000.01' }).waitFor();
  const mine = page.getByTestId('my-orders').locator('tbody tr').first();
  expect(await mine.locator('td').nth(5).textContent()).toBe('Open');
  expect(await balance(buyer, 'USDT')).not.toBe(before);
  await screenshot(page, 'exchange-order-placed');

  await mine.getByRole('button', { name: 'Cancel' }).click();
  await until(
    () => mine.locator('td').nth(5).textContent(),
    (s) => s === 'Cancelled',
  );
  expect(await mine.locator('td').nth(5).textContent()).toBe('Cancelled');
  expect(await balance(buyer, 'USDT')).toBe(before);
  expect(await page.locator('[data-testid="order-book"] .book-bid', { hasText: '50,000.01' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('in Persian: order history and wallets with translated labels, a withdrawal request held from the wallet', async () => {
  const { page, errors } = await customerPage(seller);
  await page.goto('/fa/account/myorders');
  await hydrated(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByRole('heading', { level: 1, name: 'تاریخچه سفارش‌ها' }).waitFor();
  const first = page.locator('.data-table tbody tr').first();
  // The market by its symbol, side and status by their Persian labels, amounts in Persian digits.
  expect(await first.textContent()).toContain('BTCUSDT');
  expect(await first.textContent()).toContain('فروش');
  expect(await first.textContent()).toContain('۰.۰۰۱');

  await page.goto('/fa/account/mywallets');
  const btcRow = page.locator('.data-table tbody tr', { hasText: 'BTC' });
  expect(await btcRow.locator('td').nth(1).textContent()).toBe('۰.۹۹۸');

  await page.goto('/en/account/mywithdrawals');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add' }).click();
  const form = page.locator('.account-form');
  await form.locator('select[name="coinId"]').selectOption({ label: 'BTC' });
  // By id: the demo's ERC20 network is in the list too.
  await form.locator('select[name="blockChainNetworkId"]').selectOption({ value: String(network.id) });
  await form.locator('input[name="amount"]').fill('5');
  await form.locator('input[name="toAddress"]').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await form.getByRole('button', { name: 'Save' }).click();
  // More than the wallet holds: refused, with the typed values kept.
  await form.getByRole('alert').waitFor();
  expect(await form.locator('input[name="amount"]').inputValue()).toBe('5');
  await screenshot(page, 'exchange-withdrawal-refused');
  // Within the wallet: the request is listed, waiting, and the amount with the network's fee is held.
  await form.locator('input[name="amount"]').fill('0.1');
  await form.getByRole('button', { name: 'Save' }).click();
  const request = page.locator('.data-table tbody tr', { hasText: '0x52908400098527886E0F7030069857D2E4169EE7' });
  await request.waitFor();
  expect(await request.textContent()).toContain('ERC20');
  expect(await request.locator('td').nth(6).textContent()).toBe('Waiting');
  expect(await request.locator('td').nth(4).textContent()).toBe('0.0001');
  const wallet = (await as(seller.token)('GET', '/api/Wallets/getMyBalances')).body.find(
    (b: { coinId: number }) => b.coinId === coins.BTC,
  );
  expect(wallet).toMatchObject({ available: '0.8979', held: '0.1001' });
  // Only the refused request's answer may show as a failed load.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('a customer reports a deposit, an administrator approves it, and the customer stakes it and cancels', async () => {
  const [saver] = await shoppers(ctx.server, ctx.token, 'saver', 1);
  const { page, errors } = await customerPage(saver);
  await page.goto('/tr/account/mydeposits');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Yatırma geçmişi' }).waitFor();
  await page.locator('.account-body > .button').click();
  const form = page.locator('.account-form');
  await form.locator('select[name="coinId"]').selectOption({ label: 'USDT' });
  // The demo's Ethereum network shows the exchange's address there, to send the coins to; the test's own has none.
  const [demoNetwork] = (
    await as(saver.token)('GET', `/api/blockchain-networks${listQuery({ filter: { name: 'Ethereum (ERC20)' } })}`)
  ).body;
  await form.locator('select[name="blockChainNetworkId"]').selectOption({ value: String(demoNetwork.id) });
  const address = form.locator('.field-detail');
  expect(await address.locator('code').textContent()).toBe('0x5a52E96BAcdaBb82fd05763E25335261B270Efcb');
  expect(await address.textContent()).toContain('Coinleri şu adrese gönderin');
  await screenshot(page, 'exchange-deposit-address');
  await form.locator('select[name="blockChainNetworkId"]').selectOption({ value: String(network.id) });
  expect(await address.count()).toBe(0);
  await form.locator('input[name="amount"]').fill('250');
  const hash = `0x${'ab12'.repeat(16)}`;
  await form.locator('input[name="transactionHash"]').fill(hash);
  await form.locator('button[type="submit"]').click();
  const request = page.locator('.data-table tbody tr', { hasText: hash });
  await request.waitFor();
  expect(await request.locator('td').nth(5).textContent()).toBe('Bekliyor');
  const [deposit] = (await as(saver.token)('GET', '/api/Wallets/getMyDeposits')).body.data;
  expect((await admin()('POST', `/api/deposits/${deposit.id}/actions/approve`)).status).toBeLessThan(300);
  expect(await balance(saver, 'USDT')).toBe('250');

  // The USDT plan: 100 USDT for 30 days at 8 % a year, held in the wallet until the stake closes.
  await page.goto('/en/staking');
  await hydrated(page);
  const plan = page.locator('.plan-card', { hasText: 'USDT 30 days' });
  expect(await plan.textContent()).toContain('30 days');
  await plan.locator('input[name="amount"]').fill('5');
  await plan.getByRole('button', { name: 'Stake' }).click();
  // Below the plan's minimum of 10: refused by the server, in the page's language.
  await plan.getByRole('alert').waitFor();
  await plan.locator('input[name="amount"]').fill('100');
  await plan.getByRole('button', { name: 'Stake' }).click();
  await plan.getByRole('status').waitFor();
  const stake = page.getByTestId('my-stakes').locator('tbody tr').first();
  await stake.waitFor();
  expect(await stake.locator('td').nth(2).textContent()).toBe('0.657534');
  expect(await stake.locator('td').nth(4).textContent()).toBe('Active');
  const wallet = (await as(saver.token)('GET', '/api/Wallets/getMyBalances')).body;
  expect(wallet).toEqual([expect.objectContaining({ coinId: coins.USDT, available: '150', held: '100' })]);
  await screenshot(page, 'exchange-staking');

  // Before its end a stake can only be cancelled: the amount comes back without a reward.
  page.once('dialog', (d) => void d.accept());
  await stake.getByRole('button', { name: 'Cancel stake' }).click();
  await until(
    () => stake.locator('td').nth(4).textContent(),
    (s) => s === 'Cancelled',
  );
  expect(await balance(saver, 'USDT')).toBe('250');
  await page.goto('/en/account/mystakes');
  expect(await page.locator('.data-table tbody tr').first().textContent()).toContain('USDT 30 days');
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test("a trade between two other customers reaches a watcher's open pair page within a second: trades, price and book", async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.goto('/en/market/BTCUSDT');
  await hydrated(page);
  await page.locator('.live-state[data-live="true"]').waitFor();
  const order = { marketId: market.id, typeId: 1, price: '62000', quantity: '0.001' };
  expect((await as(seller.token)('POST', '/api/Market/PlaceOrder', { ...order, sideId: 2 })).status).toBe(201);
  // The seller's order rests in the book: pushed to the page too.
  await page.locator('[data-testid="order-book"] .book-ask', { hasText: '62,000' }).waitFor({ timeout: 1000 });
  const placed = await as(buyer.token)('POST', '/api/Market/PlaceOrder', { ...order, sideId: 1 });
  expect(placed.body.trades).toBe(1);
  const answered = Date.now();
  const row = page.getByTestId('recent-trades').locator('[data-trade]').first();
  await page.getByTestId('recent-trades').locator('[data-trade]', { hasText: '62,000' }).waitFor({ timeout: 1000 });
  expect(Date.now() - answered).toBeLessThanOrEqual(1000);
  expect(await row.textContent()).toContain('0.001');
  expect(await page.locator('.last-price').textContent()).toBe('62,000');
  expect(await page.locator('[data-testid="order-book"] .book-ask', { hasText: '62,000' }).count()).toBe(0);
  await screenshot(page, 'exchange-live-trade');
  expect(errors).toEqual([]);
});

test('in Persian the order form takes Persian digits and shows the order in them', async () => {
  const { page, errors } = await customerPage(buyer);
  await page.goto('/fa/market/BTCUSDT');
  await hydrated(page);
  const form = page.locator('.order-form form');
  await form.locator('input[name="price"]').fill('۵۰۰۰۰');
  await form.locator('input[name="quantity"]').fill('۰.۰۰۱');
  expect(await form.locator('.order-summary').textContent()).toContain('۵۰');
  await form.locator('button[type="submit"]').click();
  await form.getByRole('status').waitFor();
  const mine = page.getByTestId('my-orders').locator('tbody tr').first();
  await mine.waitFor();
  expect(await mine.textContent()).toContain('۵۰,۰۰۰');
  const [order] = (await as(buyer.token)('GET', `/api/Market/getMyOrderHistories?marketId=${market.id}&pageSize=1`))
    .body.data;
  expect(order).toMatchObject({ price: '50000', quantity: '0.001', statusId: 1 });
  await screenshot(page, 'exchange-order-fa');
  expect((await as(buyer.token)('GET', `/api/Market/CancelOrder?orderId=${order.id}`)).body.statusId).toBe(4);
  expect(errors).toEqual([]);
});
