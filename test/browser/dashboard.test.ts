import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { dismissNotice, launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, signIn } from '../support/http.js';
import { ADMIN, createCustomer, useServer } from '../support/server.js';

// The generated dashboard in a real Chromium, against the real server: what an administrator does with it (what it
// shows a customer is in home.test.ts).
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object, token = ctx.token) =>
  call(ctx.server.url, method, url, { token, body });

async function adminPage(lang = 'en'): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
  return { page, errors };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/**
 * Opens a record from the list by clicking its row. A list that is still refreshing after a save can swallow the
 * click, so it is repeated until the update screen shows.
 */
async function openRow(page: Page, name: string): Promise<void> {
  const screen = page.locator('[data-screen="update"] [data-testid="history"]');
  // The list must be the screen shown: right after a save, the update screen (whose history names the record too)
  // can still be on the page for a moment.
  const table = page.locator('[data-screen="list"]').getByTestId('list-table');
  const cell = table.getByRole('cell', { name, exact: true });
  // When the row is not there, the failure says which page and rows were shown instead.
  const shown = async () => {
    const rows = await table.locator('tbody tr').allInnerTexts();
    return new Error(`no row ${name} in the list at ${page.url()}; rows shown: ${JSON.stringify(rows.slice(0, 30))}`);
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    // A refresh can replace the rows between finding the cell and clicking it, so the cell is looked up again; a
    // slow machine can show the update screen only after the wait below gave up on an earlier click.
    const clicked = attempt > 0;
    await (clicked ? cell.first().or(screen) : cell.first()).waitFor({ timeout: 20_000 }).catch(async () => {
      throw await shown();
    });
    if (clicked && (await screen.isVisible())) return;
    await cell
      .first()
      .click({ timeout: 5000 })
      .catch(() => undefined);
    if (
      await screen.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`the row ${name} did not open`);
}

/** Deletes the open record through its confirmation dialog (opened again if a refresh of the screen closed it). */
async function deleteOpenRecord(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
  const remove = page.locator('[data-screen="update"]').getByRole('button', { name: 'Delete', exact: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    // A click that landed while the screen re-rendered may still have opened the dialog.
    if (!(await page.getByRole('dialog').isVisible())) {
      await dismissNotice(page);
      await remove.click({ timeout: 5000 }).catch(() => undefined);
    }
    if (
      await confirm.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error('the delete confirmation did not take');
}

test('an administrator creates, edits and deletes a country through the generated screens', async () => {
  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/Settings/Country/Create');
  await page.locator('#root_name').fill('Georgia');
  await page.locator('#root_twoLetterIsoCode').fill('GE');
  await page.locator('#root_threeLetterIsoCode').fill('GEO');
  await page.locator('#root_numericIsoCode').fill('268');
  await page.locator('#root_countryCode').fill('+995');
  await page.locator('#root_displayOrder').fill('4');
  await screenshot(page, 'country-create');
  await save(page);
  await page.getByRole('cell', { name: 'Georgia' }).waitFor();
  const created = (await api('GET', '/api/countries?filter={"twoLetterIsoCode":"GE"}')).body[0];
  expect(created).toMatchObject({ name: 'Georgia', numericIsoCode: 268, published: true });

  await openRow(page, 'Georgia');
  await page.waitForURL(new RegExp(`/Settings/Country/Update/${created.id}$`));
  // The browser checks what the server checks, with the translated message.
  await page.locator('#root_name').fill('Ge');
  await save(page);
  await page.getByText('The name must be at least 3 characters.').waitFor();
  await page.locator('#root_name').fill('Sakartvelo');
  await save(page);
  await page.getByRole('cell', { name: 'Sakartvelo' }).waitFor();
  expect((await api('GET', `/api/countries/${created.id}`)).body.name).toBe('Sakartvelo');

  await openRow(page, 'Sakartvelo');
  await deleteOpenRecord(page);
  await page.waitForURL(/\/Settings\/Country\/List$/);
  expect(
    await until(
      async () => (await api('GET', `/api/countries/${created.id}`)).status,
      (s) => s === 404,
    ),
  ).toBe(404);
  await screenshot(page, 'country-deleted');
  expect(errors).toEqual([]);
});

test('a paid payment opens read-only with its reason; a second administrator approves it', async () => {
  const customer = (await api('GET', '/api/customers?range=[0,0]')).body[0];
  const coin = (await api('GET', '/api/coins?range=[0,0]')).body[0];
  const type = (await api('POST', '/api/payment-types', { name: 'Card', paymentMethod: 1, allCoin: true })).body;
  const payment = (
    await api('POST', '/api/payments', {
      customerId: customer.id,
      coinId: coin.id,
      paymentTypeId: type.id,
      amount: '1250000.50',
    })
  ).body;
  await api('POST', `/api/payments/${payment.id}/actions/markPaid`);

  const { page } = await adminPage();
  await page.goto(`/en/dashboard/Payments/Payment/Payment/Update/${payment.id}`);
  await page.getByTestId('locked').getByText('This payment is already paid and can no longer be changed.').waitFor();
  expect(await page.locator('#root_description').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  // The creator may not second their own payment: the server leaves approve out of _allowed, the button mirrors it.
  expect(await page.locator('[data-action="approve"]').isDisabled()).toBe(true);
  await screenshot(page, 'payment-locked');

  await createCustomer(ctx.server, ctx.token, { username: 'second.admin' }, 'second-pass-1', ['administrators']);
  const { page: second } = await openPage(browser, ctx.server.url);
  await signInThroughUi(second, 'second.admin', 'second-pass-1', '/en/dashboard');
  await second.goto(`/en/dashboard/Payments/Payment/Update/${payment.id}`);
  await second.locator('[data-action="approve"]').click();
  await second.getByRole('button', { name: 'Confirm' }).click();
  await second.getByTestId('locked').getByText('This payment is approved and can no longer be changed.').waitFor();
  await second.getByTestId('history').getByText('second.admin').waitFor();
  await screenshot(second, 'payment-approved');
  const approved = (await api('GET', `/api/payments/${payment.id}`)).body;
  expect(approved).toMatchObject({ isApproved: true, isPaid: true });
});

test('in Persian the whole layout is right to left and dates are in the Persian calendar', async () => {
  await api('POST', '/api/years', { name: 'سال ۱۴۰۴', startDate: '2025-03-21', endDate: '2026-03-20' });
  const { page, errors } = await adminPage();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'فارسی' }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  await page.goto('/fa/dashboard/Accountings/Year/List');
  await page.getByRole('cell', { name: '۱۴۰۴/۰۱/۰۱' }).waitFor();
  await page.getByRole('cell', { name: '۱۴۰۴/۱۲/۲۹' }).waitFor();
  const menu = await page.locator('.RaMenu-open').boundingBox();
  expect(menu!.x).toBeGreaterThan(1366 / 2);
  expect(await page.evaluate(() => document.cookie)).toContain('locale=persian_fa');
  await screenshot(page, 'years-fa-rtl');
  expect(errors).toEqual([]);
});

test('route search filters the menu from 3 characters', async () => {
  const { page } = await adminPage();
  const links = page.locator('.RaMenu-open a');
  const all = await links.count();
  await page.getByRole('textbox', { name: 'Search pages' }).fill('Co');
  expect(await links.count()).toBe(all);
  await page.getByRole('textbox', { name: 'Search pages' }).fill('Coin');
  expect(
    await until(
      () => links.allInnerTexts(),
      (t) => t.length < all,
    ),
  ).toEqual(['Dashboard', 'Coins', 'Coin contracts']);
});

test('an administrator makes a product’s second picture its main one, in en and in fa', async () => {
  const [product] = (await api('GET', '/api/products?filter={"sku":"CP-3002"}')).body;
  // One sign-in for both languages: every sign-in counts against the account's limit.
  const { page, errors } = await adminPage();
  for (const [lang, moveEarlier, main, saveLabel] of [
    ['en', 'Move {name} earlier', 'Main picture', 'Save'],
    ['fa', '{name} یک جا جلوتر', 'تصویر اصلی', 'ذخیره'],
  ]) {
    const before: string = (await api('GET', `/api/products/${product.id}`)).body.pictures;
    const pictures = before.split(',');
    expect(pictures).toHaveLength(3);
    await page.goto(`/${lang}/dashboard/Catalog/Product/Update/${product.id}`);
    const files = page.locator('[data-upload="root_pictures"] [data-file]');
    await until(
      () => files.count(),
      (n) => n === 3,
    );
    expect(await page.getByTestId('main-file').count()).toBe(1);
    await page.getByRole('button', { name: moveEarlier.replace('{name}', pictures[1]), exact: true }).click();
    const order = () => files.evaluateAll((list) => list.map((f) => f.getAttribute('data-file')));
    expect(await until(order, (o) => o[0] === pictures[1])).toEqual([pictures[1], pictures[0], pictures[2]]);
    expect(await files.first().getByTestId('main-file').textContent()).toBe(main);
    await screenshot(page, `product-pictures-order-${lang}`);
    await page.getByRole('button', { name: saveLabel, exact: true }).click();
    const stored = async () => (await api('GET', `/api/products/${product.id}`)).body.pictures;
    expect(await until(stored, (p) => p !== before)).toBe([pictures[1], pictures[0], pictures[2]].join(','));
    // The shop shows the new first picture as the product's main one.
    const html = await (await fetch(`${ctx.server.url}/en/p/${product.guid}`)).text();
    const gallery = /<div class="product-gallery"[\s\S]*?<img[^>]*src="([^"]+)"/.exec(html)!;
    expect(gallery[1]).toContain(pictures[1]);
  }
  // Put back as it was, for the other tests of this file.
  expect((await api('PUT', `/api/products/${product.id}`, { pictures: product.pictures })).status).toBe(200);
  expect(errors).toEqual([]);
});

test('a product (category, price, picture, attribute values) and a payment: created, edited and deleted in the UI', async () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const type = (await api('POST', '/api/product-types', { name: 'Shoes', kind: 1, entityName: 'Product' })).body;
  const category = (await api('POST', '/api/categories', { name: 'Footwear', entityName: 'Product' })).body;
  const colour = (
    await api('POST', '/api/attributes', { name: 'Colour', entityName: 'Product', attributeControlTypeId: 11 })
  ).body;
  for (const name of ['Red', 'Blue']) {
    expect((await api('POST', '/api/attribute-values', { attributeId: colour.id, name })).status).toBe(201);
  }
  const sizes = (
    await api('POST', '/api/attributes', { name: 'Sizes', entityName: 'Product', attributeControlTypeId: 21 })
  ).body;
  for (const name of ['EU 41', 'EU 42', 'EU 43']) {
    expect((await api('POST', '/api/attribute-values', { attributeId: sizes.id, name })).status).toBe(201);
  }

  const { page, errors } = await adminPage();
  await page.goto('/en/dashboard/Catalog/Product/Create');
  await page.locator('#root_name_en').fill('Trail runner');
  await page.locator('#root_price').fill('2450000.75');
  await page.getByText('2,450,000.75').waitFor();
  const pick = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('Base coin', 'IRR');
  await pick('Product type', 'Shoes');
  await pick('Category', 'Footwear');
  await page.locator('input#root_pictures').setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-upload="root_pictures"] img').waitFor();
  await screenshot(page, 'product-create');
  await save(page);
  await page.getByRole('cell', { name: 'Trail runner' }).waitFor();

  const product = (await api('GET', '/api/products?filter={"name":"Trail runner"}')).body[0];
  expect(product).toMatchObject({ price: '2450000.75', productTypeId: type.id, categoryId: category.id });
  const picture = await fetch(`${ctx.server.url}/api/CMS/Image/Images/${product.pictures}`);
  expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);

  await openRow(page, 'Trail runner');
  const attributes = page.getByTestId('attributes');
  await attributes.getByRole('combobox', { name: 'Colour' }).click();
  await page.getByRole('option', { name: 'Blue', exact: true }).click();
  await attributes.getByRole('checkbox', { name: 'EU 41' }).check();
  await attributes.getByRole('checkbox', { name: 'EU 43' }).check();
  await attributes.getByRole('button', { name: 'Save attributes' }).click();
  const mapped = async () =>
    (
      await api(
        'GET',
        `/api/attribute-mappings?filter=${JSON.stringify({ entityName: 'Product', entityId: product.id })}`,
      )
    ).body
      .map((m: any) => [m.attributeId, m.value])
      .sort((a: number[], b: number[]) => a[0] - b[0]);
  expect(await until(mapped, (m) => m.length === 2)).toEqual([
    [colour.id, 'Blue'],
    [sizes.id, '|EU 41|EU 43|'],
  ]);
  await screenshot(page, 'product-attributes');

  // Editing the product's price, then deleting it.
  await page.locator('#root_price').fill('2390000');
  await save(page);
  await page.waitForURL(/\/Catalog\/Product\/List$/);
  expect((await api('GET', `/api/products/${product.id}`)).body.price).toBe('2390000');
  await openRow(page, 'Trail runner');
  await deleteOpenRecord(page);
  expect(
    await until(
      async () => (await api('GET', `/api/products/${product.id}`)).status,
      (s) => s === 404,
    ),
  ).toBe(404);

  // A payment through the generic form: relation choices, an exact amount, the server's defaults.
  await api('POST', '/api/payment-types', { name: 'Bank transfer', paymentMethod: 1, allCoin: true });
  await page.goto('/en/dashboard/Payments/Payment/Receipt/Create');
  await page.locator('#root_amount').fill('150000');
  await pick('Currency', 'IRR');
  await page.getByRole('combobox', { name: 'Customer' }).fill(ADMIN.username);
  await page.getByRole('option', { name: `Saray Administrator (${ADMIN.username})`, exact: true }).click();
  await pick('Payment type', 'Bank transfer');
  await save(page);
  await page.waitForURL(/\/Payments\/Payment\/Receipt\/List$/);
  const receipts = (await api('GET', '/api/payments?filter={"isReceipt":true}')).body;
  expect(receipts).toEqual([expect.objectContaining({ amount: '150000', isReceipt: true, isPaid: false })]);
  // The page title is the store's name and the screen's title.
  const title = () => page.evaluate(() => document.title);
  expect(await until(title, (t) => t === 'main - Payments')).toBe('main - Payments');

  // The amount in its coin: IRR has no decimals.
  await openRow(page, '150,000\u00a0IRR');
  await page.locator('#root_description').fill('Deposit for order 7');
  await save(page);
  await page.waitForURL(/\/Payments\/Payment\/Receipt\/List$/);
  expect((await api('GET', `/api/payments/${receipts[0].id}`)).body.description).toBe('Deposit for order 7');
  await openRow(page, '150,000\u00a0IRR');
  await deleteOpenRecord(page);
  expect(
    await until(
      async () => (await api('GET', `/api/payments/${receipts[0].id}`)).status,
      (s) => s === 404,
    ),
  ).toBe(404);
  expect(errors).toEqual([]);
});

test('a session ended on another device returns to sign-in with the Authorization notice, kept 9 seconds', async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'ended.admin' }, 'ended-pass-1', ['administrators']);
  const { page } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, 'ended.admin', 'ended-pass-1', '/en/dashboard');
  const elsewhere = await signIn(ctx.server.url, 'ended.admin', 'ended-pass-1');
  expect((await api('POST', '/api/Authentication/signout', { allDevices: true }, elsewhere)).status).toBe(200);
  await page.goto('/en/dashboard/Settings/Country/List');
  const notice = page.getByText('Authorization', { exact: true });
  await notice.waitFor();
  await page.locator('input[name="password"]').waitFor();
  // Ordinary notices go after 5 seconds; this one stays longer.
  await page.waitForTimeout(6000);
  expect(await notice.isVisible()).toBe(true);
  await screenshot(page, 'session-ended');
});

test('dates are typed and shown in the Persian calendar in fa, YYYY/MM/DD, and stored as ISO dates', async () => {
  const { page, errors } = await adminPage('fa');
  await page.goto('/fa/dashboard/Accountings/Year/Create');
  await page.locator('#root_name').fill('سال ۱۴۰۵');
  await page.locator('#root_startDate').fill('1405/01/01');
  // Half a date (its day not typed yet): the form refuses it before anything is sent.
  await page.locator('#root_endDate').click();
  await page.keyboard.type('140512');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await page.locator('#root_endDate[aria-invalid="true"]').waitFor();
  await page.locator('#root_endDate').fill('1405/12/29');
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await page.waitForURL(/\/Accountings\/Year\/List$/);
  const year = (await api('GET', '/api/years?filter={"name":"سال ۱۴۰۵"}')).body[0];
  expect(year).toMatchObject({ startDate: '2026-03-21', endDate: '2027-03-20' });
  await openRow(page, 'سال ۱۴۰۵');
  // The field's parts are wrapped in direction marks in a right-to-left page.
  expect((await page.locator('#root_startDate').inputValue()).replace(/[\u2066-\u2069]/g, '')).toBe('1405/01/01');
  await screenshot(page, 'year-persian-dates');
  expect(errors).toEqual([]);
});

test('the storage bar shows how full the storage is: yellow from 70 %, red from 90 %', async () => {
  const form = new FormData();
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  form.append('file', new Blob([new Uint8Array(Buffer.from(png, 'base64'))]), 'pixel.png');
  await fetch(`${ctx.server.url}/api/CMS/UploadFile?directory=Images`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  const { used } = (await api('GET', '/api/CMS/StorageUsage')).body;
  const store = (await api('GET', '/api/stores?filter={"name":"main"}')).body[0];
  const capacity = (
    await api('POST', '/api/settings', { name: 'storage.capacity', value: String(used * 1000), storeId: store.id })
  ).body;

  const { page } = await adminPage();
  const bar = page.getByTestId('storage');
  await bar.waitFor();
  expect(await bar.getAttribute('data-level')).toBe('primary');
  for (const [share, level] of [
    [0.75, 'warning'],
    [0.95, 'error'],
  ] as const) {
    await api('PUT', `/api/settings/${capacity.id}`, { value: String(Math.ceil(used / share)) });
    await page.reload();
    await bar.waitFor();
    expect(await bar.getAttribute('data-level')).toBe(level);
  }
  await screenshot(page, 'storage-red');
});

test('the home lists the applications the user is signed in to and the other available ones, or the error', async () => {
  for (const app of [
    { name: 'Front desk', appVersion: '3.2' },
    { name: 'Supplier portal', appVersion: '1.4', description: 'Purchase orders for suppliers' },
  ])
    await api('POST', '/api/applications', app);
  const first = (await api('GET', '/api/applications?sort=["id","ASC"]')).body[0];
  const { page, errors } = await adminPage();
  // A sign-in that names no application belongs to the first one.
  const mine = page.getByTestId('apps-mine');
  await mine.getByText(first.name).waitFor();
  await mine.getByText(/Signed in on \d+ device\(s\), last used \d{4}\/\d\d\/\d\d \d\d:\d\d/).waitFor();
  const available = page.getByTestId('apps-available');
  await available.getByText('Purchase orders for suppliers').waitFor();
  expect(await available.getByText(first.name).count()).toBe(0);
  await screenshot(page, 'home-applications');

  // The connection drops while the home loads: the reason shows instead of the lists.
  await page.route('**/api/Applications/getMyApplications', (route) => route.abort('connectionrefused'));
  await page.reload();
  await page.getByTestId('apps-error').waitFor();
  expect(await page.getByTestId('apps-error').innerText()).toMatch(/^The applications could not be loaded: /);
  expect(await page.getByTestId('apps-mine').count()).toBe(0);
  expect(errors).toEqual([]);
});

// Authenticator codes from Debian's oathtool, independent of the server's implementation.
const totp = (key: string, at = Date.now()) =>
  execFileSync(
    'oathtool',
    [
      '--totp',
      '-b',
      `--now=${new Date(at)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')}`,
      key,
    ],
    {
      encoding: 'utf8',
    },
  ).trim();

test('an administrator with two-factor authentication signs in with the authenticator code', async () => {
  await createCustomer(ctx.server, ctx.token, { username: 'totp.admin' }, 'totp-pass-123', ['administrators']);
  const token = await signIn(ctx.server.url, 'totp.admin', 'totp-pass-123');
  const setup = await api('POST', '/api/Authentication/setTwoFactorAuthentication', {}, token);
  const key: string = setup.body.manualKey;
  expect(
    (
      await api(
        'POST',
        '/api/Authentication/setTwoFactorAuthentication',
        { code: totp(key, Date.now() - 30_000) },
        token,
      )
    ).body,
  ).toEqual({ enabled: true });

  const { page, errors } = await openPage(browser, ctx.server.url);
  await page.goto('/en/dashboard');
  await page.locator('input[name="username"]').fill('totp.admin');
  await page.locator('input[name="password"]').fill('totp-pass-123');
  await page.locator('button[type="submit"]').click();
  // The server asks for the code: the page asks for it under the same credentials.
  const code = page.locator('input[name="twoFactorCode"]');
  await code.waitFor();
  await page.getByText('Enter the code from your authenticator app.').first().waitFor();
  // A code from ten minutes ago is refused, with the server's message.
  await code.fill(totp(key, Date.now() - 600_000));
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('notification').getByText('Authenticator code is incorrect.').waitFor();
  expect(await page.getByTestId('welcome').count()).toBe(0);
  await code.fill(totp(key));
  await screenshot(page, 'signin-two-factor');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('welcome').waitFor();
  expect(errors).toEqual([]);
});
