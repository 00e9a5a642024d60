import type { Page } from 'playwright-core';
import { call, listQuery } from './http.js';

/** Hydration is done when React has attached to the server's HTML (its root container carries React's key). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('app') ?? {}).some((k) => k.startsWith('__react')));

/**
 * Signs the page's browser in with an auth record issued on the server: the record where the storefront keeps it,
 * and its cookie. Done on a page that has hydrated: a visitor's page that finds a session in the browser while
 * hydrating renews it and reloads, which would abort the test's next navigation.
 */
export async function holdSession(page: Page, record: object): Promise<void> {
  await page.goto('/en/error/404');
  await hydrated(page);
  await page.evaluate(
    (r) => {
      localStorage.setItem('saray.auth', JSON.stringify(r));
      document.cookie = `saray_token=${encodeURIComponent(r.access_token)}; path=/`;
    },
    record as { access_token: string },
  );
}

/** Registers a customer through the storefront's form; they land on the home page, signed in. */
export async function register(page: Page, username: string): Promise<void> {
  await page.goto('/en/Authentication?mode=register');
  await hydrated(page);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Repeat the password').fill('secret-pass-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/en\/$/);
}

/** Draws the store in `theme`: its store.theme setting, changed through the API as an administrator changes it. */
export async function setStoreTheme(url: string, adminToken: string, theme: string): Promise<void> {
  const admin = (method: string, path: string, body?: object) => call(url, method, path, { token: adminToken, body });
  const setting = async (name: string) =>
    (await admin('GET', `/api/settings${listQuery({ filter: { name } })}`)).body[0];
  const row = await setting('store.theme');
  const saved = row
    ? await admin('PUT', `/api/settings/${row.id}`, { ...row, value: theme })
    : await admin('POST', '/api/settings', {
        name: 'store.theme',
        value: theme,
        storeId: (await setting('store.name')).storeId,
      });
  if (saved.status !== 200 && saved.status !== 201)
    throw new Error(`store.theme not set to ${theme}: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/**
 * Loads every picture of the page, the lazy ones below the fold too, and waits until they are drawn (ten seconds at
 * most): a full-page screenshot would otherwise show empty boxes where they go.
 */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const drawn = [...document.images].map((img) => {
      img.loading = 'eager';
      // decode() settles once the picture has arrived and can be drawn (or failed to).
      return img.decode().catch(() => undefined);
    });
    await Promise.race([Promise.all(drawn), new Promise((done) => setTimeout(done, 10_000))]);
  });
}
