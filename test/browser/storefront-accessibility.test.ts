import { THEME_NAMES } from '@saray/contracts/storefront/state';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, graveViolations } from '../support/axe.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { call, listQuery, type JsonResponse } from '../support/http.js';
import { useServer } from '../support/server.js';
import { hydrated, register, setStoreTheme } from '../support/storefront.js';

// axe-core finds no critical or serious violation on the storefront, in every theme, in English and in Persian (right
// to left): the home (on a desktop and a phone), a category and a product page as a visitor sees them, and as a
// signed-in customer the cart with an item, the checkout with its choices made, the payment of the order placed, and
// the account's orders and profile.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
let browser: Browser;
let visitor: Page;
let customer: Page;
let shop: (method: string, path: string, body?: object) => Promise<JsonResponse<any>>;
/** The pages' addresses and what a checkout chooses. */
let refs: { product: string; category: string; book: number; choices: Record<string, number> };

const byFilter = async (resource: string, filter: object) =>
  (await admin('GET', `/api/${resource}${listQuery({ filter })}`)).body[0];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: visitor } = await openPage(browser, ctx.server.url));
  ({ page: customer } = await openPage(browser, ctx.server.url));
  await register(customer, 'axe.shopper');
  const token = await customer.evaluate(() => JSON.parse(localStorage.getItem('saray.auth')!).access_token);
  shop = (method, path, body) => call(ctx.server.url, method, path, { token, body });

  const phone = await byFilter('products', { sku: 'PH-1002' });
  const category = (await admin('GET', `/api/categories/${phone.categoryId}`)).body;
  const country = await byFilter('countries', { twoLetterIsoCode: 'IR' });
  const province = await byFilter('provinces', { countryId: country.id });
  const city = await byFilter('cities', { provinceId: province.id });
  const address = await shop('POST', '/api/customer-addresses', {
    title: 'Home',
    countryId: country.id,
    provinceId: province.id,
    cityId: city.id,
    addressDetail: 'Azadi 5',
  });
  expect(address.status).toBe(201);
  refs = {
    product: `/p/${phone.guid}`,
    category: `/cat/product/${category.guid}`,
    book: (await byFilter('products', { sku: 'BK-4001' })).id,
    choices: {
      customerAddressId: address.body.id,
      shipmentTypeId: (await byFilter('shipment-types', { systemKeyword: 'post' })).id,
      paymentTypeId: (await byFilter('payment-types', { systemKeyword: 'cashondelivery' })).id,
    },
  };
});
afterAll(() => browser?.close());

/** The grave violations on the page at `url` once it has hydrated (and shown `ready`, when given). */
async function check(page: Page, url: string, ready?: string): Promise<string[]> {
  await page.goto(url);
  await hydrated(page);
  if (ready) await page.locator(ready).first().waitFor();
  return graveViolations(await axeViolations(page));
}

describe.each(THEME_NAMES)('the %s theme', (theme) => {
  beforeAll(() => setStoreTheme(ctx.server.url, ctx.token, theme));

  test.each(['en', 'fa'])('in %s, no page has a critical or serious accessibility violation', async (lang) => {
    const found: Record<string, string[]> = {};
    await visitor.setViewportSize({ width: 1366, height: 900 });
    found.home = await check(visitor, `/${lang}`);
    found.category = await check(visitor, `/${lang}${refs.category}`, '.product-card');
    found.product = await check(visitor, `/${lang}${refs.product}`, '[data-testid="add-to-cart"]');
    await visitor.setViewportSize({ width: 390, height: 844 });
    found['home on a phone'] = await check(visitor, `/${lang}`);

    expect((await shop('POST', '/api/ProductOrders/AddCart', { productId: refs.book, quantity: 1 })).status).toBe(200);
    found.cart = await check(customer, `/${lang}/shoppingcart`, '[data-testid="cart-line"]');
    expect((await shop('POST', '/api/ProductOrders/saveCustomerProductOrder', refs.choices)).status).toBe(200);
    found.checkout = await check(customer, `/${lang}/shoppingcart`, '[data-testid="cart-total"]');
    const closed = await shop('POST', '/api/ProductOrders/closeCart', {});
    expect(closed.status).toBe(200);
    const payment = `/${lang}/payment/${closed.body.paymentGuid}`;
    found.payment = await check(customer, payment, '[data-testid="payment-amount"]');
    found['account orders'] = await check(customer, `/${lang}/account/myproductorders`, 'main table');
    found['account profile'] = await check(customer, `/${lang}/account/profile`, 'main h1');

    expect(await customer.locator(`.site.theme-${theme}`).count()).toBe(1);
    expect(await customer.evaluate(() => document.documentElement.dir)).toBe(lang === 'fa' ? 'rtl' : 'ltr');
    // Each page's rule ids and elements (CSS selectors), printed on failure.
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  });
});
