import type { Browser, Page } from 'playwright-core';
import { DEMO_LISTINGS, DEMO_PROPERTY_REGIONS } from '../../backend/src/db/demo-listings.js';
import { graveViolations, axeViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';
import { hydrated, setStoreTheme } from '../support/storefront.js';

// theme_melk as a visitor meets it in Chromium: the home page's hero and property cards, a category of listings with
// its filters and map, and a property's page, in en and fa, on a desktop and a phone. Screenshots are kept as
// theme_melk/<lang>-<screen>-<width>.png in the artifacts folder.
const ctx = useServer();
const admin = (method: string, path: string) => call(ctx.server.url, method, path, { token: ctx.token });
let browser: Browser;
let visitor: { page: Page; errors: string[] };
let realEstate: string;
let flat: string;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await openPage(browser, ctx.server.url);
  visitor.page.on('console', (m) => m.type() === 'error' && visitor.errors.push(m.text()));
  await setStoreTheme(ctx.server.url, ctx.token, 'theme_melk');
  realEstate = (await admin('GET', `/api/categories${listQuery({ filter: { name: 'Real estate' } })}`)).body[0].guid;
  flat = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'RE-5001' } })}`)).body[0].guid;
});
afterAll(() => browser?.close());

/** Opens a page of the store and checks what every page shares: theme, language, direction, nothing too wide. */
async function open(page: Page, url: string, lang: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    theme: document.querySelectorAll('.site.theme-theme_melk').length,
  }));
  expect([url, shown]).toEqual([url, { lang, dir: lang === 'fa' ? 'rtl' : 'ltr', overflow: 0, theme: 1 }]);
  expect([url, graveViolations(await axeViolations(page))]).toEqual([url, []]);
}

const digits = (lang: string) => (lang === 'fa' ? /[۰-۹]/ : /[0-9]/);
const inCity = (city: string) =>
  DEMO_LISTINGS.filter((l) => DEMO_PROPERTY_REGIONS.find((r) => r.name === l.region)!.city === city);

describe.each(['en', 'fa'])('theme_melk in %s', (lang) => {
  test.each([1366, 390])('home, a listing and a property page, %i px wide', async (width) => {
    const { page, errors } = visitor;
    errors.length = 0;
    await page.setViewportSize({ width, height: 900 });
    const shot = (screen: string) => screenshot(page, `theme_melk/${lang}-${screen}-${width}`);

    await open(page, `/${lang}`, lang);
    await page.locator('.melk-hero-search input[name="q"]').waitFor();
    const first = DEMO_LISTINGS[0]!;
    const name = lang === 'fa' ? first.name_fa : first.name;
    // The box of listings: each card with its price per square metre, in the language's digits.
    const card = page.locator('.melk-box .melk-card', { hasText: name });
    expect(await card.locator('.melk-per-area').innerText()).toMatch(digits(lang));
    expect(await page.locator('[data-product] a[href*="/p/"]').count()).toBeGreaterThan(0);
    await shot('home');

    // The hero's search finds a listing by its neighbourhood, in the product list drawn as listings.
    await page.locator('.melk-hero-search input[name="q"]').fill('Elahieh');
    await page.locator('.melk-hero-search button[type="submit"]').click();
    await page.waitForURL(new RegExp(`/${lang}/p\\?q=Elahieh$`));
    await hydrated(page);
    expect(await page.locator('.melk-card[data-product="RE-5001"]').count()).toBe(1);

    await open(page, `/${lang}/cat/product/${realEstate}`, lang);
    expect(await page.locator('.melk-card').count()).toBe(DEMO_LISTINGS.length);
    const markers = page.locator('a.melk-marker');
    expect(await markers.count()).toBe(DEMO_LISTINGS.length);
    // A marker is reached by the keyboard; its card lights up with it, and Enter leads to the card.
    await markers.first().focus();
    expect(await page.locator('.melk-card.is-active').getAttribute('data-product')).toBe('RE-5001');
    await page.keyboard.press('Enter');
    await page.waitForURL('**#listing-RE-5001');
    expect(await page.locator('.melk-card:target').getAttribute('data-product')).toBe('RE-5001');
    await shot('listing');

    // The filters: Istanbul's listings of 100 m² or more, in the address and on the list.
    if (width < 900) await page.locator('.melk-filters > summary').click();
    const filters = page.locator('.melk-filters form');
    await filters.locator('select[name="city"]').selectOption({ label: 'Istanbul' });
    const area = await filters.locator('.melk-range input[name^="min-"]').first().getAttribute('name');
    await filters.locator(`input[name="${area}"]`).fill('100');
    await filters.locator('button[type="submit"]').click();
    await page.waitForURL(/city=\d+.*min-\d+=100/);
    await hydrated(page);
    const found = await page
      .locator('.melk-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product')));
    expect(found.sort()).toEqual(
      inCity('Istanbul')
        .filter((l) => l.facts.area >= 100)
        .map((l) => l.sku)
        .sort(),
    );

    await open(page, `/${lang}/p/${flat}`, lang);
    const summary = page.locator('.product-summary');
    expect(await summary.locator('h1').innerText()).toBe(name);
    expect(await summary.locator('.current-price').innerText()).toMatch(digits(lang));
    expect(await summary.locator('.melk-per-area').isVisible()).toBe(true);
    expect(await summary.locator('.melk-keyfacts dd').count()).toBe(4);
    expect(await page.locator('.melk-whereabouts .melk-marker.is-current').count()).toBe(1);
    expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
    await shot('property');
    expect(errors).toEqual([]);
  });
});
