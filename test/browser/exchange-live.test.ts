import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, until } from '../support/browser.js';
import { call, listQuery, signIn } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// The demo's markets on a fresh start, as `npm start` serves them: simulated trading is on (the seed switches it on;
// test servers start with it off, so this server switches it on as the seed does) and the scheduler runs by itself.
let server: TestServer;
let browser: Browser;
let started: number;

beforeAll(async () => {
  browser = await launchBrowser();
  started = Date.now();
  server = await startServer({ config: { schedulerTickMs: 500 } });
  const token = await signIn(server.url);
  const [task] = (
    await call(server.url, 'GET', `/api/schedule-tasks${listQuery({ filter: { type: 'marketsimulation' } })}`, {
      token,
    })
  ).body;
  const enabled = await call(server.url, 'PUT', `/api/schedule-tasks/${task.id}`, {
    token,
    body: { version: task.version, enabled: true },
  });
  expect(enabled.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('within a minute of a fresh start the pair page shows its chart, both sides of the book and trades, moving without a reload; the movers have entries', async () => {
  const trades = async () =>
    ((await server.dataSource.query('SELECT count(*)::int AS n FROM exchange_trades')) as { n: number }[])[0].n;
  await until(trades, (n) => n > 0, 60_000);

  for (const [lang, width] of [
    ['en', 1366],
    ['fa', 1366],
    ['en', 390],
    ['fa', 390],
  ] as const) {
    const { context, page, errors } = await openPage(browser, server.url);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${lang}/market/BTCUSDT`);
    await hydrated(page);
    const chart = page.getByTestId('price-chart');
    await until(
      async () => Number(await chart.getAttribute('data-candles')),
      (n) => n >= 140,
    );
    expect(Number(await chart.getAttribute('data-candles'))).toBeGreaterThanOrEqual(140);
    expect(await chart.locator('canvas').count()).toBeGreaterThan(0);
    const book = page.getByTestId('order-book');
    expect(await book.locator('.book-ask').count()).toBeGreaterThan(0);
    expect(await book.locator('.book-bid').count()).toBeGreaterThan(0);
    const rows = page.getByTestId('recent-trades').locator('[data-trade]');
    expect(await rows.count()).toBeGreaterThan(0);
    await page.locator('.live-state[data-live="true"]').waitFor();
    if (lang === 'fa') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The simulated traders trade every two seconds: a new trade arrives on the page by itself.
    const newest = await rows.first().getAttribute('data-trade');
    const moved = await until(
      () => rows.first().getAttribute('data-trade'),
      (id) => id !== newest,
      8_000,
    );
    expect(moved).not.toBe(newest);
    // Counted from the server's start: the first page shows all of it within the minute.
    if (lang === 'en' && width === 1366) expect(Date.now() - started).toBeLessThan(60_000);
    await screenshot(page, `exchange-live/pair-${lang}-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  }

  const { context, page } = await openPage(browser, server.url);
  await page.goto('/en/market');
  // The demo's history has bitcoin rising over the day and ether falling: each where it belongs, and only there.
  expect(await page.locator('.movers--gainers li').allTextContents()).toEqual([expect.stringContaining('BTC/USDT')]);
  expect(await page.locator('.movers--losers li').allTextContents()).toEqual([expect.stringContaining('ETH/USDT')]);
  expect(await page.locator('.market-table tr[data-symbol="BTCUSDT"] .change').textContent()).toMatch(/%$/);
  await screenshot(page, 'exchange-live/markets-en');
  await context.close();
});
