import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from '../../backend/src/config.js';
import { flattenMessages } from '../../backend/src/common/i18n.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { ARTIFACTS, launchBrowser, openPage, signInThroughUi, until } from '../support/browser.js';
import { call, signIn } from '../support/http.js';
import { RecordFactory } from '../support/record-factory.js';
import { ADMIN, createCustomer, useServer } from '../support/server.js';

// A list's daily work in a real Chromium against the real server, in English and in Persian: filters from the entity
// file (choices, a date range in the reader's calendar) kept in the address, a saved view picked again, a bulk
// action where the server refuses some records and the screen names each with its reason, and an export download.
const ctx = useServer();
const registry = Registry.fromDirectory(path.join(ROOT_DIR, 'entity-schemas'));
const catalog = (lang: string) =>
  flattenMessages(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8')));
const text = { en: catalog('en'), fa: catalog('fa') };
let browser: Browser;
/** March 2024's payments: made by a second administrator (paid, paid, unpaid), and one paid made by the admin. */
const march: Record<'paid1' | 'paid2' | 'unpaid' | 'own', number> = { paid1: 0, paid2: 0, unpaid: 0, own: 0 };
const MARCH = { paymentDate_gte: '2024-03-01', paymentDate_lte: '2024-03-31' };

beforeAll(async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'list.second' }, 'second-pass', ['administrators']);
  const second = await signIn(ctx.server.url, 'list.second', 'second-pass');
  const make = async (token: string, paymentDate: string, paid: boolean) => {
    const p = await new RecordFactory(registry, ctx.server.url, token).create('Payment', {
      amount: '42.50',
      paymentDate,
    });
    if (paid) await call(ctx.server.url, 'POST', `/api/payments/${p.id}/actions/markPaid`, { token, body: {} });
    return p.id as number;
  };
  march.paid1 = await make(second, '2024-03-01', true);
  march.paid2 = await make(second, '2024-03-12', true);
  march.unpaid = await make(second, '2024-03-20', false);
  march.own = await make(ctx.token, '2024-03-31', true);
  // Paid too, but either side of March: outside the range filtered on.
  await make(second, '2024-02-29', true);
  await make(second, '2024-04-01', true);
  browser = await launchBrowser();
}, 120_000);
afterAll(() => browser?.close());

const LIST = 'Payments/Payment/Payment/List';
const rows = (page: Page) => page.getByTestId('list-table').locator('tbody tr');
// Ids are written in the page's digits (Persian in fa).
const latin = (text: string) => text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
const ids = async (page: Page) =>
  (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => Number(latin(t))).sort();
/** The ids the server lists for a filter, as the screen should show them (sorted). */
const listed = async (filter: object) =>
  (
    (
      await call(
        ctx.server.url,
        'GET',
        `/api/payments?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        {
          token: ctx.token,
        },
      )
    ).body as { id: number }[]
  )
    .map((p) => p.id)
    .sort();

/** A screenshot kept as a test artifact, taken once transitions have ended (dialogs fade in). */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Closes the open filter editor (a popover), as a click beside it does. */
async function closePopover(page: Page): Promise<void> {
  await page.locator('.MuiPopover-root .MuiBackdrop-root').click({ position: { x: 2, y: 2 } });
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

/** A refusal as the report lists it: the record, then the reason. */
const refusalText = async (page: Page) => (await page.getByTestId('bulk-refused').innerText()).replace(/\n+/g, '\n');

/** Filters the list by status "Completed" and March 2024, typed in the reader's calendar. */
async function filterMarchPaid(page: Page, lang: 'en' | 'fa', [from, to]: [string, string]): Promise<void> {
  await page.getByTestId('filter-status').click();
  await page.getByRole('checkbox', { name: text[lang].get('enums.status.3') }).click();
  await closePopover(page);
  await page.getByTestId('filter-paymentDate').click();
  await page.locator('input[data-end="0"]').fill(from);
  await page.locator('input[data-end="1"]').fill(to);
  await page.locator('input[data-end="1"]').press('Enter');
}

async function signedIn(lang: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
  await page.goto(`/${lang}/dashboard/${LIST}`);
  await rows(page).first().waitFor();
  return { page, errors };
}

test('en: filter by status and dates, save the view and pick it again, bulk approve with refusals, export', async () => {
  const { page, errors } = await signedIn('en');
  await filterMarchPaid(page, 'en', ['2024/03/01', '2024/03/31']);
  const paidInMarch = [march.paid1, march.paid2, march.own].sort();
  expect(await listed({ status: [3], ...MARCH })).toEqual(paidInMarch);
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === paidInMarch.join(),
    ),
  ).toEqual(paidInMarch);
  // The filter is in the address: shareable, and the back button steps through it.
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter).toEqual({ status: [3], paymentDate_gte: '2024-03-01', paymentDate_lte: '2024-03-31' });
  expect(await page.getByTestId('filter-paymentDate').innerText()).toBe('Due date: 2024/03/01 – 2024/03/31');
  await page.getByTestId('filter-status').click();
  await shot(page, 'list-filters-en-desktop');
  await closePopover(page);

  // Save the view, clear the filter, reload, and pick the view again.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: 'Save this view…' }).click();
  await page.getByLabel('Name of the view').fill('Paid in March');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('View saved: Paid in March').waitFor();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await until(
    () => rows(page).count(),
    (n) => n > 3,
  );
  await page.reload();
  await rows(page).first().waitFor();
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByTestId('saved-views').locator('[data-view="Paid in March"]').click();
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === paidInMarch.join(),
    ),
  ).toEqual(paidInMarch);
  expect(await page.getByTestId('filter-status').innerText()).toBe('Status: Completed');
  // Back goes to the list as it was before the view was picked, forward brings the view back.
  await page.goBack();
  await until(
    () => rows(page).count(),
    (n) => n > 3,
  );
  expect(new URL(page.url()).searchParams.get('filter') ?? '{}').toBe('{}');
  await page.goForward();
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === paidInMarch.join(),
    ),
  ).toEqual(paidInMarch);

  // Approve every row of the page: the server approves two and refuses the one the admin made (a seconder is needed).
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page.getByTestId('bulk-count').getByText('3 selected').waitFor();
  await shot(page, 'list-bulk-bar-en-desktop');
  await page.getByTestId('bulk-bar').locator('[data-bulk="approve"]').click();
  await page.getByRole('dialog').getByText('Run “Approve” on 3 records? This cannot be undone.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  const report = page.getByTestId('bulk-report');
  await report.waitFor();
  expect(await report.getByTestId('bulk-done').innerText()).toBe('Done: 2');
  expect(await refusalText(page)).toBe(`Record #${march.own}\n${text.en.get('common.error.seconderrequired')}`);
  await shot(page, 'list-bulk-report-en-desktop');
  await report.getByRole('button', { name: 'Close' }).click();
  for (const id of [march.paid1, march.paid2])
    expect((await call(ctx.server.url, 'GET', `/api/payments/${id}`, { token: ctx.token })).body.isApproved).toBe(true);

  // Export everything the filter matches as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'Export' })
      .first()
      .click()
      .then(() => page.locator('[data-format="csv"]').click()),
  ]);
  const stillPaid = await listed({ status: [3], ...MARCH });
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('ID,Customer,Amount,Currency,Payment type,Status,Paid,Approved');
  expect(
    csv
      .slice(1)
      .map((line) => Number(line.split(',')[0]))
      .sort(),
  ).toEqual(stillPaid);
  expect(errors).toEqual([]);
}, 120_000);

test('fa: a date range in the Persian calendar, the saved view, a bulk action refused with Persian reasons', async () => {
  const { page, errors } = await signedIn('fa');
  await page.getByRole('button', { name: text.fa.get('dashboard.list.views') }).click();
  await page.getByTestId('saved-views').locator('[data-view="Paid in March"]').click();
  // The view holds the filter, not the rows: those paid in March and not yet approved.
  const paidInMarch = await listed({ status: [3], ...MARCH });
  expect(paidInMarch.length).toBeGreaterThan(0);
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === paidInMarch.join(),
    ),
  ).toEqual(paidInMarch);
  await page.getByRole('button', { name: text.fa.get('dashboard.table.clearfilter') }).click();
  await page.getByTestId('filter-status').and(page.locator('.MuiChip-outlined')).waitFor();
  // Esfand 11, 1402 to Farvardin 12, 1403 is March 1 to 31, 2024; Persian digits are read as well.
  await filterMarchPaid(page, 'fa', ['1402/12/11', '۱۴۰۳/۰۱/۱۲']);
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === paidInMarch.join(),
    ),
  ).toEqual(paidInMarch);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toMatchObject(MARCH);
  expect(await page.getByTestId('filter-paymentDate').innerText()).toContain('۱۴۰۲/۱۲/۱۱ – ۱۴۰۳/۰۱/۱۲');
  await page.getByTestId('filter-paymentDate').click();
  await shot(page, 'list-filters-fa-desktop');
  await closePopover(page);
  // On a phone the menu is a drawer over the page, open as the desktop's sidebar was left: it is closed first.
  await page.getByRole('button', { name: text.fa.get('ra.action.close_menu') }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('filter-paymentDate').click();
  await shot(page, 'list-filters-fa-phone');
  await closePopover(page);

  // Mark paid on the whole month: only the unpaid one is done, the paid ones are refused in Persian.
  await page.getByTestId('filter-status').locator('.MuiChip-deleteIcon').click();
  const inMarch = await listed(MARCH);
  expect(
    await until(
      () => ids(page),
      (v) => v.join() === inMarch.join(),
    ),
  ).toEqual(inMarch);
  await page.getByRole('checkbox', { name: text.fa.get('dashboard.list.selectpage') }).check();
  await page.getByTestId('bulk-bar').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'list-bulk-bar-fa-phone');
  await page.getByTestId('bulk-bar').locator('[data-bulk="markPaid"]').click();
  const report = page.getByTestId('bulk-report');
  await report.waitFor();
  expect(await report.getByTestId('bulk-done').innerText()).toBe(
    text.fa.get('dashboard.list.done')!.replace('%{smart_count}', '1'),
  );
  expect(await report.getByTestId('bulk-refused').locator('li').count()).toBe(inMarch.length - 1);
  expect(await report.getByTestId('bulk-refused').innerText()).toContain(text.fa.get('payment.error.alreadypaid')!);
  await shot(page, 'list-bulk-report-fa-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'list-bulk-report-fa-desktop');
  expect((await call(ctx.server.url, 'GET', `/api/payments/${march.unpaid}`, { token: ctx.token })).body.isPaid).toBe(
    true,
  );
  expect(errors).toEqual([]);
}, 120_000);
