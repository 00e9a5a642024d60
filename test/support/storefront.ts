import type { Page } from 'playwright-core';

/** Hydration is done when React has attached to the server's HTML (its root container carries React's key). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('app') ?? {}).some((k) => k.startsWith('__react')));

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
