import { THEME_NAMES } from '@saray/contracts/storefront/state';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';
import { checkoutToReview } from '../support/checkout.js';
import { hydrated, picturesLoaded, register, setStoreTheme } from '../support/storefront.js';

// Every theme as a shopper meets it in Chromium: the home, a category and a product page in en and fa, on a desktop
// and a phone, and an order placed from the cart in two themes. Each page is kept as a screenshot,
// screenshots/themes/<theme>/<lang>-<screen>-<width>.png in the artifacts folder (test/support/browser.ts).
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const WIDTHS = [1366, 390];
let browser: Browser;
/** A visitor's page, reused by every page test; its script and console errors are checked and emptied by each. */
let visitor: { page: Page; errors: string[] };
/** The demo's discounted phone in stock and its category: a price struck through and a card with a badge. */
let product: { guid: string; categoryGuid: string };

/** A page with its script errors and console errors collected. */
async function watchedPage(): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, ctx.server.url);
  opened.page.on('console', (m) => m.type() === 'error' && opened.errors.push(m.text()));
  return opened;
}

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await watchedPage();
  const [phone] = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'PH-1002' } })}`)).body;
  const category = (await admin('GET', `/api/categories/${phone.categoryId}`)).body;
  product = { guid: phone.guid, categoryGuid: category.guid };
});
afterAll(() => browser?.close());

/** The page's screenshot, its pictures loaded, as screenshots/themes/<name>.png. */
async function keep(page: Page, name: string): Promise<void> {
  await picturesLoaded(page);
  await screenshot(page, `themes/${name}`);
}

/**
 * Opens a page and checks what every page of the store shares: the theme's root, the language and direction, a
 * hydrated React tree, nothing wider than the window. Its screenshot, when named, is kept first, to look at whatever
 * the checks then find.
 */
async function opened(page: Page, url: string, theme: string, lang: string, shot?: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  if (shot) await keep(page, `${theme}/${shot}`);
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    // A phone never scrolls sideways.
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect([url, shown]).toEqual([url, { lang, dir: lang === 'fa' ? 'rtl' : 'ltr', overflow: 0 }]);
  expect(await page.locator(`.site.theme-${theme}`).count()).toBe(1);
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe.each(THEME_NAMES)('the %s theme', (theme) => {
  beforeAll(() => setStoreTheme(ctx.server.url, ctx.token, theme));

  test.each(['en', 'fa'])('home, a category and a product in %s on a desktop and a phone', async (lang) => {
    const { page, errors } = visitor;
    errors.length = 0;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const shot = (screen: string) => `${lang}-${screen}-${width}`;

      await opened(page, `/${lang}`, theme, lang, shot('home'));
      // The home's product boxes list products, each a link to its page.
      expect(await page.locator('[data-product] a[href*="/p/"]').count()).toBeGreaterThan(0);

      // A theme may draw its own screens: what is asked of them is the shared markup of a product and its price.
      await opened(page, `/${lang}/cat/product/${product.categoryGuid}`, theme, lang, shot('category'));
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
      expect(await page.locator('main [data-product] a[href*="/p/"]').count()).toBeGreaterThan(1);
      expect(await visible(page, 'main [data-product] .current-price')).toBe(true);

      await opened(page, `/${lang}/p/${product.guid}`, theme, lang, shot('product'));
      const name = await page.locator('main h1').first().innerText();
      const price = await page.locator('main .current-price').first().innerText();
      // The price in the language's digits: Persian ones in fa.
      expect([name.length > 0, lang === 'fa' ? /[۰-۹]/.test(price) : /[0-9]/.test(price)]).toEqual([true, true]);
      expect(await page.title()).toContain(name);
      const add = page.getByTestId('add-to-cart');
      expect([await add.isVisible(), await add.isEnabled()]).toEqual([true, true]);
    }
    expect(errors).toEqual([]);
  });
});

describe('an order placed from the cart', () => {
  let addressRefs: { countryId: number; provinceId: number; cityId: number };
  let cardOnDelivery: number;
  beforeAll(async () => {
    const [country] = (await admin('GET', `/api/countries${listQuery({ filter: { twoLetterIsoCode: 'IR' } })}`)).body;
    const [province] = (await admin('GET', `/api/provinces${listQuery({ filter: { countryId: country.id } })}`)).body;
    const [city] = (await admin('GET', `/api/cities${listQuery({ filter: { provinceId: province.id } })}`)).body;
    addressRefs = { countryId: country.id, provinceId: province.id, cityId: city.id };
    const paymentTypes = `/api/payment-types${listQuery({ filter: { systemKeyword: 'cashondelivery' } })}`;
    cardOnDelivery = (await admin('GET', paymentTypes)).body[0].id;
  });

  test.each([
    ['official', 'en', 1366],
    ['official', 'fa', 390],
    ['theme_digi', 'fa', 1366],
    ['theme_digi', 'en', 390],
  ])('in %s, in %s, %i px wide', async (theme, lang, width) => {
    await setStoreTheme(ctx.server.url, ctx.token, theme);
    const { page, errors } = await watchedPage();
    await page.setViewportSize({ width, height: 900 });
    await register(page, `${theme}.${lang}.buyer`.replace('_', ''));
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('saray.auth')!).access_token);
    const address = await call(ctx.server.url, 'POST', '/api/customer-addresses', {
      token,
      body: { title: 'Home', ...addressRefs, addressDetail: 'Azadi 5' },
    });
    expect(address.status).toBe(201);
    const shot = (screen: string) => keep(page, `${theme}/${lang}-${screen}-${width}`);

    await opened(page, `/${lang}/p/${product.guid}`, theme, lang);
    await checkoutToReview(page, lang, { address: 'Home', paymentTypeId: cardOnDelivery });
    expect(await page.locator(`.site.theme-${theme}`).count()).toBe(1);
    await page.getByTestId('cart-line').waitFor();
    await shot('cart');
    await page.locator('[data-testid="place-order"]:enabled').waitFor();
    const total = await page.getByTestId('cart-total').innerText();
    await shot('checkout');

    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/);
    await hydrated(page);
    expect(await page.locator(`.site.theme-${theme}`).count()).toBe(1);
    // The order's payment is due for the amount the checkout showed.
    expect(await page.getByTestId('payment-amount').innerText()).toBe(total);
    await shot('payment');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
