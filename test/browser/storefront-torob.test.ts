import type { Browser, Page } from 'playwright-core';
import { axeViolations, graveViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';
import { hydrated, register, setStoreTheme } from '../support/storefront.js';

// theme_torob, the price comparison, as a shopper uses it in Chromium: the search the home is built around and its
// price drops, a category in the order chosen, and a product's sellers, lowest price first, with its price history,
// in English and in Persian (right to left), each page without a critical or serious axe violation.
const ctx = useServer();
let browser: Browser;
let visitor: { page: Page; errors: string[] };
let phone: { guid: string; categoryId: number };
let categoryGuid: string;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await openPage(browser, ctx.server.url);
  await setStoreTheme(ctx.server.url, ctx.token, 'theme_torob');
  const admin = (path: string) => call(ctx.server.url, 'GET', path, { token: ctx.token });
  [phone] = (await admin(`/api/products${listQuery({ filter: { sku: 'PH-1002' } })}`)).body;
  categoryGuid = (await admin(`/api/categories/${phone.categoryId}`)).body.guid;
});
afterAll(() => browser?.close());

/** Opens a page of the store, waits for it to hydrate, and checks its language, direction and accessibility. */
async function open(page: Page, url: string, lang: 'en' | 'fa'): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const shown = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  expect([url, ...shown]).toEqual([url, lang, lang === 'fa' ? 'rtl' : 'ltr']);
  expect(await page.locator('.site.theme-theme_torob').count()).toBe(1);
  expect([url, graveViolations(await axeViolations(page))]).toEqual([url, []]);
}

const amounts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((n) => Number(n.textContent!.replace(/[^\d.]/g, ''))));

test.each(['en', 'fa'] as const)('in %s the home searches and shows the price drops', async (lang) => {
  const { page, errors } = visitor;
  await open(page, `/${lang}`, lang);
  const drops = page.locator('.torob-drops .torob-card');
  expect(await drops.count()).toBeGreaterThanOrEqual(5);
  expect(await drops.first().locator('.torob-fall').innerText()).toMatch(lang === 'fa' ? /[۰-۹]/ : /\d% cheaper/);
  expect(await page.locator('.torob-hero .torob-tile').count()).toBeGreaterThan(3);
  await screenshot(page, `torob/${lang}-home`);
  await page.locator('.torob-search input').fill('Pardis');
  await page.locator('.torob-search button').click();
  await page.waitForURL(`**/${lang}/p?q=Pardis`);
  await hydrated(page);
  expect(await page.locator('.torob-card[data-product="PH-1002"] .torob-sellers').innerText()).toMatch(
    lang === 'fa' ? /۵/ : /at 5 sellers/,
  );
  expect(errors).toEqual([]);
});

test('a category in the order the shopper picks: the cheapest first', async () => {
  const { page, errors } = visitor;
  await open(page, `/en/cat/product/${categoryGuid}`, 'en');
  expect(await page.locator('h1').innerText()).toBe('Phones');
  await page.getByRole('link', { name: 'Cheapest first' }).click();
  await page.waitForURL(/sort=cheapest$/);
  await hydrated(page);
  const prices = await amounts(page, '.torob-card .current-price');
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(await page.locator('[aria-current="true"]', { hasText: 'Cheapest first' }).count()).toBe(1);
  await screenshot(page, 'torob/en-category');
  expect(errors).toEqual([]);
});

test.each(['en', 'fa'] as const)('in %s a product compares its sellers and draws its price history', async (lang) => {
  const { page, errors } = visitor;
  await open(page, `/${lang}/p/${phone.guid}`, lang);
  const offers = page.locator('.torob-offer');
  expect(await offers.count()).toBe(5);
  // In stock first, lowest price first; the lowest marked; the one none of which is left last, its button off.
  const prices = await amounts(page, '.torob-offer-price > .money');
  expect(prices.slice(0, 4)).toEqual([...prices.slice(0, 4)].sort((a, b) => a - b));
  expect(await offers.first().locator('.torob-best').count()).toBe(1);
  expect(await offers.first().locator('.torob-offer-seller').innerText()).toBe('Reza Karimi');
  expect(await offers.last().getByTestId('offer-add-to-cart').isDisabled()).toBe(true);
  // The chart, its first and last days in the visitor's calendar, and the figures under it.
  expect(await page.locator('.torob-chart svg').isVisible()).toBe(true);
  const day = lang === 'fa' ? /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/ : /^\d{4}\/\d{2}\/\d{2}$/;
  expect(await page.locator('.torob-chart-day--first').innerText()).toMatch(day);
  expect(await page.locator('.torob-chart-facts dd').count()).toBe(3);
  await screenshot(page, `torob/${lang}-product`);

  // A seller's offer is a page of its own, comparing the same sellers.
  await offers.first().locator('.torob-go').click();
  await page.waitForURL((url) => !url.pathname.endsWith(phone.guid));
  await hydrated(page);
  expect(await page.locator('.torob-offer--best .torob-here').count()).toBe(1);
  expect(errors).toEqual([]);
});

test('a customer puts a seller’s offer in the cart from the product page', async () => {
  const { context, page, errors } = await openPage(browser, ctx.server.url);
  await register(page, 'torob.shopper');
  await page.goto(`/en/p/${phone.guid}`);
  await hydrated(page);
  await page.locator('.torob-offer--best').getByTestId('offer-add-to-cart').click();
  await page.getByTestId('toast').waitFor();
  expect(await page.getByTestId('cart-count').innerText()).toBe('1');
  expect(await page.getByTestId('drawer-lines').innerText()).toContain('Pardis X1 Pro smartphone, 256 GB, graphite');
  expect(errors).toEqual([]);
  await context.close();
});
