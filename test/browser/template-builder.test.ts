import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';

// The template builder of spec 3 in a real Chromium against the real server: an administrator writes a content
// template's controls, the record keeps them as JSON text, and the template opens again for editing.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string) => call(ctx.server.url, method, url, { token: ctx.token });

/** Small helpers over the builder of the dataTemplate field. */
function builderOf(page: Page) {
  const root = page.locator('[data-template-builder="root_dataTemplate"]');
  const field = (name: string) => root.locator(`#root_dataTemplate_control_${name}`);
  return {
    root,
    field,
    button: (name: string) => root.getByRole('button', { name, exact: true }),
    row: (name: string): Locator => root.locator(`tr[data-control="${name}"]`),
    /** The control editor's type, picked by its translated label. */
    async type(label: string) {
      await field('type').click();
      await page.getByRole('option', { name: label, exact: true }).click();
    },
    mode: () => root.getAttribute('data-mode'),
  };
}

test('an administrator builds a content template, saves it and edits a control of it', async () => {
  const { page, errors } = await openPage(browser, ctx.server.url);
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
  await page.goto('/en/dashboard/CMS/ContentTemplate/Create');
  await page.locator('#root_name').fill('Hero banner');
  await page.locator('#root_componentName').fill('HeroBanner');
  const b = builderOf(page);
  await b.root.getByText('No controls yet.').waitFor();

  // A text control: the first space of its name becomes an underscore.
  await b.button('Add control').click();
  expect(await b.mode()).toBe('create');
  expect(await b.button('Save control').isDisabled()).toBe(true);
  await b.field('name').fill('hero title');
  await b.field('title').fill('Hero title');
  await b.type('Text');
  await b.root.getByLabel('Translatable').check();
  // No directory, component or options for a text.
  expect(await b.field('directory').count()).toBe(0);
  expect(await b.field('componentname').count()).toBe(0);
  expect(await b.button('Options (0)').count()).toBe(0);
  await b.button('Save control').click();
  await b.row('hero_title').waitFor();
  expect(await b.mode()).toBe('idle');
  expect((await b.row('hero_title').locator('td').allInnerTexts()).slice(0, 6)).toEqual([
    'hero_title',
    'Hero title',
    'Text',
    'Yes',
    'Yes',
    'Yes',
  ]);

  // A select with options: an empty and a repeated option are ignored; Enter adds without submitting the record.
  await b.button('Add control').click();
  await b.field('name').fill('color');
  await b.type('Drop-down list');
  await b.button('Options (0)').click();
  expect(await b.mode()).toBe('list');
  await b.root.getByText('Options of color').waitFor();
  const option = b.root.locator('#root_dataTemplate_options_option');
  await option.fill('Red');
  await option.press('Enter');
  await b.button('Add option').click();
  await option.fill('   ');
  await b.button('Add option').click();
  await option.fill('Blue');
  await b.button('Add option').click();
  await option.fill('Red');
  await option.press('Enter');
  expect(await b.root.getByRole('list', { name: 'Options' }).getByRole('listitem').allInnerTexts()).toEqual([
    'Red',
    'Blue',
  ]);
  await screenshot(page, 'template-builder-options');
  await b.button('Done').click();
  expect(await b.mode()).toBe('create');
  await b.button('Save control').click();
  await b.row('color').waitFor();

  // An image keeps its files in a directory, DataContents unless told otherwise.
  await b.button('Add control').click();
  await b.field('name').fill('poster');
  await b.type('Image');
  expect(await b.field('directory').inputValue()).toBe('DataContents');
  // Enter in a box of the control saves the control, not the record around it.
  await b.field('name').press('Enter');
  await b.row('poster').waitFor();
  expect(page.url()).toMatch(/\/CMS\/ContentTemplate\/Create$/);
  await b.button('Move poster up').click();
  await until(
    () => b.root.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-control'))),
    (names) => names[1] === 'poster',
  );

  // A name already used is refused: on the field and as an error notification.
  await b.button('Add control').click();
  await b.field('name').fill('hero title');
  await b.type('Number');
  await b.button('Save control').click();
  const duplicate = 'A control with this name already exists.';
  await b.root.locator('#root_dataTemplate_control_name-helper-text').getByText(duplicate).waitFor();
  expect(await b.field('name').getAttribute('aria-invalid')).toBe('true');
  await page.locator('.MuiSnackbar-root').getByText(duplicate).waitFor();
  await screenshot(page, 'template-builder-duplicate');
  await b.button('Cancel').click();
  expect(await b.mode()).toBe('idle');
  expect(await b.root.locator('tbody tr').count()).toBe(3);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('cell', { name: 'Hero banner' }).waitFor();
  const created = (await api('GET', '/api/content-templates?filter={"name":"Hero banner"}')).body[0];
  const stored = (await api('GET', `/api/content-templates/${created.id}`)).body;
  const common = { title: '', required: true, translate: false, actived: true };
  expect(JSON.parse(stored.dataTemplate)).toEqual([
    { ...common, name: 'hero_title', title: 'Hero title', type: 'text', translate: true },
    { ...common, name: 'poster', type: 'image', directory: 'DataContents' },
    { ...common, name: 'color', type: 'select', options: ['Red', 'Blue'] },
  ]);

  // Reopened, the controls are listed; an edit changes one control, and cancelling its options keeps them.
  await page.goto(`/en/dashboard/CMS/ContentTemplate/Update/${created.id}`);
  await b.row('color').waitFor();
  expect(await b.root.locator('tbody tr').count()).toBe(3);
  await b.button('Edit color').click();
  expect(await b.mode()).toBe('edit');
  await b.root.getByText('Edit control color').waitFor();
  await b.field('title').fill('Colour');
  await b.button('Options (2)').click();
  await b.button('Remove option Red').click();
  await b.button('Cancel').click();
  expect(await b.mode()).toBe('edit');
  await b.button('Options (2)').click();
  await option.fill('Green');
  await b.button('Add option').click();
  await b.button('Done').click();
  await b.root.getByLabel('Required').uncheck();
  await b.button('Save control').click();
  await b.row('color').getByRole('cell', { name: 'Colour' }).waitFor();
  // A component list repeats another template, offered by its component name.
  await b.button('Add control').click();
  await b.field('name').fill('slides');
  await b.type('Component list');
  await b.field('componentname').click();
  await page.getByRole('option', { name: 'HeroBanner', exact: true }).click();
  await b.button('Save control').click();
  await b.row('slides').waitFor();
  await screenshot(page, 'template-builder-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/CMS\/ContentTemplate\/List$/);
  const updated = JSON.parse((await api('GET', `/api/content-templates/${created.id}`)).body.dataTemplate);
  expect(updated[2]).toEqual({
    ...common,
    name: 'color',
    title: 'Colour',
    type: 'select',
    required: false,
    options: ['Red', 'Blue', 'Green'],
  });
  expect(updated[3]).toEqual({ ...common, name: 'slides', type: 'componentlist', componentname: 'HeroBanner' });
  expect(updated).toHaveLength(4);

  // In Persian the builder is right to left, its labels translated.
  await page.goto(`/fa/dashboard/CMS/ContentTemplate/Update/${created.id}`);
  await b.row('color').getByRole('cell', { name: 'لیست کشویی' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const name = await b.row('color').locator('td').first().boundingBox();
  const commands = await b.row('color').locator('td').last().boundingBox();
  expect(name!.x).toBeGreaterThan(commands!.x);
  await screenshot(page, 'template-builder-fa');
  expect(errors).toEqual([]);
});
