import type { Browser, Page } from 'playwright-core';
import { nationalCodeCheckDigit } from '../../backend/src/modules/customers/national-code.js';
import { dismissNotice, launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, createCustomer, useServer } from '../support/server.js';

// The customer editor wizard and a role's security access in a real Chromium, against the real server.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });
const codeFrom = (nine: string) => nine + String(nationalCodeCheckDigit(nine));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function adminPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
  return { page, errors };
}

/** The wizard's parts: its banner's mode, a field's check button, the step buttons. */
const wizard = (page: Page) => ({
  mode: () => page.getByTestId('customer-banner').getAttribute('data-mode'),
  check: (field: string) => page.locator(`[data-check="${field}"]`),
  next: page.getByRole('button', { name: 'Next', exact: true }),
  finish: page.getByRole('button', { name: 'Finish', exact: true }),
  step: (n: number) => page.locator(`[data-testid="customer-wizard"][data-step="${n}"]`).waitFor(),
  inMode: (mode: string) => page.locator(`[data-testid="customer-banner"][data-mode="${mode}"]`).waitFor(),
});

test('an administrator creates a customer through the wizard, with attributes and a role', async () => {
  const loyalty = (
    await api('POST', '/api/attributes', { name: 'Loyalty card', entityName: 'Customer', attributeControlTypeId: 1 })
  ).body;
  const nationalCode = codeFrom('123123123');
  const { page, errors } = await adminPage();
  const w = wizard(page);
  await page.goto('/en/dashboard/Customers/Customer/Create');
  await w.inMode('lookup');
  expect(await w.next.isDisabled()).toBe(true);

  // The mobile rule applies once more than 8 characters are typed, and only then may the number be checked.
  await page.locator('#customer_mobile').fill('+9891212');
  expect(await w.check('mobile').isDisabled()).toBe(true);
  expect(await page.getByText('The mobile number must start with +989 followed by 9 digits.').count()).toBe(0);
  await page.locator('#customer_mobile').fill('+98912123');
  await page.getByText('The mobile number must start with +989 followed by 9 digits.').waitFor();
  expect(await w.check('mobile').isDisabled()).toBe(true);
  await page.locator('#customer_mobile').fill('+989121234567');
  await page.locator('#customer_email').fill('sara.karimi@example.com');
  await w.check('mobile').click();
  await w.inMode('create');
  await page.getByText('New customer: no customer has these details yet.').waitFor();
  expect(await w.next.isEnabled()).toBe(true);

  // A changed national code waits for its check; an invalid one is refused under the field.
  await page.locator('#customer_nationalCode').fill('1234567890');
  expect(await w.next.isDisabled()).toBe(true);
  await w.check('nationalCode').click();
  await page.getByText('The national code is not valid.').waitFor();
  expect(await w.next.isDisabled()).toBe(true);
  await page.locator('#customer_nationalCode').fill(nationalCode);
  await w.check('nationalCode').click();
  expect(
    await until(
      () => w.next.isEnabled(),
      (v) => v,
    ),
  ).toBe(true);
  await screenshot(page, 'customer-wizard-contact');

  await w.next.click();
  await w.step(1);
  await page.locator('#root_firstName').fill('Sara');
  await page.locator('#root_lastName').fill('Karimi');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.locator('#root_dateOfBirth').fill('1990/04/01');
  await page.locator('input#root_avatar').setInputFiles({ name: 'sara.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-upload="root_avatar"] img').waitFor();
  await screenshot(page, 'customer-wizard-profile');
  await w.next.click();
  await w.step(2);
  await page.getByText('Finish creates the customer and opens this step again.').waitFor();
  await w.finish.click();

  // Created: its update screen opens on the attributes, which a saved customer can have.
  await page.waitForURL(/\/Customers\/Customer\/Update\/\d+$/);
  const id = Number(/Update\/(\d+)$/.exec(page.url())![1]);
  const saved = (await api('GET', `/api/Customers/getCustomer?id=${id}`)).body;
  expect(saved).toMatchObject({
    mobile: '+989121234567',
    email: 'sara.karimi@example.com',
    // None was typed: the editor made one from the name (spec 1 §5's rules).
    username: 'sara.karimi',
    nationalCode,
    firstName: 'Sara',
    lastName: 'Karimi',
    gender: 2,
    dateOfBirth: '1990-04-01',
  });
  const avatar = await fetch(`${ctx.server.url}/api/cms/avatar/${saved.avatar}`);
  expect(Buffer.from(await avatar.arrayBuffer())).toEqual(PNG);
  await w.inMode('edit');
  await w.step(2);
  const attributes = page.getByTestId('attributes');
  await attributes.getByRole('textbox', { name: 'Loyalty card' }).fill('GOLD-7');
  await attributes.getByRole('button', { name: 'Save attributes' }).click();
  const mappings = async () =>
    (await api('GET', `/api/attribute-mappings${listQuery({ filter: { entityName: 'Customer', entityId: id } })}`))
      .body;
  expect(await until(mappings, (m) => m.length === 1)).toEqual([
    expect.objectContaining({ attributeId: loyalty.id, value: 'GOLD-7' }),
  ]);
  await screenshot(page, 'customer-wizard-attributes');

  // Roles: the ones the customer lacks are offered; added, then removed.
  const roles = page.getByTestId('customer-roles');
  await roles.getByRole('combobox', { name: 'Role to add' }).click();
  await page.getByRole('option', { name: 'Registered', exact: true }).click();
  await roles.getByRole('button', { name: 'Add', exact: true }).click();
  await roles.locator('[data-role="Registered"]').waitFor();
  const held = async () =>
    (await api('GET', `/api/customer-role-mappings${listQuery({ filter: { customerId: id } })}`)).body.length;
  expect(await until(held, (n) => n === 1)).toBe(1);
  await roles.locator('[data-role="Registered"] .MuiChip-deleteIcon').click();
  await roles.getByText('This customer has no roles.').waitFor();
  expect(await until(held, (n) => n === 0)).toBe(0);

  // In Persian the same customer reads right to left, the date of birth in the Persian calendar.
  await page.goto(`/fa/dashboard/Customers/Customer/Update/${id}`);
  await page.getByText('ویرایش مشتری sara.karimi', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'بعدی', exact: true }).click();
  await w.step(1);
  // The step's inputs are filled once the record has loaded, which a busy machine can draw after the step itself.
  const birth = () => page.locator('#root_dateOfBirth').inputValue();
  expect((await until(birth, (v) => v !== '')).replace(/[\u2066-\u2069]/g, '')).toBe('1369/01/12');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'customer-wizard-fa');
  expect(errors).toEqual([]);
});

test('a lookup opens an existing customer in edit mode; a taken national code holds Next; delete is confirmed', async () => {
  const own = codeFrom('555666777');
  const taken = codeFrom('888999111');
  const known = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'known.person', email: 'Known.Person@example.com', mobile: '+989121110001', firstName: 'Nima' },
    'known-pass-1',
  );
  await api('POST', '/api/Customers/saveCustomerProfile', { id: known.id, nationalCode: own });
  await createCustomer(ctx.server, ctx.token, { username: 'code.holder', nationalCode: taken }, 'holder-pass-1');

  const { page, errors } = await adminPage();
  const w = wizard(page);
  await page.goto('/en/dashboard/Customers/Customer/Create');
  await page.locator('#customer_email').fill('known.person@example.com');
  await w.check('email').click();
  await w.inMode('edit');
  await page.getByText('Editing customer known.person').waitFor();
  expect(await page.locator('#customer_mobile').inputValue()).toBe('+989121110001');
  expect(await page.locator('#customer_nationalCode').inputValue()).toBe(own);

  await page.locator('#customer_nationalCode').fill(taken);
  await w.check('nationalCode').click();
  await page.getByText('A customer with this national code already exists.').waitFor();
  expect(await w.next.isDisabled()).toBe(true);
  await screenshot(page, 'customer-wizard-code-taken');
  // Back to the customer's own code: nothing left to check.
  await page.locator('#customer_nationalCode').fill(own);
  expect(await w.next.isEnabled()).toBe(true);
  await w.next.click();
  await w.step(1);
  expect(await page.locator('#root_firstName').inputValue()).toBe('Nima');

  await dismissNotice(page);
  await page.locator('[data-screen]').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByText('Delete customer known.person').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/Customers\/Customer\/List$/);
  const gone = (await api('GET', `/api/Customers/getCustomer?id=${known.id}`)).body;
  expect(gone).toMatchObject({ deleted: true, active: false });

  // Opened again, the deleted customer shows as such and the wizard goes no further.
  await page.goto(`/en/dashboard/Customers/Customer/Update/${known.id}`);
  await w.inMode('deleted');
  expect(await w.next.isDisabled()).toBe(true);
  await screenshot(page, 'customer-wizard-deleted');
  expect(errors).toEqual([]);
});

test('a role’s security access: an entry added from the registry’s entities, listed, stored and deleted', async () => {
  const role = (await api('POST', '/api/customer-roles', { name: 'Auditors', systemName: 'auditors' })).body;
  const stored = async () =>
    (await api('GET', `/api/security-accesses${listQuery({ filter: { customerRoleId: role.id } })}`)).body;
  const { page, errors } = await adminPage();
  await page.goto(`/en/dashboard/Customers/Role/Update/${role.id}`);
  const section = page.getByTestId('security-access');
  await section.getByText('This role has no security access entries.').waitFor();
  await section.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Countries', exact: true }).click();
  await section.getByRole('combobox', { name: 'Access type' }).click();
  await page.getByRole('option', { name: 'List', exact: true }).click();
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  const row = section.locator('[data-grant="Country:list"]');
  await row.getByRole('cell', { name: 'Countries' }).waitFor();
  await row.getByRole('cell', { name: 'List' }).waitFor();
  expect(await stored()).toEqual([expect.objectContaining({ entityName: 'Country', accessType: 'list' })]);
  await screenshot(page, 'role-security-access');

  // The same entry twice is refused with the server's message.
  await section.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Countries', exact: true }).click();
  await section.getByRole('combobox', { name: 'Access type' }).click();
  await page.getByRole('option', { name: 'List', exact: true }).click();
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('This role already has this access on this entity.').waitFor();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByText('Remove the access “List” on Countries from this role?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await section.getByText('This role has no security access entries.').waitFor();
  expect(await stored()).toEqual([]);
  expect(errors).toEqual([]);
});
