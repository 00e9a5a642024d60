import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signInThroughUi } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';

// axe-core, run inside the page (its source evaluated through the browser's debugging protocol, which the server's
// Content-Security-Policy does not govern), finds no critical or serious violation on the dashboard's home, a list
// and an edit screen, in English and in Persian (right to left).
const axeSource: string = createRequire(import.meta.url)('axe-core').source;
const ctx = useServer();
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, ctx.server.url));
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
});
afterAll(() => browser?.close());

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

async function violations(path: string, ready: string): Promise<Violation[]> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: any[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n: { target: string[] }) => n.target.join(' ')),
    }));
  });
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
    const grave = found.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    // On failure the rule ids and the elements (CSS selectors) are printed.
    expect(grave.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.targets.join(', ')}`)).toEqual([]);
  });
});
