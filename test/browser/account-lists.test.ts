import type { Browser, Page } from 'playwright-core';
import { AuthService } from '../../backend/src/auth/auth.service.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { holdSession, hydrated } from '../support/storefront.js';

// The account's lists (search, sortable headers, pager, cards on a phone) and the three-step profile editor, in a
// real Chromium, in English and Persian.
const ctx = useServer();
let browser: Browser;
type Person = { id: number; username: string; token: string };
let buyer: Person;
let editor: Person;
let persian: Person;
let shirtSize: number;

const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const first = async (resource: string, filter: object) =>
  (await admin('GET', `/api/${resource}${listQuery({ filter })}`)).body[0] as { id: number };

beforeAll(async () => {
  browser = await launchBrowser();
  [buyer, editor, persian] = await shoppers(ctx.server, ctx.token, 'acctui', 3);
  const coinId = (await first('coins', { symbol: 'USDT' })).id;
  const paymentTypeId = (await first('payment-types', { systemKeyword: 'cashondelivery' })).id;
  for (let i = 1; i <= 12; i++)
    await admin('POST', '/api/payments', {
      customerId: buyer.id,
      amount: `${(i * 5) % 12}.25`,
      coinId,
      paymentTypeId,
      description: i % 4 === 0 ? 'Carpet receipt' : 'Book receipt',
    });
  shirtSize = (
    await admin('POST', '/api/attributes', {
      name: 'Shirt size',
      entityName: 'Customer',
      attributeControlTypeId: 11,
      isRequired: true,
    })
  ).body.id;
  for (const [i, name] of ['Small', 'Medium', 'Large'].entries())
    await admin('POST', '/api/attribute-values', { attributeId: shirtSize, name, displayOrder: i });
});
afterAll(() => browser?.close());

/** A storefront page signed in as the customer: their auth record where the storefront keeps it, and its cookie. */
async function signedIn(p: Person): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  const record = await ctx.server.app.get(AuthService).issue((await admin('GET', `/api/customers/${p.id}`)).body, {});
  await holdSession(page, record);
  // The refusals the editor is shown (400s) are logged by Chromium: the test asks for them.
  page.on('console', (m) => m.type() === 'error' && !/status of 40\d/.test(m.text()) && errors.push(m.text()));
  return { page, errors };
}

const amounts = (page: Page) => page.locator('[data-testid="account-list"] tbody tr td:nth-child(2)').allTextContents();

test('a list is searched, sorted and paged through its address, and back and forward return to each state', async () => {
  const { page, errors } = await signedIn(buyer);
  await page.goto('/en/account/mypayments');
  await hydrated(page);
  const list = page.getByTestId('account-list');
  await list.getByText('Page 1 of 2').waitFor();
  await list.getByText('12 in all').waitFor();
  expect(await list.locator('tbody tr').count()).toBe(10);
  await screenshot(page, 'account-lists/en-desktop');

  const amountHeader = list.getByRole('columnheader', { name: 'Amount' });
  expect(await amountHeader.getAttribute('aria-sort')).toBe('none');
  await amountHeader.getByRole('link').click();
  await page.waitForURL(/sort=amount&order=asc/);
  expect(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('ascending');
  const ascending = (await amounts(page)).map((a) => Number(a.replace(/,/g, '')));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('columnheader', { name: 'Amount' }).getByRole('link').click();
  await page.waitForURL(/order=desc/);
  expect(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');

  await page.getByRole('link', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);
  await page.getByText('Page 2 of 2').waitFor();
  expect(await page.locator('[data-testid="account-list"] tbody tr').count()).toBe(2);
  await page.goBack();
  await page.getByText('Page 1 of 2').waitFor();
  expect(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
  await page.goForward();
  await page.getByText('Page 2 of 2').waitFor();

  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search this list' }).fill('carpet');
  await page.getByRole('searchbox', { name: 'Search this list' }).press('Enter');
  await page.waitForURL(/q=carpet/);
  // The 4th, 8th and 12th, still in the order chosen, on one page.
  await page.getByText('3 in all').waitFor();
  expect(page.url()).toMatch(/sort=amount&order=desc/);
  expect(page.url()).not.toMatch(/page=/);
  await page.getByRole('link', { name: 'Clear the search' }).click();
  await page.getByText('12 in all').waitFor();

  await hydrated(page);
  await page.getByLabel('Rows per page').selectOption('25');
  await page.waitForURL(/size=25/);
  expect(await page.locator('[data-testid="account-list"] tbody tr').count()).toBe(12);
  expect(errors).toEqual([]);
});

test('on a phone each row is a card naming its columns; in Persian the controls read right to left', async () => {
  const { page, errors } = await signedIn(buyer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/account/mypayments');
  const cell = page.locator('[data-testid="account-list"] tbody tr').first().locator('td').nth(1);
  expect(await cell.evaluate((td) => getComputedStyle(td.parentElement!).display)).toBe('block');
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Amount"');
  await screenshot(page, 'account-lists/en-phone');

  await page.goto('/fa/account/mypayments');
  await hydrated(page);
  await page.getByText('صفحهٔ ۱ از ۲').waitFor();
  await page.getByText('در مجموع ۱۲').waitFor();
  await screenshot(page, 'account-lists/fa-phone');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('columnheader', { name: 'مبلغ' }).getByRole('link').click();
  await page.waitForURL(/sort=amount&order=asc/);
  expect(await page.getByRole('columnheader', { name: 'مبلغ' }).getAttribute('aria-sort')).toBe('ascending');
  await page.getByRole('link', { name: 'بعدی' }).click();
  await page.getByText('صفحهٔ ۲ از ۲').waitFor();
  await screenshot(page, 'account-lists/fa-desktop');
  expect(errors).toEqual([]);
});

test('the profile editor: three steps checked by the server, refusals under their fields, nothing typed lost', async () => {
  const { page, errors } = await signedIn(editor);
  await page.goto('/en/account/profile');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit my profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit my profile' });
  await dialog.getByText('Step 1 of 3').waitFor();

  await dialog.getByLabel('E-mail').fill('not an address');
  await dialog.getByLabel('Mobile number').fill('0912 345 6789');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('alert').waitFor();
  const emailProblem = dialog.locator('#' + (await dialog.getByLabel('E-mail').getAttribute('aria-describedby')));
  expect(await emailProblem.textContent()).toMatch(/e-mail|address/i);
  expect(await dialog.getByLabel('Mobile number').inputValue()).toBe('0912 345 6789');
  await dialog.getByText('Step 1 of 3').waitFor();
  await screenshot(page, 'account-lists/profile-en-refused');

  await dialog.getByLabel('E-mail').fill('acctui.editor@example.com');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Step 2 of 3').waitFor();
  await dialog.getByLabel('First name').fill('Sara');
  await dialog.getByLabel('Last name').fill('Rahimi');
  await dialog.getByLabel('Gender').selectOption({ label: 'Female' });
  await dialog.getByLabel('Date of birth').fill('1990/02/30');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('alert').waitFor();
  expect(await dialog.getByLabel('Date of birth').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('Date of birth').fill('1990/03/21');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Step 3 of 3').waitFor();

  // A required attribute left empty: Finish is refused under it; Previous keeps what the earlier steps hold.
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await dialog.getByRole('alert').waitFor();
  expect(await dialog.getByLabel('Shirt size *').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByRole('button', { name: 'Previous' }).click();
  expect(await dialog.getByLabel('First name').inputValue()).toBe('Sara');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('Step 3 of 3').waitFor();
  await dialog.getByLabel('Shirt size *').selectOption('Medium');
  await screenshot(page, 'account-lists/profile-en-step3');
  await dialog.getByRole('button', { name: 'Finish' }).click();

  await page.getByRole('status').getByText('Your profile is saved.').waitFor();
  const profile = page.getByTestId('profile');
  for (const text of ['Sara Rahimi', 'acctui.editor@example.com', '+989123456789', 'Female', '1990/03/21', 'Medium'])
    await profile.getByText(text, { exact: true }).waitFor();
  await screenshot(page, 'account-lists/profile-en-saved');
  expect(errors).toEqual([]);
});

test('in Persian the editor takes a Persian date; with the setting off the profile is read only', async () => {
  const { page, errors } = await signedIn(persian);
  await page.goto('/fa/account/profile');
  await hydrated(page);
  await page.getByRole('button', { name: 'ویرایش نمایه' }).click();
  const dialog = page.getByRole('dialog', { name: 'ویرایش نمایه' });
  await dialog.getByText('گام ۱ از ۳').waitFor();
  await screenshot(page, 'account-lists/profile-fa-step1');
  await dialog.getByRole('button', { name: 'بعدی' }).click();
  await dialog.getByText('گام ۲ از ۳').waitFor();
  await dialog.getByLabel('نام', { exact: true }).fill('سارا');
  await dialog.getByLabel('تاریخ تولد').fill('۱۳۶۹/۰۱/۰۱');
  await dialog.getByRole('button', { name: 'بعدی' }).click();
  await dialog.getByText('گام ۳ از ۳').waitFor();
  await dialog.getByLabel('Shirt size *').selectOption('Large');
  await dialog.getByRole('button', { name: 'پایان' }).click();
  await page.getByText('نمایهٔ شما ذخیره شد.').waitFor();
  await page.getByTestId('profile').getByText('۱۳۶۹/۰۱/۰۱').waitFor();
  expect((await admin('GET', `/api/customers/${persian.id}`)).body.dateOfBirth).toBe('1990-03-21');
  await screenshot(page, 'account-lists/profile-fa-saved');

  const [setting] = (await admin('GET', `/api/settings${listQuery({ filter: { name: 'customer.canchangeprofile' } })}`))
    .body;
  await admin('PUT', `/api/settings/${setting.id}`, { value: 'false' });
  try {
    await page.goto('/fa/account/profile');
    await page.getByTestId('profile-readonly').waitFor();
    expect(await page.getByRole('button', { name: 'ویرایش نمایه' }).count()).toBe(0);
    await screenshot(page, 'account-lists/profile-fa-readonly');
  } finally {
    await admin('PUT', `/api/settings/${setting.id}`, { value: 'true' });
  }
  expect(errors).toEqual([]);
});
