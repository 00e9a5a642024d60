import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { ADMIN, useServer } from '../support/server.js';

// The generated lists in the data table of spec 3, in a real Chromium against the real server: paging, search,
// clearing the filter, the empty message, editing in the table, delete behind its confirmation, calculated columns
// and the footer, the notices, and a record's history searched and paged in the browser.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
let browser: Browser;
let page: Page;
let errors: string[];

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });
const rows = () => page.getByTestId('list-table').locator('tbody tr');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const countries = async (filter: object) =>
  (await api('GET', `/api/countries?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`))
    .body as Record<string, unknown>[];

beforeAll(async () => {
  for (let i = 1; i <= 23; i++) {
    const n = String(i).padStart(2, '0');
    const res = await api('POST', '/api/countries', {
      name: `Testland ${n}`,
      twoLetterIsoCode: `Q${String.fromCharCode(64 + i)}`,
      threeLetterIsoCode: `QQ${String.fromCharCode(64 + i)}`,
      numericIsoCode: 900 + i,
      countryCode: '+99',
      displayOrder: 100 + i,
    });
    expect(res.status).toBe(201);
  }
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, ctx.server.url));
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
}, 120_000);
afterAll(() => browser?.close());

test('the pager shows 10 rows a page, at most 10 page numbers, boundary buttons disabled at the ends', async () => {
  const total = (await countries({})).length;
  await page.goto('/en/dashboard/Settings/Country/List');
  await until(
    () => rows().count(),
    (n) => n === 10,
  );
  const pages = Math.ceil(total / 10);
  expect(
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: /^Page / })
      .count(),
  ).toBe(Math.min(pages, 10));
  expect(await button('First').isDisabled()).toBe(true);
  expect(await button('Previous').isDisabled()).toBe(true);
  expect(await page.getByTestId('pager-range').innerText()).toBe(`1–10 of ${total}`);
  await button('Next').click();
  await until(
    () => page.getByTestId('pager-range').innerText(),
    (t) => t === `11–20 of ${total}`,
  );
  expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  await button('Last').click();
  await until(
    () => page.getByTestId('pager-range').innerText(),
    (t) => t.endsWith(`–${total} of ${total}`),
  );
  expect(await button('Next').isDisabled()).toBe(true);
  expect(await button('Last').isDisabled()).toBe(true);
  expect(await button('First').isDisabled()).toBe(false);
  await screenshot(page, 'table-pager');
});

test('search starts from 3 characters; clear filter and the empty message', async () => {
  // The first page, whichever page of this list an earlier test left open (the list keeps its place).
  await page.goto('/en/dashboard/Settings/Country/List?page=1');
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  // The rows once the first page has settled: its range is drawn and it holds a full page (a list that is still
  // loading can draw some rows first and then redraw).
  await page
    .getByTestId('pager-range')
    .getByText(/^1–10 of/)
    .waitFor();
  const shown = await until(
    () => rows().allInnerTexts(),
    (t) => t.length === 10,
  );
  expect(shown).toHaveLength(10);
  await search.fill('Te');
  await page.getByText('Type at least 3 characters').waitFor();
  await page.waitForTimeout(500);
  expect(await rows().allInnerTexts()).toEqual(shown);
  // Each word of the search is looked for on its own: "Testland" and "2".
  await search.fill('Testland 2');
  await until(
    () => rows().count(),
    (n) => n === 6,
  );
  expect(await rows().allInnerTexts()).toEqual(
    ['02', '12', '20', '21', '22', '23'].map((n) => expect.stringContaining(`Testland ${n}`)),
  );
  // Everything fits on a page: no pager.
  expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
  await search.fill('Nowhereland');
  await page.getByTestId('no-record').waitFor();
  expect(await page.getByTestId('no-record').innerText()).toBe('No record found.');
  await button('Clear filter').click();
  await until(
    () => rows().count(),
    (n) => n === 10,
  );
  expect(await search.inputValue()).toBe('');
});

test('a yes/no and a number are edited in the table; the server keeps them', async () => {
  await page.goto('/en/dashboard/Settings/Country/List');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Testland 05');
  await until(
    () => rows().count(),
    (n) => n === 1,
  );
  const row = rows().first();
  await row.getByRole('switch', { name: 'Published' }).click();
  await until(
    async () => (await countries({ name: 'Testland 05' }))[0]?.published,
    (v) => v === false,
  );
  await page.getByTestId('notification').getByText('Data updated successfully').waitFor();
  const order = row.getByRole('textbox', { name: 'Display order' });
  await order.fill('7');
  await order.press('Enter');
  await until(
    async () => (await countries({ name: 'Testland 05' }))[0]?.displayOrder,
    (v) => v === 7,
  );
  // Still on the list: editing in the table does not open the record.
  expect(new URL(page.url()).pathname).toBe('/en/dashboard/Settings/Country/List');
});

test('delete asks first; No keeps the row, Yes deletes it with the success notice, closed by its button', async () => {
  await page.goto('/en/dashboard/Settings/Country/List');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Testland 07');
  await until(
    () => rows().count(),
    (n) => n === 1,
  );
  await rows().first().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Delete this record?').waitFor();
  await dialog.getByRole('button', { name: 'No' }).click();
  expect(await countries({ name: 'Testland 07' })).toHaveLength(1);
  await rows().first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await until(
    async () => (await countries({ name: 'Testland 07' })).length,
    (n) => n === 0,
  );
  const notice = page.getByTestId('notification');
  await notice.getByText('Data deleted successfully').waitFor();
  // The bar shows the time left, running down.
  const bar = notice.getByRole('progressbar');
  const first = Number(await bar.getAttribute('aria-valuenow'));
  await page.waitForTimeout(600);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(first);
  expect(await notice.evaluate((n) => n.getBoundingClientRect().right > window.innerWidth / 2)).toBe(true);
  await screenshot(page, 'table-deleted-notice');
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'detached' });
  await page.getByTestId('no-record').waitFor();
});

test('a calculated column and the footer total; in Persian the notice sits top left', async () => {
  const factory = new RecordFactory(registry, ctx.server.url, ctx.token);
  const made = [
    await factory.create('Product', { name: 'Copper kettle', price: '1250.50', stockQuantity: 4 }),
    await factory.create('Product', { name: 'Brass tray', price: '300', stockQuantity: 3 }),
  ];
  const all = (await api('GET', '/api/products?range=[0,9]')).body as { price: string; stockQuantity: number }[];
  expect(all.length).toBeLessThanOrEqual(10);
  await page.goto('/en/dashboard/Catalog/Product/List');
  const kettle = rows().filter({ hasText: 'Copper kettle' });
  await kettle.waitFor();
  expect(await kettle.innerText()).toContain('5,002');
  // The footer sums the page's stock values exactly (price × quantity, positive numbers only).
  const cents = all.reduce(
    (sum, p) =>
      sum + Math.round(Number(p.price) * 100) * (p.stockQuantity > 0 && Number(p.price) > 0 ? p.stockQuantity : 0),
    0,
  );
  const expected = (cents / 100).toLocaleString('en', { maximumFractionDigits: 2 });
  await until(
    () => page.getByTestId('summary-value').innerText(),
    (t) => t === expected,
  );
  expect(await page.getByTestId('table-summary').innerText()).toContain('Total');
  expect(made).toHaveLength(2);

  await page.goto('/fa/dashboard/Catalog/Product/List');
  const tray = rows().filter({ hasText: 'Brass tray' });
  await tray.getByRole('switch').first().click();
  const notice = page.getByTestId('notification');
  await notice.waitFor();
  expect(await notice.evaluate((n) => n.getBoundingClientRect().left < window.innerWidth / 2)).toBe(true);
  await screenshot(page, 'table-fa-notice');
});

test("a record's history is searched and paged in the browser", async () => {
  const [country] = await countries({ name: 'Testland 09' });
  let version = country.version as number;
  for (let i = 1; i <= 11; i++) {
    const res = await api('PUT', `/api/countries/${country.id}`, { displayOrder: 200 + i, version });
    version = res.body.version;
  }
  await page.goto(`/en/dashboard/Settings/Country/Update/${country.id}`);
  const history = page.getByTestId('history-table');
  await until(
    () => history.locator('tbody tr').count(),
    (n) => n === 10,
  );
  expect(await history.getByRole('navigation', { name: 'Pages' }).innerText()).toContain('2');
  await history.getByRole('textbox', { name: 'Search', exact: true }).fill('205');
  await until(
    () => history.locator('tbody tr').count(),
    (n) => n === 2,
  );
  expect(await history.locator('tbody tr').allInnerTexts()).toEqual([
    expect.stringContaining('204 → 205'),
    expect.stringContaining('205 → 206'),
  ]);
  expect(errors).toEqual([]);
});
