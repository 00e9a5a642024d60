import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { useServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// The header search as shoppers use it, in their language: products and categories in the list as they type, and
// Enter opens the product list narrowed by the text, with its filters.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The header's search box (the product list has a search field of its own). */
const headerSearch = (page: Page) => page.locator('header').getByRole('searchbox');

async function searched(page: Page, lang: string, text: string): Promise<string[]> {
  await page.goto(`/${lang}/`);
  await hydrated(page);
  await headerSearch(page).fill(text);
  await headerSearch(page).press('Enter');
  await page.waitForURL(`**/${lang}/p?q=*`);
  await hydrated(page);
  return page.locator('.product-grid .product-name').allInnerTexts();
}

test('“فرش” lists the carpets as it is typed, and Enter opens them with the filters', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.goto('/fa/');
  await hydrated(page);
  await headerSearch(page).fill('فرش');
  const results = page.getByTestId('search-results');
  await results.getByRole('link', { name: /فرش ابریشم تبریز/ }).waitFor();
  await results
    .getByRole('link', { name: /دسته‌بندی/ })
    .first()
    .waitFor();
  await screenshot(page, 'catalog-search-fa');
  await headerSearch(page).press('Enter');
  await page.waitForURL('**/fa/p?q=*');
  await hydrated(page);
  await page.locator('.product-grid .product-name', { hasText: 'فرش ابریشم تبریز 2×3 متر' }).waitFor();
  expect(await page.locator('.product-filters input[name="q"]').inputValue()).toBe('فرش');
  expect(await page.getByText('گوشی هوشمند پردیس X1', { exact: true }).count()).toBe(0);
  await screenshot(page, 'catalog-search-results-fa');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'catalog-search-results-fa-phone');
  expect(errors).toEqual([]);
});

test('“كتاب” with the Arabic kaf finds the books, “ISTANBUL” finds İstanbul in Turkish, “۱۲” finds 12', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  const books = await searched(page, 'fa', 'كتاب');
  expect(books).toHaveLength(4);
  expect(books).toContain('دیوان حافظ (دوزبانه)');
  // The book first, then the demo's flats for sale in Istanbul.
  const istanbul = await searched(page, 'tr', 'ISTANBUL');
  expect(istanbul[0]).toBe('İstanbul: Hatıralar ve Şehir');
  expect(istanbul.slice(1).sort()).toEqual([
    'Boğaz manzaralı 3+1 daire',
    'Kadıköy Moda’da 2+1 daire',
    'Kadıköy Çarşı’ya yakın 1+1 daire',
    'Sarıyer’de deniz manzaralı villa',
  ]);
  await screenshot(page, 'catalog-search-results-tr');
  expect(await searched(page, 'fa', '۱۲')).toEqual(['تبلت پردیس تب 12']);
  expect(await searched(page, 'en', 'carpet')).toHaveLength(3);
  expect(errors).toEqual([]);
});
