import type { Browser, Page } from 'playwright-core';
import { acceptCspRefusals, launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';

// The generic form's field types (spec 3 §3–§5) on real entity screens, in a real Chromium against the real server:
// what the reader sees while filling a form, and what the server stores after saving it.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });
const one = async (resource: string, filter: object) =>
  (await api('GET', `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body[0];

async function adminPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  // Map tiles come from the internet; here, as offline, they never load.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
  return { page, errors };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const choices = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: label }).click();
  // A relation's choices come from the server once it opens.
  await page.getByRole('option').first().waitFor();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
};
const pick = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('a field shown only while a condition holds; a hidden one is saved empty; several records picked from a table', async () => {
  const coin = async (symbol: string) => (await one('coins', { symbol })).id;
  const [btc, eth] = [await coin('BTC'), await coin('ETH')];
  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/Payments/PaymentType/Create');
  await page.locator('#root_name_en').fill('Crypto wallet');
  const coins = page.locator('[data-selectable="root_availableCoins"]');
  await coins.getByRole('checkbox', { name: 'BTC' }).check();
  await coins.getByRole('row', { name: 'ETH' }).click();
  await coins.getByTestId('chosen').getByText('ETH').waitFor();

  // "Available currencies" shows only while "All currencies" is off; what was picked stays while the form is open.
  await page.locator('#root_allCoin').check();
  await coins.waitFor({ state: 'detached' });
  await page.locator('#root_allCoin').uncheck();
  const chips = coins.getByTestId('chosen').locator('.MuiChip-label');
  expect(
    await until(
      () => chips.allInnerTexts(),
      (c) => c.length === 2,
    ),
  ).toEqual(['BTC', 'ETH']);
  // Amounts keep to their bounds in the browser too, with the translated message.
  await page.locator('#root_feeAmount').fill('-5');
  await save(page);
  await page.getByText('Must be at least 0.').waitFor();
  await page.locator('#root_feeAmount').fill('2.5');
  await screenshot(page, 'form-showif-table');
  await save(page);
  await page.waitForURL(/\/Payments\/PaymentType\/List$/);
  const created = await one('payment-types', { name: 'Crypto wallet' });
  expect(created).toMatchObject({ allCoin: false, availableCoins: `${btc},${eth}` });

  // Switched to all currencies, the list it hides is not kept.
  await page.goto(`/en/dashboard/Payments/PaymentType/Update/${created.id}`);
  await page.locator('#root_allCoin').check();
  await coins.waitFor({ state: 'detached' });
  await save(page);
  await page.waitForURL(/\/Payments\/PaymentType\/List$/);
  expect((await api('GET', `/api/payment-types/${created.id}`)).body).toMatchObject({
    allCoin: true,
    availableCoins: null,
  });
  expect(errors).toEqual([]);
});

test('a create-only field is left out when editing; a danger switch asks before turning on', async () => {
  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/Customers/Role/Create');
  await page.locator('#root_name').fill('Wholesale buyers');
  await page.locator('#root_systemName').fill('wholesale');
  const taxExempt = page.locator('#root_taxExempt');
  const dialog = page.getByRole('dialog');

  await taxExempt.click();
  await dialog.getByText('Turn on “Tax exempt”?').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await taxExempt.isChecked()).toBe(false);
  await taxExempt.click();
  await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
  await screenshot(page, 'form-danger-toggle');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await until(() => taxExempt.isChecked(), Boolean);
  // Turning it off again does not ask.
  await page.locator('#root_freeShipping').click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.locator('#root_freeShipping').click();
  expect(await dialog.count()).toBe(0);
  expect(await page.locator('#root_freeShipping').isChecked()).toBe(false);
  await save(page);
  await page.waitForURL(/\/Customers\/Role\/List$/);
  const role = await one('customer-roles', { systemName: 'wholesale' });
  expect(role).toMatchObject({ name: 'Wholesale buyers', taxExempt: true, freeShipping: false });

  await page.goto(`/en/dashboard/Customers/Role/Update/${role.id}`);
  await page.locator('#root_name').fill('Wholesale partners');
  expect(await page.locator('#root_systemName').count()).toBe(0);
  await save(page);
  await page.waitForURL(/\/Customers\/Role\/List$/);
  expect((await api('GET', `/api/customer-roles/${role.id}`)).body).toMatchObject({
    name: 'Wholesale partners',
    systemName: 'wholesale',
  });
  expect(errors).toEqual([]);
});

test('an address: provinces by country and cities by province, a phone stored in international form, a point on the map', async () => {
  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/Customers/Customer/Address/Create');
  await page.getByRole('combobox', { name: 'Customer' }).fill(ADMIN.username);
  await page.getByRole('option', { name: `Saray Administrator (${ADMIN.username})`, exact: true }).click();
  await page.locator('#root_addressDetail').fill('Golestan St. 12');

  // The province waits for a country, then offers only that country's provinces; the city follows the province.
  await page.getByText('Choose Country first.').waitFor();
  await pick(page, 'Country', 'Iran');
  // In the provinces' own list order (x-list.sort: displayOrder).
  expect(await choices(page, 'Province')).toEqual(['Tehran', 'East Azerbaijan']);
  await pick(page, 'Province', 'East Azerbaijan');
  expect(await choices(page, 'City')).toEqual(['Tabriz']);
  await pick(page, 'City', 'Tabriz');
  // Another country clears the province and the city chosen for the first one.
  await pick(page, 'Country', 'Türkiye');
  await page.getByText('Choose Province first.').waitFor();
  expect(await choices(page, 'Province')).toEqual(['Istanbul']);
  await pick(page, 'Province', 'Istanbul');
  await pick(page, 'City', 'Istanbul');

  // A phone is typed as a person knows it; the server keeps its international form, or says why it is no number.
  const phone = page.locator('#root_phoneNumber');
  expect(await phone.evaluate((e) => ['type', 'dir', 'autocomplete'].map((a) => e.getAttribute(a)))).toEqual([
    'tel',
    'ltr',
    'tel',
  ]);
  await phone.fill('0912 345 6789');
  await page.locator('#root_faxNumber').fill('۵۵۵۹۸۷');
  await save(page);
  await page
    .getByText('This is not a valid phone number: enter it in international form, such as +98 912 345 6789.')
    .waitFor();
  await page.locator('#root_faxNumber').fill('۰۲۱ ۸۸۸۸ ۷۷۷۷');

  // A click on the map places the point (above and left of the centre: north and west of it); typing moves it.
  const map = page.locator('[data-location="root_location"] [data-map]');
  await map.waitFor();
  const latitude = page.locator('#root_location_latitude');
  const longitude = page.locator('#root_location_longitude');
  await map.click({ position: { x: 100, y: 100 } });
  const clicked = await until(
    async () => [Number(await latitude.inputValue()), Number(await longitude.inputValue())],
    ([lat]) => lat !== 0,
  );
  expect(clicked[0]).toBeGreaterThan(38.0766);
  expect(clicked[1]).toBeLessThan(46.2975);
  await page.locator('[data-location="root_location"] path.leaflet-interactive').waitFor();
  await screenshot(page, 'form-address');
  await save(page);
  await page.waitForURL(/\/Customers\/Customer\/Address\/List$/);
  const address = await one('customer-addresses', { addressDetail: 'Golestan St. 12' });
  expect(address).toMatchObject({ phoneNumber: '+989123456789', faxNumber: '+982188887777' });
  expect(JSON.parse(address.location)).toEqual({ latitude: clicked[0], longitude: clicked[1] });
  const istanbul = await one('cities', { name: 'Istanbul' });
  expect(address.cityId).toBe(istanbul.id);

  await page.goto(`/en/dashboard/Customers/Customer/Address/Update/${address.id}`);
  expect(await page.locator('#root_phoneNumber').inputValue()).toBe('+989123456789');
  await latitude.fill('41.0082');
  await longitude.fill('28.9784');
  await save(page);
  await page.waitForURL(/\/Customers\/Customer\/Address\/List$/);
  const moved = (await api('GET', `/api/customer-addresses/${address.id}`)).body;
  expect(JSON.parse(moved.location)).toEqual({ latitude: 41.0082, longitude: 28.9784 });
  expect(errors).toEqual([]);
});

test('a category: its parent found in the tree by searching for a child; pasted rich text saved without a script', async () => {
  const phones = await one('categories', { name: 'Phones' });
  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/CMS/Category/Create/Product');
  await page.locator('#root_name_en').fill('Phone cases');

  // The search starts after three characters and shows the child under its parent, indented.
  const parent = page.getByRole('combobox', { name: 'Parent category' });
  await parent.fill('Pho');
  await page.getByText('Type at least 4 characters to search.').waitFor();
  await parent.fill('Phon');
  const found = page.getByRole('option');
  await page.getByRole('option', { name: 'Phones' }).waitFor();
  expect(await found.allInnerTexts()).toEqual(['Electronics', 'Phones']);
  expect(await found.evaluateAll((options) => options.map((o) => o.getAttribute('data-depth')))).toEqual(['0', '1']);
  await page.getByRole('option', { name: 'Phones' }).click();
  expect(
    await until(
      () => parent.inputValue(),
      (v) => v === 'Phones',
    ),
  ).toBe('Phones');

  // Pasted from a web page: the formatting stays, the script and the event handler do not.
  const editor = page.locator('[data-richtext="root_description_en"] .tiptap');
  await editor.click();
  await editor.pressSequentially('Cases for every phone. ');
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Made of <b>leather</b></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await editor.getByText('leather').waitFor();
  await page.locator('[data-richtext="root_description_en"]').getByRole('button', { name: 'Bold' }).waitFor();
  await screenshot(page, 'form-tree-richtext');
  await save(page);
  await page.waitForURL(/\/CMS\/Category\/List\/Product$/);
  const saved = await one('categories', { name: 'Phone cases' });
  expect(saved.parentCategoryId).toBe(phones.id);
  expect(saved.description).toContain('Cases for every phone.');
  expect(saved.description).toContain('<strong>leather</strong>');
  expect(saved.description).not.toMatch(/script|onerror|pwned/);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  // The pasted image's handler may reach the page before the editor drops it: the content policy refuses to run it.
  acceptCspRefusals(errors, /inline event handler/);
  expect(errors).toEqual([]);
});
