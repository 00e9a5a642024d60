import type { Browser, Page } from 'playwright-core';
import { AuthService } from '../../backend/src/auth/auth.service.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { holdSession, hydrated } from '../support/storefront.js';

// The land sale in a real Chromium, on the demo planet: the map with its areas, legend, filters and list, moved
// through with the keyboard; a land's page with its auction and a bid, in English and in Persian (right to left);
// a purchase at a fixed price and a loan request with its schedule.
const ctx = useServer();
let browser: Browser;
type Customer = { id: number; username: string; token: string };
let bidder: Customer;
let buyer: Customer;
type MapLand = { id: number; title: string; status: string; areaId: number; price: string | null };
let lands: MapLand[];
let areas: { id: number; name: string }[];

const map = async (lang = 'en') =>
  (await call(ctx.server.url, 'GET', '/api/Lands/getMap', { headers: { lang } })).body as {
    lands: MapLand[];
    areas: { id: number; name: string }[];
  };

beforeAll(async () => {
  browser = await launchBrowser();
  [bidder, buyer] = await shoppers(ctx.server, ctx.token, 'planet', 2);
  const coins = (await call(ctx.server.url, 'GET', `/api/coins${listQuery({ range: [0, 99] })}`, { token: ctx.token }))
    .body as { id: number; symbol: string }[];
  const usdt = coins.find((c) => c.symbol === 'USDT')!.id;
  for (const [c, amount] of [
    [bidder, '3000'],
    [buyer, '2000'],
  ] as const) {
    const res = await call(ctx.server.url, 'POST', '/api/Wallets/deposit', {
      token: ctx.token,
      body: { customerId: c.id, coinId: usdt, amount },
    });
    expect(res.status).toBe(201);
  }
  ({ lands, areas } = await map());
});
afterAll(() => browser?.close());

/** A page signed in as the customer: their auth record where the storefront keeps it, and its cookie. */
async function customerPage(c: Customer): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  const customer = (await call(ctx.server.url, 'GET', `/api/customers/${c.id}`, { token: ctx.token })).body;
  const record = await ctx.server.app.get(AuthService).issue(customer, {});
  await holdSession(page, record);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { page, errors };
}

/** Full-page pictures of the page at a desktop's and a phone's width. */
async function pictures(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the planet map: areas, parcels by status, a legend, a list, filters and the keyboard', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/en/lands');
  await hydrated(page);
  expect(await page.title()).toBe('Saray Demo Bazaar | Lands of the planet');
  const parcels = page.locator('svg.planet-map a.parcel');
  expect(await parcels.count()).toBe(lands.length);
  expect(lands.length).toBeGreaterThanOrEqual(30);
  expect(await page.locator('svg.planet-map .planet-area text').allTextContents()).toEqual([
    'Crystal Bay',
    'Old Town',
    'Red Dunes',
  ]);
  expect(await page.locator('.land-legend li').allTextContents()).toEqual([
    'For sale',
    'In auction',
    'Auction ended',
    'Reserved',
    'Sold',
  ]);
  expect(await page.locator('[data-testid="land-list"] tbody tr').count()).toBe(lands.length);
  await pictures(page, 'lands-map-en');

  // The pointer describes a parcel beside the map.
  const plaza = lands.find((l) => l.title === 'Old Town Plaza')!;
  await page.locator(`svg.planet-map a[data-land="${plaza.id}"]`).hover();
  await page.getByTestId('parcel-info').getByRole('heading', { name: 'Old Town Plaza' }).waitFor();
  expect(await page.getByTestId('parcel-info').textContent()).toContain('In auction');

  // The map is one tab stop; the arrow keys move to the nearest parcel that way and Enter opens it.
  const first = lands[0];
  await page.locator(`svg.planet-map a[data-land="${first.id}"]`).focus();
  expect(await page.locator('svg.planet-map a[tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('ArrowRight');
  const right = await page.evaluate(() => (document.activeElement as Element).getAttribute('data-land'));
  expect(Number(right)).not.toBe(first.id);
  const target = lands.find((l) => l.id === Number(right))!;
  await page.getByTestId('parcel-info').getByRole('heading', { name: target.title }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => (document.activeElement as Element).getAttribute('data-land'))).toBe(right);
  expect(await page.locator('svg.planet-map a[tabindex="0"]').getAttribute('data-land')).toBe(right);

  // Filters narrow the list at once and fade the others on the map; the address keeps them.
  const dunes = areas.find((a) => a.name === 'Red Dunes')!;
  await page.getByLabel('Area').selectOption(String(dunes.id));
  await page.getByLabel('Status').selectOption('sold');
  const soldDunes = lands.filter((l) => l.areaId === dunes.id && l.status === 'sold');
  expect(soldDunes.length).toBeGreaterThan(0);
  expect(await page.locator('[data-testid="land-list"] tbody tr').count()).toBe(soldDunes.length);
  expect(await page.locator('svg.planet-map a.parcel:not(.parcel--dimmed)').count()).toBe(soldDunes.length);
  expect(page.url()).toMatch(new RegExp(`/en/lands\\?area=${dunes.id}&status=sold$`));
  // The same address drawn by the server shows the same list.
  await page.reload();
  await hydrated(page);
  expect(await page.locator('[data-testid="land-list"] tbody tr').count()).toBe(soldDunes.length);

  await page.locator(`svg.planet-map a[data-land="${target.id}"]`).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/en/lands/${target.id}`);

  // In Persian the page reads right to left; the map keeps its geography and names its areas in Persian.
  await page.goto('/fa/lands');
  await hydrated(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await page.locator('svg.planet-map .planet-area text').allTextContents()).toEqual([
    'خلیج بلور',
    'شهر کهن',
    'تپه‌های سرخ',
  ]);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('زمین‌های سیاره');
  await page.getByLabel('وضعیت').selectOption('auction');
  expect(await page.locator('[data-testid="land-list"] tbody tr a').allTextContents()).toEqual(['میدان شهر کهن']);
  await pictures(page, 'lands-map-fa');
  expect(errors).toEqual([]);
});

test('a land’s auction and a bid in Persian, right to left; the server refuses what the wallet cannot pay', async () => {
  const plaza = lands.find((l) => l.title === 'Old Town Plaza')!;
  const before = (await call(ctx.server.url, 'GET', `/api/Lands/getLand?id=${plaza.id}`)).body.land;
  const { page, errors } = await customerPage(bidder);
  await page.goto(`/fa/lands/${plaza.id}`);
  await hydrated(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('میدان شهر کهن');
  expect(await page.getByTestId('land-status').textContent()).toBe('در مزایده');
  expect(await page.locator('svg.planet-map a.parcel--selected').getAttribute('data-land')).toBe(String(plaza.id));
  await page.locator('.countdown[role="timer"]').waitFor();
  const persian = (n: string) => n.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
  const amount = page.getByLabel('پیشنهاد شما (USDT)');
  expect(await amount.inputValue()).toBe(before.nextBid);
  await pictures(page, 'land-auction-fa');

  // Below the next bid: the form says so before sending.
  await amount.fill('1');
  await page.getByRole('button', { name: 'ثبت پیشنهاد' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `دست‌کم ${persian(Number(before.nextBid).toLocaleString('en-US'))} USDT` })
    .waitFor();
  // More than the wallet holds: the server refuses it, in Persian.
  await amount.fill('2500000');
  await page.getByRole('button', { name: 'ثبت پیشنهاد' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'موجودی در دسترس شما برای پیشنهاد 2500000 USDT کافی نیست.' })
    .waitFor();

  const bid = String(Number(before.nextBid) + 50);
  await amount.fill(persian(bid));
  await page.getByRole('button', { name: 'ثبت پیشنهاد' }).click();
  await page.getByRole('status').filter({ hasText: 'پیشنهاد شما در مزایده پیشتاز است.' }).waitFor();
  await page
    .getByTestId('highest-bid')
    .filter({ hasText: persian(Number(bid).toLocaleString('en-US')) })
    .waitFor();
  const history = page.getByTestId('bid-history').locator('tbody tr');
  expect(await history.first().textContent()).toContain('پیشنهاد شما');
  const after = (await call(ctx.server.url, 'GET', `/api/Lands/getLand?id=${plaza.id}`)).body.land;
  expect(after).toMatchObject({ highestBid: bid, bidCount: before.bidCount + 1 });
  await pictures(page, 'land-auction-bid-fa');
  // The one refusal the browser reports is the server's answer to the bid the wallet could not pay.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('the same auction in English for a visitor, who is asked to sign in to bid', async () => {
  const plaza = lands.find((l) => l.title === 'Old Town Plaza')!;
  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.goto(`/en/lands/${plaza.id}`);
  await hydrated(page);
  expect(await page.title()).toBe('Saray Demo Bazaar | Old Town Plaza');
  expect(await page.getByRole('link', { name: 'Sign in to bid' }).getAttribute('href')).toContain(
    `returnUrl=${encodeURIComponent(`/en/lands/${plaza.id}`)}`,
  );
  expect(await page.getByTestId('bid-history').locator('tbody tr').first().textContent()).toContain('Leading');
  await pictures(page, 'land-auction-en');
  expect(errors).toEqual([]);
});

test('buying a parcel at its price, and asking for a loan on another with its schedule', async () => {
  const forSale = lands.filter((l) => l.status === 'sale');
  const [bought, financed] = [forSale[0], forSale[forSale.length - 1]];
  const { page, errors } = await customerPage(buyer);
  await page.goto(`/en/lands/${bought.id}`);
  await hydrated(page);
  page.once('dialog', (d) => {
    expect(d.message()).toContain(`Buy ${bought.title} for`);
    void d.accept();
  });
  // The page as drawn: the price, and the loan's quote the server made for the largest loan.
  await page.getByTestId('loan-quote').waitFor();
  await pictures(page, 'land-sale-en');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('status').filter({ hasText: 'The land is yours.' }).waitFor();
  await page.getByTestId('land-status').filter({ hasText: 'Sold' }).waitFor();
  expect((await call(ctx.server.url, 'GET', `/api/lands/${bought.id}`, { token: ctx.token })).body.ownerId).toBe(
    buyer.id,
  );

  await page.goto('/en/loans');
  await hydrated(page);
  expect(await page.locator('.plan-card h2').allTextContents()).toContain('Land loan');
  const form = page.getByTestId('loan-form');
  await form.getByLabel('Land').selectOption(String(financed.id));
  await form.getByLabel('Term').selectOption('12');
  await page.getByTestId('loan-quote').waitFor();
  expect(await page.getByTestId('loan-quote').textContent()).toContain('Monthly instalment');
  await form.getByRole('button', { name: 'Request the loan' }).click();
  await page.getByRole('status').filter({ hasText: 'Your request is in' }).waitFor();
  const card = page.getByTestId('my-loans').locator('li').first();
  await card.filter({ hasText: 'Requested' }).waitFor();
  await card.getByText('Repayment schedule').click();
  expect(await card.locator('tbody tr').count()).toBe(12);
  await pictures(page, 'loans-en');
  await page.goto('/fa/loans');
  await hydrated(page);
  await page.getByTestId('my-loans').locator('li').first().filter({ hasText: 'درخواست‌شده' }).waitFor();
  await pictures(page, 'loans-fa');
  expect(errors).toEqual([]);
});
