import { toGregorian } from 'jalaali-js';
import type { Browser, Page } from 'playwright-core';
import { dismissNotice, launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, shoppers, useServer } from '../support/server.js';

// How the dashboard writes amounts, numbers and dates for its reader, the date picker in the reader's calendar, and
// the typed settings screen, in English and in Persian.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });
const NBSP = '\u00a0';
/** The field's text without the direction marks MUI puts around its parts in right-to-left pages. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function adminPage(lang: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
  return { page, errors };
}

/** Screenshots of the page as it is, on a desktop and on a phone. */
async function shots(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await ready();
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a list shows amounts in their coin’s decimals and symbol, fetching the page’s coins once, in Persian digits in fa', async () => {
  const [customer] = await shoppers(ctx.server, ctx.token, 'formats', 1);
  const coins = new Map<string, number>(
    (await api('GET', '/api/coins')).body.map((c: { symbol: string; id: number }) => [c.symbol, c.id]),
  );
  const paymentTypeId = (await api('GET', `/api/payment-types${listQuery({ range: [0, 0] })}`)).body[0].id;
  const pay = (amount: string, symbol: string) =>
    api('POST', '/api/payments', { amount, coinId: coins.get(symbol), customerId: customer.id, paymentTypeId });
  // Enough of them for a second page, so the pager shows.
  for (let i = 0; i < 9; i++) expect((await pay(`${i + 1}.5`, 'TRY')).status).toBe(201);
  for (const [amount, symbol] of [
    ['0.00012345', 'BTC'],
    ['2500000', 'IRR'],
    ['488.350000', 'USDT'],
  ])
    expect((await pay(amount, symbol)).status).toBe(201);
  const onlyTheirs = encodeURIComponent(JSON.stringify({ customerId: customer.id }));

  const { page, errors } = await adminPage('en');
  const coinCalls: string[] = [];
  page.on('request', (r) => /\/api\/coins(\?|$)/.test(r.url()) && coinCalls.push(r.url()));
  await page.goto(`/en/dashboard/Payments/Payment/List?filter=${onlyTheirs}`);
  const table = page.getByTestId('list-table');
  for (const text of [`488.35${NBSP}USDT`, `2,500,000${NBSP}IRR`, `0.00012345${NBSP}BTC`, `9.50${NBSP}TRY`])
    await table.getByRole('cell', { name: text, exact: true }).waitFor();
  // One request for every coin of the page, however many rows and columns name one.
  expect(coinCalls).toHaveLength(1);
  expect(decodeURIComponent(coinCalls[0])).toMatch(/"id":\[/);
  await page.getByTestId('pager-range').getByText('1–10 of 12').waitFor();
  await shots(page, 'formats-money-en', () => table.getByText(`488.35${NBSP}USDT`).waitFor());

  await page.goto(`/fa/dashboard/Payments/Payment/List?filter=${onlyTheirs}`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  for (const text of [`۴۸۸٫۳۵${NBSP}USDT`, `۲٬۵۰۰٬۰۰۰${NBSP}IRR`, `۰٫۰۰۰۱۲۳۴۵${NBSP}BTC`, `۹٫۵۰${NBSP}TRY`])
    await table.getByRole('cell', { name: text, exact: true }).waitFor();
  // Identifiers, the pager and its count are in Persian digits as well.
  await page.getByTestId('pager-range').getByText('۱ تا ۱۰ از ۱۲').waitFor();
  await page.getByRole('button', { name: 'صفحهٔ ۲' }).waitFor();
  const ids = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(ids).toHaveLength(10);
  expect(ids.join(' ')).not.toMatch(/[0-9]/);
  await shots(page, 'formats-money-fa', () => table.getByText(`۴۸۸٫۳۵${NBSP}USDT`).waitFor());
  expect(errors).toEqual([]);
});

test('a date is picked in the Jalali calendar in fa and saved as the right ISO date; the picker follows the language', async () => {
  const { page, errors } = await adminPage('en');
  await page.goto('/en/dashboard/Accountings/Year/Create');
  await page.locator('#root_startDate').waitFor();
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  const dialog = page.getByRole('dialog');
  // Role queries are not used while the screen is a phone's: its closed menu drawer still hides the page from them.
  const calendar = page.locator('.MuiDateCalendar-root');
  await dialog.getByRole('gridcell', { name: '15', exact: true }).waitFor();
  await shots(page, 'formats-datepicker-en', () => calendar.getByText('15', { exact: true }).waitFor());
  await page.keyboard.press('Escape');

  await page.goto('/fa/dashboard/Accountings/Year/Create');
  await page.locator('#root_name').fill('سال آزمون تاریخ');
  await page.locator('#root_startDate').waitFor();
  await page.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).first().click();
  // The calendar opens on this month of the Persian calendar, its days in Persian digits.
  const today = new Intl.DateTimeFormat('en-u-ca-persian', { year: 'numeric', month: 'numeric' }).formatToParts(
    new Date(),
  );
  const [jy, jm] = ['year', 'month'].map((type) => Number(today.find((p) => p.type === type)!.value));
  await dialog.getByRole('gridcell', { name: '۱۰', exact: true }).waitFor();
  await shots(page, 'formats-datepicker-fa', () => calendar.getByText('۱۰', { exact: true }).waitFor());
  // Opened again at the desktop's size (a resize may close it), the day is picked.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'تاریخ را انتخاب کنید' }).first().click();
  await dialog.getByRole('gridcell', { name: '۱۰', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(plain(await page.locator('#root_startDate').inputValue())).toBe(`${jy}/${pad(jm)}/10`);
  // The end date typed, digit by digit, in the same calendar.
  await page.locator('#root_endDate').click();
  await page.keyboard.type(`${jy + 1}0101`);
  expect(plain(await page.locator('#root_endDate').inputValue())).toBe(`${jy + 1}/01/01`);
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await page.waitForURL(/\/Accountings\/Year\/List$/);

  const year = await until(
    async () => (await api('GET', `/api/years${listQuery({ filter: { name: 'سال آزمون تاریخ' } })}`)).body[0],
    (y) => Boolean(y),
  );
  const start = toGregorian(jy, jm, 10);
  const end = toGregorian(jy + 1, 1, 1);
  expect(year).toMatchObject({
    startDate: `${start.gy}-${pad(start.gm)}-${pad(start.gd)}`,
    endDate: `${end.gy}-${pad(end.gm)}-${pad(end.gd)}`,
  });
  // The list shows it back in the Persian calendar and digits.
  const persian = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
  await page
    .getByTestId('list-table')
    .getByRole('cell', { name: `${persian(jy)}/${persian(pad(jm))}/۱۰`, exact: true })
    .waitFor();
  expect((await api('DELETE', `/api/years/${year.id}`)).status).toBe(200);
  expect(errors).toEqual([]);
});

test('the settings screen groups the known settings and saves a switch and a number, checked by the server', async () => {
  const setting = async (name: string) =>
    (await api('GET', `/api/settings${listQuery({ filter: { name } })}`)).body[0] as
      { id: number; value: string } | undefined;
  const before = await setting('customer.canchangeprofile');
  const { page, errors } = await adminPage('en');
  await page.goto('/en/dashboard/Settings/AllSetting/List');
  const screen = page.getByTestId('settings-screen');
  await screen.locator('[data-group="customers"]').getByText('Customers', { exact: true }).waitFor();
  const profile = screen.locator('[data-setting="customer.canchangeprofile"]');
  const addresses = screen.locator('[data-setting="customer.maximumaddresscount"]');
  await profile.getByText('Customers may change their own profile from the storefront.').waitFor();
  const was = isOnText(before?.value);
  await profile.getByRole('switch').click();
  // A number the server refuses keeps its input and says why.
  await addresses.getByRole('textbox').fill('0');
  await page.getByTestId('settings-save').click();
  await addresses.getByText('The value must be at least 1.').waitFor();
  await dismissNotice(page);
  expect((await setting('customer.canchangeprofile'))?.value).toBe(String(!was));
  expect(await setting('customer.maximumaddresscount')).toBeUndefined();

  await addresses.getByRole('textbox').fill('7');
  await page.getByTestId('settings-save').click();
  await page.getByText('Settings saved').waitFor();
  expect((await setting('customer.maximumaddresscount'))?.value).toBe('7');
  await shots(page, 'formats-settings-en', () => profile.waitFor());

  await page.goto('/fa/dashboard/Settings/AllSetting/List');
  await screen.locator('[data-group="customers"]').getByText('مشتریان', { exact: true }).waitFor();
  await shots(page, 'formats-settings-fa', () => addresses.getByText('بیشترین تعداد نشانی').waitFor());

  // Put back as found.
  if (before) {
    const now = (await api('GET', `/api/settings/${before.id}`)).body;
    expect((await api('PUT', `/api/settings/${before.id}`, { ...now, value: before.value })).status).toBe(200);
  }
  const added = await setting('customer.maximumaddresscount');
  expect((await api('DELETE', `/api/settings/${added!.id}`)).status).toBe(200);
  expect(errors).toEqual([]);
});

const isOnText = (value: string | undefined) => value === 'true' || value === '1';
