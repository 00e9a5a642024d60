import type { Browser, Page } from 'playwright-core';
import { THEME_PREVIEW_COOKIE } from '@saray/contracts/session';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';
import { hydrated, setStoreTheme } from '../support/storefront.js';

// An administrator previews another theme on the live storefront before switching to it: only their browser sees
// it, the visitors keep the store's theme until the administrator makes the previewed one the store's.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const themeOf = (page: Page) =>
  page.locator('.site').evaluate((el) => [...el.classList].find((c) => c.startsWith('theme-')));

async function adminPage(lang: string): Promise<Page> {
  const { page } = await openPage(browser, ctx.server.url);
  await page.goto(`/${lang}/Authentication`);
  await hydrated(page);
  await page.locator('input[name="username"]').fill(ADMIN.username);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('.api-form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('Authentication'));
  await hydrated(page);
  return page;
}

async function visitorSees(cookie?: string): Promise<string | undefined> {
  const { context, page } = await openPage(browser, ctx.server.url);
  if (cookie) await context.addCookies([{ name: THEME_PREVIEW_COOKIE, value: cookie, url: ctx.server.url }]);
  await page.goto('/en');
  const theme = await themeOf(page);
  await context.close();
  return theme;
}

test.each([
  ['en', 'Digi (electronics)', 'You are previewing the Digi (electronics) theme; visitors still see Official.'],
  [
    'fa',
    'دیجی (کالای دیجیتال)',
    'در حال پیش‌نمایش پوستهٔ دیجی (کالای دیجیتال) هستید؛ بازدیدکنندگان همچنان رسمی را می‌بینند.',
  ],
])('an administrator previews a theme, then makes it the store’s (%s)', async (lang, name, previewing) => {
  await setStoreTheme(ctx.server.url, ctx.token, 'official');
  const page = await adminPage(lang);
  await page.locator('.quick-access summary').click();
  await page.getByRole('menuitem', { name }).click();
  await page.locator('.theme-preview-bar').waitFor();
  await hydrated(page);
  expect(await themeOf(page)).toBe('theme-theme_digi');
  expect(await page.locator('.theme-preview-bar p').first().textContent()).toBe(previewing);
  await screenshot(page, `theme-preview-${lang}`);
  // Nobody else is shown the previewed theme, not even a visitor who sets the cookie by hand.
  expect(await visitorSees()).toBe('theme-official');
  expect(await visitorSees('theme_digi')).toBe('theme-official');

  await page.locator('.theme-preview-bar .button--primary').click();
  await page.waitForLoadState('load');
  await hydrated(page);
  await page.locator('.theme-preview-bar').waitFor({ state: 'detached' });
  expect(await themeOf(page)).toBe('theme-theme_digi');
  expect(await visitorSees()).toBe('theme-theme_digi');
  const [setting] = (
    await call(ctx.server.url, 'GET', `/api/settings${listQuery({ filter: { name: 'store.theme' } })}`, {
      token: ctx.token,
    })
  ).body;
  expect(setting.value).toBe('theme_digi');
  await page.context().close();
});

test('leaving the preview brings the store’s theme back', async () => {
  await setStoreTheme(ctx.server.url, ctx.token, 'official');
  const page = await adminPage('en');
  await page.locator('.quick-access summary').click();
  await page.getByRole('menuitem', { name: 'Torob (price comparison)' }).click();
  await page.locator('.theme-preview-bar').waitFor();
  await hydrated(page);
  expect(await themeOf(page)).toBe('theme-theme_torob');
  await page.getByRole('button', { name: 'Leave preview' }).click();
  await page.locator('.theme-preview-bar').waitFor({ state: 'detached' });
  expect(await themeOf(page)).toBe('theme-official');
  await page.context().close();
});
