import type { Browser, Page } from 'playwright-core';
import { axeViolations, graveViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';
import { hydrated, picturesLoaded, setStoreTheme } from '../support/storefront.js';

// theme_digi, the electronics store, as a shopper uses it in Chromium, in English and in Persian (right to left): the
// header's mega-menu with the keyboard and the mouse, two phones put in a comparison from their cards, and the
// comparison page with the rows that differ marked; on a desktop and a phone, each page without a critical or serious
// axe violation. Screenshots are kept as theme_digi/<lang>-<screen>-<width>.png in the artifacts folder.
const ctx = useServer();
const admin = (path: string) => call(ctx.server.url, 'GET', path, { token: ctx.token });
let browser: Browser;
let desktop: { page: Page; errors: string[] };
let phones: string;
const products: Record<string, { id: number; guid: string }> = {};

const TEXT = {
  en: { electronics: 'Electronics', home: 'Home & kitchen', tea: 'Tea & tableware', all: 'All of Electronics' },
  fa: {
    electronics: 'کالای دیجیتال',
    home: 'خانه و آشپزخانه',
    tea: 'چای و ظروف پذیرایی',
    all: 'مشاهدهٔ همهٔ کالای دیجیتال',
  },
};

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await openPage(browser, ctx.server.url);
  await setStoreTheme(ctx.server.url, ctx.token, 'theme_digi');
  phones = (await admin(`/api/categories${listQuery({ filter: { name: 'Phones' } })}`)).body[0].guid;
  const skus = ['PH-1001', 'PH-1002'];
  for (const p of (await admin(`/api/products${listQuery({ filter: { sku: skus } })}`)).body)
    products[p.sku] = { id: p.id, guid: p.guid };
});
afterAll(() => browser?.close());

/** Opens a page of the store and checks what every page shares: theme, language, direction, nothing too wide. */
async function open(page: Page, url: string, lang: 'en' | 'fa'): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const shown = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    theme: document.querySelectorAll('.site.theme-theme_digi').length,
  }));
  expect([url, shown]).toEqual([url, { lang, dir: lang === 'fa' ? 'rtl' : 'ltr', overflow: 0, theme: 1 }]);
  await accessible(page);
}

const accessible = async (page: Page) =>
  expect([page.url(), graveViolations(await axeViolations(page))]).toEqual([page.url(), []]);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.each(['en', 'fa'] as const)('in %s the mega-menu opens with the keyboard and with the mouse', async (lang) => {
  const { page, errors } = desktop;
  const text = TEXT[lang];
  await open(page, `/${lang}/`, lang);
  const button = page.locator('.mega-button');
  const panel = page.locator('#digi-mega-panel');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  expect(await panel.isVisible()).toBe(false);

  // The keyboard: down opens it on the first category, down and up move in the column, the arrow towards the groups
  // goes into them, Escape closes it and gives the focus back to the button.
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await panel.waitFor();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  expect(await focused(page)).toBe(text.electronics);
  await page.keyboard.press('ArrowDown');
  const second = await focused(page);
  expect(second).not.toBe(text.electronics);
  expect(await page.locator('.mega-top.is-active > a').innerText()).toBe(second);
  await page.keyboard.press('ArrowUp');
  expect(await focused(page)).toBe(text.electronics);
  await page.keyboard.press(lang === 'fa' ? 'ArrowLeft' : 'ArrowRight');
  expect(await focused(page)).toBe(text.all);
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('mega-group-title');
  await accessible(page);
  await screenshot(page, `theme_digi/${lang}-home-menu-1366`);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('mega-button');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  // Tab from the button goes into the open panel; Tab past its end closes it.
  await page.keyboard.press('Enter');
  await panel.waitFor();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(text.electronics);

  // The mouse: resting on the button opens it, resting on a category shows its groups, leaving closes it.
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await button.hover();
  await panel.waitFor();
  await page.locator('.mega-top > a', { hasText: text.home }).hover();
  await page.locator('.mega-groups a', { hasText: text.tea }).waitFor();
  await page.mouse.move(20, 880);
  await panel.waitFor({ state: 'hidden' });
  // A click opens it and keeps it open; a press outside closes it.
  await button.click();
  await panel.waitFor();
  await page.waitForTimeout(400);
  expect(await panel.isVisible()).toBe(true);
  await page.mouse.click(20, 880);
  await panel.waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
});

test.each(['en', 'fa'] as const)(
  'in %s two phones go into a comparison, which shows them side by side with the rows that differ marked',
  async (lang) => {
    const { page, errors } = desktop;
    await open(page, `/${lang}/cat/product/${phones}`, lang);
    await page.evaluate(() => localStorage.removeItem('saray.compare'));
    await page.reload();
    await hydrated(page);
    for (const sku of ['PH-1001', 'PH-1002']) {
      const toggle = page.locator(`.product-card[data-product="${sku}"] [data-testid="compare"]`);
      await toggle.click();
      await until(
        () => toggle.getAttribute('aria-pressed'),
        (v) => v === 'true',
      );
    }
    const bar = page.getByTestId('compare-bar');
    expect(await bar.locator('a').innerText()).toMatch(lang === 'fa' ? /۲/ : /\(2\)/);
    await accessible(page);
    await screenshot(page, `theme_digi/${lang}-category-1366`);

    await bar.locator('a').click();
    await page.waitForURL(`**/${lang}/compare?ids=${products['PH-1001'].id},${products['PH-1002'].id}`);
    await hydrated(page);
    const table = page.getByTestId('compare-table');
    expect(await table.locator('thead th[scope="col"]').count()).toBe(2);
    const row = (n: number) =>
      table
        .locator('tbody tr')
        .filter({ has: page.locator('th[scope="row"]') })
        .nth(n);
    const rows = await table
      .locator('tbody tr:has(th[scope="row"])')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.classList.contains('compare-differs'), tr.querySelector('th')!.textContent!]),
      );
    // The price and the screen size differ; both are dual SIM and of 8 cores.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows[0]).toEqual([true, expect.stringMatching(lang === 'fa' ? /^قیمت/ : /^Price/)]);
    const named = (name: string) => rows.find(([, n]) => (n as string).startsWith(name));
    expect(named(lang === 'fa' ? 'اندازهٔ صفحه' : 'Screen size')?.[0]).toBe(true);
    expect(named(lang === 'fa' ? 'سیم‌کارت' : 'SIM cards')?.[0]).toBe(false);
    expect(named(lang === 'fa' ? 'هسته‌های پردازنده' : 'Processor cores')?.[0]).toBe(false);
    expect(await row(0).evaluate((tr) => getComputedStyle(tr.querySelector('td')!).backgroundColor)).toBe(
      'rgb(255, 244, 214)',
    );
    await picturesLoaded(page);
    await accessible(page);
    await screenshot(page, `theme_digi/${lang}-compare-1366`);

    // Only the differences, then taking one product out: the comparison of the other, and the list forgets it too.
    await page.getByLabel(lang === 'fa' ? 'فقط تفاوت‌ها را نشان بده' : 'Show only the differences').check();
    expect(await table.locator('tbody tr:has(th[scope="row"]):not(.compare-differs)').count()).toBe(0);
    await table.locator('thead th[scope="col"]').first().locator('.compare-remove').click();
    await page.waitForURL(`**/${lang}/compare?ids=${products['PH-1002'].id}`);
    await hydrated(page);
    expect(await table.locator('thead th[scope="col"]').count()).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('saray.compare')!).ids)).toEqual([
      products['PH-1002'].id,
    ]);
    expect(errors).toEqual([]);
  },
);

test.each(['en', 'fa'] as const)(
  'in %s a phone’s page sums up its key specifications beside the price',
  async (lang) => {
    const { page, errors } = desktop;
    await open(page, `/${lang}/p/${products['PH-1002'].guid}`, lang);
    const summary = page.locator('.digi-key-specs dd');
    expect(await summary.count()).toBe(5);
    expect(await summary.first().innerText()).toBe(lang === 'fa' ? '۶.۷' : '6.7');
    expect(await page.getByTestId('spec-table').locator('th.spec-group').first().innerText()).toBe(
      lang === 'fa' ? 'نمایشگر' : 'Display',
    );
    // Its compare toggle puts it in a comparison of its own kind, which the floating bar then links to.
    await page.evaluate(() => localStorage.removeItem('saray.compare'));
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId('compare-bar').count()).toBe(0);
    const toggle = page.locator('.digi-buy [data-testid="compare"]');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('compare-bar').locator('a').getAttribute('href')).toBe(
      `/${lang}/compare?ids=${products['PH-1002'].id}`,
    );
    await picturesLoaded(page);
    await screenshot(page, `theme_digi/${lang}-product-1366`);
    expect(errors).toEqual([]);
  },
);

test.each(['en', 'fa'] as const)('in %s on a phone the categories are in the menu drawer', async (lang) => {
  const context = await browser.newContext({ baseURL: ctx.server.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await open(page, `/${lang}/`, lang);
    expect(await page.locator('.mega-button').isVisible()).toBe(false);
    await page.locator('.mobile-menu-toggle').click();
    const drawer = page.locator('.mobile-drawer .digi-drawer-categories');
    await drawer.locator('summary').first().click();
    await drawer.locator('summary', { hasText: TEXT[lang].electronics }).click();
    expect(await drawer.locator('a', { hasText: lang === 'fa' ? 'گوشی موبایل' : 'Phones' }).isVisible()).toBe(true);
    await accessible(page);
    await screenshot(page, `theme_digi/${lang}-home-menu-390`);
    await open(page, `/${lang}/p/${products['PH-1001'].guid}`, lang);
    await picturesLoaded(page);
    await screenshot(page, `theme_digi/${lang}-product-390`);
    await open(page, `/${lang}/compare?ids=${products['PH-1001'].id},${products['PH-1002'].id}`, lang);
    await picturesLoaded(page);
    await screenshot(page, `theme_digi/${lang}-compare-390`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
