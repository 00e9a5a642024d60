import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signInThroughUi } from '../support/browser.js';
import { ADMIN, useServer } from '../support/server.js';

// The pages whose content policy differs from the storefront's, drawn for real: the API reference (an inline start-up
// script) and the dashboard's record form (ajv compiles its validators). A refusal fails the test through
// test/support/browser-csp.ts as well as here.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

test('the API reference draws its operations under its content policy', async () => {
  const { context, page, errors } = await openPage(browser, ctx.server.url);
  await page.goto('/api/docs/');
  await page.getByText('Saray API').first().waitFor();
  // The operations are read from /api/openapi.json and drawn by the reference's script.
  await page.getByText('List Accounting', { exact: true }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test("the dashboard's forms validate under its content policy", async () => {
  const { context, page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password);
  await page.goto('/dashboard/Catalog/Product/Create');
  await page.locator('button[type="submit"]').first().click();
  // ajv's messages for the empty required fields show that its compiled validators ran.
  await page.locator('.Mui-error').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
