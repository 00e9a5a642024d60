import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT_DIR } from '../../backend/src/config.js';
import { DASHBOARD_DIR } from '../../backend/src/pages.js';
import { STOREFRONT_DIR } from '../../backend/src/modules/storefront/storefront-renderer.js';

/** Debian's Chromium (installed by .ci/run), each launch with a fresh profile; a missing browser fails loudly. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the browser tests keep their screenshots: SARAY_TEST_ARTIFACTS's screenshots folder, else test-artifacts'. */
export const ARTIFACTS = path.resolve(
  process.env.SARAY_TEST_ARTIFACTS ?? path.join(ROOT_DIR, 'test-artifacts'),
  'screenshots',
);

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  if (!fs.existsSync(path.join(DASHBOARD_DIR, 'index.html')))
    throw new Error('the dashboard is not built: npm run build --workspace admin');
  if (!fs.existsSync(path.join(STOREFRONT_DIR, 'server', 'render.js')))
    throw new Error('the storefront is not built: npm run build --workspace storefront');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * What the server's Content-Security-Policy refused in any page opened since the last call: Chromium reports each
 * refusal on the console. test/support/browser-csp.ts fails every browser test that leaves one here.
 */
const cspViolations: string[] = [];
export const takeCspViolations = (): string[] => cspViolations.splice(0);

/**
 * Takes out of a page's errors, and of the refusals checked after the test, those a test provoked on purpose: a
 * hostile payload that the policy stopped is the policy working, not a broken page.
 */
export function acceptCspRefusals(errors: string[], match: RegExp): void {
  for (const list of [errors, cspViolations])
    for (let i = list.length - 1; i >= 0; i--)
      if (/Content Security Policy/i.test(list[i]) && match.test(list[i])) list.splice(i, 1);
}

/** A fresh browser context (its own storage) with the page's errors and Content-Security-Policy refusals collected. */
export async function openPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      errors.push(message.text());
      cspViolations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return { context, page, errors };
}

/** Keeps a screenshot of the whole page as a test artifact (ARTIFACTS/<name>.png; the name may hold folders). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

/** Signs in through the dashboard's sign-in page. */
export async function signInThroughUi(
  page: Page,
  username: string,
  password: string,
  at = '/dashboard',
): Promise<void> {
  await page.goto(at);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid="welcome"]').waitFor();
}

/** Polls until the value meets the check (the page updates asynchronously); the last value is returned. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/**
 * Closes the notice on screen, if any, with its close button. A notice waits while the pointer is over it, and it sits
 * over the top toolbar: a click aimed at a toolbar button beneath it would keep it there.
 */
export async function dismissNotice(page: Page): Promise<void> {
  const notice = page.getByTestId('notification');
  // Notices queue and show one at a time: each closed one may uncover the next.
  for (let shown = 0; shown < 5 && (await notice.isVisible()); shown++) {
    const text = await notice.innerText().catch(() => '');
    await notice
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    // Closed: gone, or the next one in its place (which takes over the same element, so it is never detached).
    await page
      .waitForFunction(
        (before) => document.querySelector<HTMLElement>('[data-testid="notification"]')?.innerText !== before,
        text,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    // The pointer leaves the corner, so that a notice shown next is not held open by it.
    await page.mouse.move(1, 450);
    await notice.waitFor({ timeout: 300 }).catch(() => undefined);
  }
}
