import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, createCustomer, useServer } from '../support/server.js';

// A relation is picked by typing a few letters of the record's title, and the list shows that title in its cell,
// brought by the list's own request: never one request per row.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const people = [
    ['sara.rahimi', 'Sara', 'Rahimi'],
    ['reza.rahmani', 'Reza', 'Rahmani'],
    ['sarah.brown', 'Sarah', 'Brown'],
    ['zahra.karimi', 'زهرا', 'کریمی'],
  ];
  for (const [username, firstName, lastName] of people)
    await createCustomer(ctx.server, ctx.token, { username, firstName, lastName }, 'lookup-pass-1');
  await call(ctx.server.url, 'POST', '/api/payment-types', {
    token: ctx.token,
    body: { name: 'Bank transfer', paymentMethod: 1, allCoin: true },
  });
});
afterAll(() => browser?.close());

const SAVE = { en: 'Save', fa: 'ذخیره' };

/** Opens a relation input by its field and types into it. */
async function type(page: Page, field: string, text: string): Promise<void> {
  const input = page.locator(`#root_${field}`);
  await input.click();
  await input.pressSequentially(text);
}

/** The choices shown, once they are these (opening shows the first records; the search's answer replaces them). */
const choicesBecome = (page: Page, expected: string[]) =>
  until(
    async () => (await page.getByRole('option').allInnerTexts()).sort(),
    (names) => JSON.stringify(names) === JSON.stringify([...expected].sort()),
  );

async function pick(page: Page, field: string, text: string, option: string): Promise<void> {
  await type(page, field, text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.each(['en', 'fa'] as const)(
  '%s: a customer picked by three letters of their name shows by title in the list',
  async (lang) => {
    const { page, errors } = await openPage(browser, ctx.server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughUi(page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
    await page.goto(`/${lang}/dashboard/Payments/Payment/Payment/Create`);
    const amount = lang === 'en' ? '1250' : '1251';
    await page.locator('#root_amount').fill(amount);
    await pick(page, 'coinId', 'IRR', 'IRR');
    // "rah" is in Rahimi, Rahmani and Sarah: the choices narrow to them as the server answers.
    await type(page, 'customerId', 'rah');
    const matches = [
      'Sara Rahimi (sara.rahimi)',
      'Ava Rahimi (planet.ava)',
      'Reza Rahmani (reza.rahmani)',
      'Sarah Brown (sarah.brown)',
    ];
    expect(await choicesBecome(page, matches)).toEqual([...matches].sort());
    await screenshot(page, `lookup-open-${lang}-desktop`);
    await page.getByRole('option', { name: 'Sara Rahimi (sara.rahimi)', exact: true }).click();
    expect(await page.locator('#root_customerId').inputValue()).toBe('Sara Rahimi (sara.rahimi)');
    await pick(page, 'paymentTypeId', 'ban', 'Bank transfer');

    // The list after saving: one request for the page, with the titles of its relation columns, none per row.
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.getByRole('button', { name: SAVE[lang], exact: true }).click();
    await page.waitForURL(/\/Payments\/Payment\/Payment\/List$/);
    // Newest first: the payment just saved (in fa, the one saved in en below it).
    await page.getByRole('cell', { name: 'Sara Rahimi (sara.rahimi)', exact: true }).first().waitFor();
    const rows = lang === 'en' ? 1 : 2;
    expect(await page.getByRole('cell', { name: 'Sara Rahimi (sara.rahimi)', exact: true }).count()).toBe(rows);
    await page.getByRole('cell', { name: 'Bank transfer', exact: true }).first().waitFor();
    await screenshot(page, `lookup-list-${lang}`);
    const api = requests
      .filter((r) => r.method() === 'GET')
      .map((r) => new URL(r.url()))
      .filter((u) => u.pathname.startsWith('/api/'));
    const lists = api.filter((u) => u.pathname === '/api/payments');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists)
      expect(JSON.parse(list.searchParams.get('titles')!)).toEqual(['customerId', 'coinId', 'paymentTypeId']);
    expect(api.filter((u) => /^\/api\/(customers|coins|payment-types)/.test(u.pathname))).toEqual([]);

    const saved = await call(ctx.server.url, 'GET', `/api/payments${listQuery({ filter: { amount } })}`, {
      token: ctx.token,
    });
    expect(saved.body).toEqual([expect.objectContaining({ customerId: expect.any(Number) })]);

    // On a phone the choices open over the form, right to left in fa.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/dashboard/Payments/Payment/Payment/Create`);
    await type(page, 'customerId', lang === 'en' ? 'sara' : 'زهرا');
    const found =
      lang === 'en'
        ? [
            'Sara Rahimi (sara.rahimi)',
            'Sara Ahmadi (sara.ahmadi)',
            'Sarah Brown (sarah.brown)',
            'Saray Administrator (testadmin)',
          ]
        : ['زهرا کریمی (zahra.karimi)'];
    expect(await choicesBecome(page, found)).toEqual([...found].sort());
    await screenshot(page, `lookup-open-${lang}-phone`);
    expect(errors).toEqual([]);
  },
);
