import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi } from '../support/browser.js';
import { call } from '../support/http.js';
import { closedOrder, orderRefs } from '../support/orders.js';
import { ADMIN, useServer } from '../support/server.js';

// The dashboard's home as its users see it: the figures of the entity files as cards and charts (in the reader's
// digits and direction), and the menu a plain customer gets.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Figure {
  name: string;
  value: string;
  currency?: { symbol: string; decimals: number };
}

async function signedIn(
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, username, password, '/en/dashboard');
  return { page, errors };
}

/** A sum as the card writes it: its coin's decimals, the language's digits and separators, then the coin. */
const money = (f: Figure, locale: string) =>
  `${Number(f.value).toLocaleString(locale, {
    minimumFractionDigits: f.currency!.decimals,
    maximumFractionDigits: f.currency!.decimals,
  })}\u00a0${f.currency!.symbol}`;

test('the home shows the figures as cards and charts, in Latin digits in en and Persian, right to left, in fa', async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Home payment');
  await closedOrder(ctx.server, ctx.token, refs, 'home.first', { price: '1250.5', stockQuantity: 5 }, 2);
  await closedOrder(ctx.server, ctx.token, refs, 'home.second', { price: '99', stockQuantity: 5 }, 1);
  const figures = (await call<Figure[]>(ctx.server.url, 'GET', '/api/meta/kpis', { token: ctx.token })).body;
  const sales = figures.find((f) => f.name === 'todaySales' && f.currency?.symbol === 'TRY')!;
  const openOrders = figures.find((f) => f.name === 'openOrders')!;

  const { page, errors } = await signedIn();
  const salesCard = page.getByTestId('kpi-todaySales');
  await expect(salesCard.getByTestId('kpi-value').innerText()).resolves.toBe(money(sales, 'en'));
  await expect(page.getByTestId('kpi-openOrders').getByTestId('kpi-value').innerText()).resolves.toBe(
    Number(openOrders.value).toLocaleString('en'),
  );
  for (const name of ['openTickets', 'waitingWithdrawals', 'newCustomers'])
    await page.getByTestId(`kpi-${name}`).waitFor();
  // The chart library is a chunk of its own; the chart draws one bar per day of the last 14.
  const chart = page.getByTestId('kpi-chart-todaySales');
  await chart.locator('.MuiBarChart-element').nth(13).waitFor({ state: 'attached' });
  expect(await chart.getByRole('img').getAttribute('aria-label')).toBe(`Today's sales, per day: ${money(sales, 'en')}`);
  expect(await chart.locator('.MuiChartsAxis-left').count()).toBe(1);
  await screenshot(page, 'home-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'home-en-phone');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fa/dashboard');
  const faValue = page.getByTestId('kpi-todaySales').getByTestId('kpi-value');
  await faValue.waitFor();
  expect(await faValue.innerText()).toBe(money(sales, 'fa'));
  expect(await faValue.innerText()).toMatch(/^[۰-۹٬٫]+\u00a0TRY$/);
  const faChart = page.getByTestId('kpi-chart-todaySales');
  await faChart.locator('.MuiChartsAxis-right').waitFor();
  // Time runs right to left: the latest day (today's bar, the tallest) is the leftmost.
  const bars = await faChart
    .locator('.MuiBarChart-element')
    .evaluateAll((els) => els.map((e) => ({ x: e.getBoundingClientRect().x, h: e.getBoundingClientRect().height })));
  const tallest = bars.reduce((a, b) => (b.h > a.h ? b : a));
  expect(tallest.x).toBe(Math.min(...bars.map((b) => b.x)));
  await screenshot(page, 'home-fa');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'home-fa-phone');

  // A card leads to the list of the records it counts.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('kpi-openOrders').getByRole('link').click();
  await page.locator('[data-screen="list"][data-base="/ProductOrders/Sales"]').waitFor();
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter).toEqual({ isClosed: true, isDelivered: false, isCanceled: false, isDeleted: false });
  expect(errors).toEqual([]);
});

test('a plain registered customer sees the home and the attribute area only; back-office addresses are not found', async () => {
  const registered = await call(ctx.server.url, 'POST', '/api/Authentication/register', {
    body: {
      username: 'plain.customer',
      email: 'plain.customer@example.com',
      password: 'plain-pass-1',
      confirmPassword: 'plain-pass-1',
    },
  });
  expect(registered.status).toBe(201);
  const { page, errors } = await signedIn('plain.customer', 'plain-pass-1');
  const menu = page.locator('nav .RaMenu-open');
  expect(await menu.locator('a').allInnerTexts()).toEqual(['Dashboard', 'Attributes']);
  expect(await menu.locator('[role="presentation"]').allInnerTexts()).toEqual(['Catalog']);
  // No figures: the customer holds none of their entities' route roles.
  await page.getByTestId('apps-mine').waitFor();
  expect(await page.locator('[data-testid^="kpi-"]').count()).toBe(0);
  await screenshot(page, 'customer-home');
  for (const path of ['/Settings/Backup/List', '/Payments/Payment/List', '/Customers/Customer/Update/1']) {
    await page.goto(`/en/dashboard${path}`);
    await page.getByTestId('not-found').waitFor();
  }
  await screenshot(page, 'customer-not-found');
  await page.goto('/en/dashboard/Settings/Attributes/List');
  await page.locator('[data-screen="list"]').waitFor();
  expect(errors).toEqual([]);
});

test("the menu's group titles scroll with their entries and never cover them", async () => {
  const { page } = await signedIn();
  await page.goto('/en/dashboard/Settings/Country/List');
  await page.locator('[data-screen="list"]').waitFor();
  const sidebar = page.locator('.RaSidebar-fixed');
  await sidebar.evaluate((el) => el.scrollTo(0, 900));
  await page.waitForFunction(() => document.querySelector('.RaSidebar-fixed')!.scrollTop >= 900);
  const boxes = await page.locator('nav .RaMenu-open').evaluate((menu) => {
    const box = (e: Element) => e.getBoundingClientRect();
    return {
      titles: [...menu.querySelectorAll('[role="presentation"]')].map(box).map((b) => [b.top, b.bottom]),
      links: [...menu.querySelectorAll('a')].map(box).map((b) => [b.top, b.bottom]),
    };
  });
  const overlaps = boxes.titles.filter(([top, bottom]) => boxes.links.some(([t, b]) => t < bottom - 1 && b > top + 1));
  expect(overlaps).toEqual([]);
  // Scrolled away, the first group's title is out of view instead of pinned over the entries.
  expect(boxes.titles[0][1]).toBeLessThan(0);
  await screenshot(page, 'menu-scrolled');
});
