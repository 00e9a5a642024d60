import type { Browser, Page } from 'playwright-core';
import { axeViolations, graveViolations, type Violation } from '../support/axe.js';
import { launchBrowser, openPage, signInThroughUi } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';

// axe-core, run inside the page, finds no critical or serious violation on the dashboard's home, a list and an edit
// screen, in English and in Persian (right to left).
const ctx = useServer();
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, ctx.server.url));
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
});
afterAll(() => browser?.close());

async function violations(path: string, ready: string): Promise<Violation[]> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}

describe.each(['en', 'fa'])('in %s', (lang) => {
  const screens: [string, () => Promise<string>, string][] = [
    ['the home', async () => `/${lang}/dashboard`, '[data-testid="kpi-chart-todaySales"] svg'],
    ['a list', async () => `/${lang}/dashboard/Settings/Country/List`, '[data-screen="list"] tbody tr'],
    [
      'an edit screen',
      async () => {
        const [country] = (
          await call(ctx.server.url, 'GET', `/api/countries${listQuery({ range: [0, 0] })}`, { token: ctx.token })
        ).body;
        return `/${lang}/dashboard/Settings/Country/Update/${country.id}`;
      },
      '[data-screen="update"] form',
    ],
  ];
  test.each(screens)('%s has no critical or serious accessibility violation', async (_, path, ready) => {
    const found = await violations(await path(), ready);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      lang,
      lang === 'fa' ? 'rtl' : 'ltr',
    ]);
    // On failure the rule ids and the elements (CSS selectors) are printed.
    expect(graveViolations(found)).toEqual([]);
  });
});
