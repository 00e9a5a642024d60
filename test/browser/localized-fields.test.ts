import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// Text written per language, as its users meet it: an administrator writes a product's three names side by side in
// the dashboard (Persian right to left), and the shop shows each language its own name; the demo shop is Persian in fa.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

const NAMES = { en: 'Hand-painted tile', fa: 'کاشی دست‌نگار', tr: 'El boyaması çini' };

const inputs = (page: Page) => ({
  en: page.locator('#root_name_en'),
  fa: page.locator('#root_name_fa'),
  tr: page.locator('#root_name_tr'),
});

test('a product’s three names are written side by side in the dashboard and the shop shows each in its language', async () => {
  const [sample] = (await api('GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`)).body;
  const created = await api('POST', '/api/products', {
    name: NAMES.en,
    sku: 'TILE-1',
    price: '42',
    stockQuantity: 9,
    baseCoinId: sample.baseCoinId,
    productTypeId: sample.productTypeId,
    categoryId: sample.categoryId,
    published: true,
  });
  expect(created.status).toBe(201);
  const { id, guid } = created.body;

  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/fa/dashboard');
  await page.goto(`/fa/dashboard/Catalog/Product/Update/${id}`);
  const name = inputs(page);
  await name.en.waitFor();
  expect(await name.en.inputValue()).toBe(NAMES.en);
  expect(await name.fa.inputValue()).toBe('');
  // Persian is typed right to left, English and Turkish left to right; the three stand in one row on a desktop.
  const direction = (input: ReturnType<typeof page.locator>) => input.evaluate((el) => getComputedStyle(el).direction);
  expect([await direction(name.en), await direction(name.fa), await direction(name.tr)]).toEqual(['ltr', 'rtl', 'ltr']);
  const tops = await Promise.all(Object.values(name).map((i) => i.evaluate((el) => el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await name.fa.fill(NAMES.fa);
  await name.tr.fill(NAMES.tr);
  await screenshot(page, 'localized-product-fa');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'localized-product-fa-phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await until(
    async () => (await api('GET', `/api/products/${id}`)).body._i18n?.name,
    (texts) => texts?.fa === NAMES.fa,
  );
  expect((await api('GET', `/api/products/${id}`)).body._i18n.name).toEqual(NAMES);

  // The English dashboard shows the same three inputs, filled.
  await page.goto(`/en/dashboard/Catalog/Product/Update/${id}`);
  await inputs(page).fa.waitFor();
  expect(await inputs(page).fa.inputValue()).toBe(NAMES.fa);
  await screenshot(page, 'localized-product-en');
  expect(errors).toEqual([]);

  for (const lang of ['en', 'fa', 'tr'] as const) {
    await page.goto(`/${lang}/p/${guid}`);
    await hydrated(page);
    await page.getByRole('heading', { name: NAMES[lang] }).waitFor();
    expect(await page.title()).toContain(NAMES[lang]);
  }
  await screenshot(page, 'localized-product-page-tr');
});

test('the demo shop shows Persian product and category names in fa, Turkish in tr', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.goto('/fa/p');
  await hydrated(page);
  await page.getByText('فرش ابریشم تبریز 2×3 متر').first().waitFor();
  expect(await page.getByText('Tabriz silk carpet 2x3 m').count()).toBe(0);
  await screenshot(page, 'localized-products-fa');
  await page.goto('/tr/p');
  await hydrated(page);
  await page.getByText('Tebriz ipek halı 2x3 m').first().waitFor();
  expect(errors).toEqual([]);
});
