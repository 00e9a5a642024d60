import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';
import { hydrated } from '../support/storefront.js';

// The administrator's in-place tools on the storefront, in a real Chromium against the real server: editing a
// block, making a page with the wizard, and the menu's items. Each test puts back what it changed.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });

/** Signs the administrator in on the storefront's own sign-in page, then opens `at`. */
async function adminPage(at: string, viewport?: { width: number; height: number }) {
  const { page, errors } = await openPage(browser, ctx.server.url);
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/en/Authentication');
  await hydrated(page);
  await page.locator('input[name="username"]').fill(ADMIN.username);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('.api-form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('Authentication'));
  await page.goto(at);
  await hydrated(page);
  return { page, errors };
}

/** The dialog on screen (a modal <dialog>: one at a time). */
const dialog = (page: Page) => page.locator('dialog.admin-dialog[open]');

/** Hovers a block or menu item (its tools show on hover) and clicks one of its tools. */
async function tool(page: Page, owner: Locator, action: string): Promise<void> {
  await owner.hover();
  // The owner's own tools only: a menu item's children carry theirs too.
  await owner.locator(`:scope > :is(.menu-tools, .block-tools) [data-action="${action}"]`).click();
  await dialog(page).waitFor();
}

/** Clicks a button that reloads the page, and waits for the new page to be drawn and hydrated. */
async function clickAndReload(page: Page, button: Locator): Promise<void> {
  await Promise.all([page.waitForEvent('load'), button.click()]);
  await hydrated(page);
}

async function homeBlock(partName: string, componentName: string) {
  const home = (await api('GET', `/api/pages${listQuery({ filter: { systemName: 'home', languageCode: 'en' } })}`))
    .body[0];
  const blocks = (await api('GET', `/api/CMS/getContents?partName=${partName}&entityName=Page&entityId=${home.id}`))
    .body as any[];
  return blocks.find((b) => b.componentName === componentName);
}

/** Puts a block's data content back as it was, over whatever version it has now. */
async function restore(original: any): Promise<void> {
  const now = (await api('GET', `/api/contents/${original.id}`)).body;
  const res = await api('POST', '/api/CMS/saveContent', {
    id: original.id,
    version: now.version,
    dataContent: original.dataContent,
    ...(typeof original.title === 'string' ? { title: original.title } : {}),
  });
  expect(res.status).toBe(200);
}

test('an administrator edits the home banner in place, and visitors see the new heading', async () => {
  const original = await homeBlock('main', 'banner');
  const heading = `Spring carpets ${Date.now()}`;
  try {
    const { page, errors } = await adminPage('/en');
    await tool(page, page.locator(`#block-${original.id}`), 'edit');
    const input = dialog(page).locator('[data-control="heading"] input');
    await input.fill(heading);
    await screenshot(page, 'storefront-admin-edit-block');
    await clickAndReload(page, dialog(page).locator('[data-action="save"]'));
    expect(await page.locator(`#block-${original.id} .banner-heading`).textContent()).toBe(heading);
    expect(await page.content()).toContain(heading);
    // A visitor's page, drawn on the server with no script.
    const html = await (await fetch(`${ctx.server.url}/en`)).text();
    expect(html).toContain(`<h2 class="banner-heading">${heading}</h2>`);
    expect(html).not.toContain('data-action="edit"');
    expect(errors).toEqual([]);
  } finally {
    await restore(original);
  }
});

test('the banner’s picture is chosen from the media library', async () => {
  const original = await homeBlock('main', 'banner');
  try {
    const [teapot] = (
      await api('GET', `/api/media${listQuery({ filter: { q: 'copper teapot' }, sort: ['id', 'ASC'] })}`)
    ).body;
    const { page, errors } = await adminPage('/en');
    const banner = page.locator(`#block-${original.id}`);
    await tool(page, banner, 'edit');
    const editor = dialog(page).first();
    await editor
      .locator('[data-control="image"]')
      .getByRole('button', { name: 'Choose from the media library' })
      .click();
    const library = page.locator('dialog.admin-dialog[open][aria-label="Media library"]');
    await library.locator('[data-table="media"] tbody tr').first().waitFor();
    await library.getByRole('searchbox').or(library.locator('input')).first().fill('copper teapot');
    const rows = library.locator('[data-table="media"] tbody tr');
    expect(
      await until(
        () => rows.allInnerTexts(),
        (t) => t.length > 0 && t.every((r) => /copper teapot/i.test(r)),
      ),
    ).not.toEqual([]);
    await screenshot(page, 'storefront-admin-media-library-en');
    await rows.filter({ hasText: teapot.alt }).first().locator('[data-action="pick"]').click();
    await library.waitFor({ state: 'detached' });
    await editor.locator(`[data-control="image"] img[src*="${teapot.file}"]`).waitFor();
    await clickAndReload(page, editor.locator('[data-action="save"]'));
    const saved = (await api('GET', `/api/contents/${original.id}`)).body;
    expect(JSON.parse(saved.dataContent).image.content).toBe(teapot.file);
    expect(errors).toEqual([]);
  } finally {
    await restore(original);
  }
});

test('the block editor works right to left on a phone and keeps the input it or the server refuses', async () => {
  const { page, errors } = await adminPage('/fa', { width: 390, height: 844 });
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const banner = page.locator('.block--editable[data-block="banner"]').first();
  const blockId = Number((await banner.getAttribute('id'))!.replace('block-', ''));
  const before = (await api('GET', `/api/contents/${blockId}`)).body;
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  const pageWidth = await width();
  await tool(page, banner, 'edit');
  expect(await width()).toBe(pageWidth);
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The heading is required: the editor says so under it, sends nothing, and keeps the other input.
  await dialog(page).locator('[data-control="heading"] input').fill('');
  await dialog(page).locator('input[name="title"]').fill('عنوان آزمایشی');
  await dialog(page).locator('[data-action="save"]').click();
  await dialog(page).locator('[data-control="heading"] .field-error').waitFor();
  expect(await dialog(page).locator('input[name="title"]').inputValue()).toBe('عنوان آزمایشی');
  // A script address is refused by the server's check of the link control, shown under that control.
  await dialog(page).locator('[data-control="heading"] input').fill('سرتیتر');
  await dialog(page).locator('[data-control="link"] input').fill('javascript:alert(1)');
  await dialog(page).locator('[data-action="save"]').click();
  await dialog(page).locator('[data-control="link"] .field-error').waitFor();
  expect(await dialog(page).getByRole('alert').count()).toBe(1);
  expect(await dialog(page).locator('[data-control="heading"] .field-error').count()).toBe(0);
  expect(await dialog(page).locator('input[name="title"]').inputValue()).toBe('عنوان آزمایشی');
  await screenshot(page, 'storefront-admin-edit-block-fa-mobile');
  await dialog(page).locator('[data-action="close"]').click();
  await dialog(page).waitFor({ state: 'detached' });
  expect((await api('GET', `/api/contents/${blockId}`)).body.version).toBe(before.version);
  expect(errors).toEqual([]);
});

test('a page made with the wizard opens, is in the quick-access menu and in the sitemap', async () => {
  const name = `Shipping rules ${Date.now()}`;
  let slug = '';
  try {
    const { page, errors } = await adminPage('/en');
    await page.locator('.quick-access summary').click();
    await page.locator('.quick-access [data-action="addpage"]').click();
    const wizard = dialog(page);
    await wizard.locator('input[name="pagename"]').fill(name);
    expect(await wizard.locator('[data-action="next"]').isDisabled()).toBe(true);
    await wizard.locator('[data-action="check"]').click();
    slug = (await wizard.locator('[data-slug]').getAttribute('data-slug'))!;
    expect(slug).toMatch(/^shipping-rules-\d+$/);
    expect(await wizard.locator('input[name="multiLanguage"]').isChecked()).toBe(true);
    await wizard.locator('[data-action="next"]').click();
    await wizard.locator('select[name="layoutType"]').selectOption('twocolumn');
    expect(await wizard.locator('input[name="title"]').inputValue()).toBe(name);
    await wizard.locator('textarea[name="description"]').fill('<p>Parcels leave the bazaar within two days.</p>');
    // The page's own data, from the page template's controls.
    await wizard.getByTestId('page-data').getByLabel('Subtitle').fill('Parcels, couriers and customs');
    await wizard.locator('[data-action="next"]').click();
    await wizard.locator('input[name="includeInTopMenu"]').check();
    expect(await wizard.locator('input[name="includeInSitemap"]').isChecked()).toBe(true);
    expect(await wizard.locator('input[name="published"]').isChecked()).toBe(true);
    await wizard.locator('[data-action="next"]').click();
    await wizard.locator('input[name="metaTitle"]').fill(`${name} | Saray`);
    await wizard.locator('textarea[name="metaDescription"]').fill('How and when parcels are sent.');
    await wizard.locator('input[name="metaKeywords"]').fill('shipping, parcels');
    await screenshot(page, 'storefront-admin-page-wizard');
    await wizard.locator('[data-action="finish"]').click();
    await page.waitForURL(`**/en/pages/${slug}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.locator('.page-description').textContent()).toBe('Parcels leave the bazaar within two days.');
    expect(await page.locator('.page-subtitle').textContent()).toBe('Parcels, couriers and customs');
    expect(await page.locator('.columns--twocolumn').count()).toBe(1);
    await page.locator('.quick-access summary').click();
    const link = page.locator('.quick-access').getByRole('menuitem', { name, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/en/pages/${slug}`);
    await screenshot(page, 'storefront-admin-page-created');
    const sitemap = await (await fetch(`${ctx.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/en/pages/${slug}</loc>`);
    expect(errors).toEqual([]);
  } finally {
    await removePages(slug);
  }
});

/** Removes the pages of a slug (in every language) and their blocks. */
async function removePages(slug: string): Promise<void> {
  const made = (await api('GET', `/api/pages${listQuery({ filter: { slug: slug || 'none' } })}`)).body as any[];
  for (const p of made) {
    for (const partName of ['main', 'side']) {
      const blocks = (await api('GET', `/api/CMS/getContents?partName=${partName}&entityName=Page&entityId=${p.id}`))
        .body as any[];
      for (const b of blocks) expect((await api('DELETE', `/api/CMS/deleteContent?id=${b.id}`)).status).toBe(200);
    }
    expect((await api('DELETE', `/api/CMS/deletePage?id=${p.id}`)).status).toBe(200);
  }
}

test('on a new page an administrator adds a block, edits the page, and copies it from another language', async () => {
  const slug = `gift-wrapping-${Date.now()}`;
  const made = await api('POST', '/api/CMS/addPage', {
    multiLanguage: true,
    page: { title: 'Gift wrapping', slug, languageCode: 'en', layoutType: 'onecolumn' },
  });
  expect(made.status).toBe(201);
  try {
    const { page, errors } = await adminPage(`/en/pages/${slug}`);
    // The empty part offers a block: its type first, then its form.
    await page.locator('.column--main [data-action="create"]').click();
    await dialog(page).locator('[data-component="htmlcontent"]').click();
    await dialog(page).locator('[data-control="content"] textarea').fill('<p>Wrapped in <b>silk</b> paper.</p>');
    await clickAndReload(page, dialog(page).locator('[data-action="save"]'));
    expect(await page.locator('.column--main .html-content').innerHTML()).toContain('Wrapped in <b>silk</b> paper.');

    // Edit starts at the second step, with the page's own values.
    await page.locator('[data-action="editpage"]').click();
    const wizard = dialog(page);
    expect(await wizard.getAttribute('aria-label')).toBe('Edit page');
    await wizard.locator('input[name="title"]').fill('Gift wrapping and cards');
    await wizard.locator('[data-action="next"]').click();
    await wizard.locator('[data-action="next"]').click();
    await clickAndReload(page, wizard.locator('[data-action="finish"]'));
    await page.getByRole('heading', { level: 1, name: 'Gift wrapping and cards' }).waitFor();

    // Exchange copies the Persian page's description into this one.
    const fa = (await api('GET', `/api/pages${listQuery({ filter: { slug, languageCode: 'fa' } })}`)).body[0];
    const put = await api('POST', '/api/CMS/savePage', {
      id: fa.id,
      version: fa.version,
      description: '<p>بسته‌بندی هدیه</p>',
    });
    expect(put.status).toBe(200);
    await page.locator('[data-action="exchangepage"]').click();
    await dialog(page).locator('[data-lang="fa"]').click();
    expect(await dialog(page).locator('textarea[name="description"]').inputValue()).toBe('<p>بسته‌بندی هدیه</p>');
    await dialog(page).locator('[data-action="next"]').click();
    await dialog(page).locator('[data-action="next"]').click();
    await clickAndReload(page, dialog(page).locator('[data-action="finish"]'));
    expect(await page.locator('.page-description').textContent()).toBe('بسته‌بندی هدیه');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gift wrapping and cards');
    await screenshot(page, 'storefront-admin-page-edited');
    expect(errors).toEqual([]);
  } finally {
    await removePages(slug);
  }
});

test('menu items: added with the page picker, a parent with a child is refused, then child and parent go', async () => {
  const original = await homeBlock('menu', 'menu');
  try {
    const { page, errors } = await adminPage('/en');
    const menu = page.locator('.main-menu');
    await menu.locator('[data-action="additem"]').click();
    let form = dialog(page);
    await form.locator('input[name="title"]').fill('Visit us');
    await form.locator('[data-action="addexisting"]').click();
    await form.locator('.page-picker input[type="search"]').fill('about');
    const row = form.locator('.page-picker tr', { hasText: 'About us' }).filter({ hasText: 'en' }).first();
    await row.locator('[data-action="pick"]').click();
    expect(await form.locator('input[name="link"]').inputValue()).toBe('pages/about-us');
    await screenshot(page, 'storefront-admin-menu-item');
    await clickAndReload(page, form.locator('[data-action="save"]'));
    const parent = menu.locator('.nav-item', { hasText: 'Visit us' }).first();
    const parentId = (await parent.getAttribute('data-menu-item'))!;
    expect(await parent.locator('a').getAttribute('href')).toBe('/en/pages/about-us');
    const titles = () =>
      menu.locator(':scope > ul > .nav-item[data-menu-item] > :is(a, details > summary)').allTextContents();
    expect((await titles()).slice(-2)).toEqual(['Contact us', 'Visit us']);
    // Move up puts it before its previous sibling at once.
    await parent.hover();
    await clickAndReload(page, parent.locator(':scope > .menu-tools [data-action="moveup"]'));
    expect((await titles()).slice(-2)).toEqual(['Visit us', 'Contact us']);

    await tool(page, parent, 'addchild');
    form = dialog(page);
    await form.locator('input[name="title"]').fill('Opening hours');
    await form.locator('input[name="link"]').fill('pages/about-us');
    await clickAndReload(page, form.locator('[data-action="save"]'));
    const item = (id: string) => menu.locator(`[data-menu-item="${id}"]`);
    await item(parentId).locator('summary', { hasText: 'Visit us' }).waitFor();

    // The parent still has a child: the server refuses the list, and its message shows in the dialog.
    await tool(page, item(parentId), 'delete');
    await dialog(page).locator('[data-action="yes"]').click();
    const refusal = dialog(page).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/child/i);
    await screenshot(page, 'storefront-admin-menu-refused');
    await dialog(page).locator('[data-action="no"]').click();

    await item(parentId).locator('summary').click();
    const child = item(parentId).locator('.submenu .nav-item', { hasText: 'Opening hours' });
    await tool(page, child, 'delete');
    await clickAndReload(page, dialog(page).locator('[data-action="yes"]'));
    await tool(page, item(parentId), 'delete');
    await clickAndReload(page, dialog(page).locator('[data-action="yes"]'));
    expect(await item(parentId).count()).toBe(0);
    const block = (await api('GET', `/api/contents/${original.id}`)).body;
    expect(JSON.parse(block.dataContent).menuitems.content).toBe(JSON.parse(original.dataContent).menuitems.content);
    expect(errors).toEqual([]);
  } finally {
    await restore(original);
  }
});

test('an administrator copies a block from another language into this one', async () => {
  const original = await homeBlock('main', 'banner');
  try {
    const { page, errors } = await adminPage('/en');
    await tool(page, page.locator(`#block-${original.id}`), 'exchange');
    await dialog(page).locator('[data-lang="fa"]').click();
    const input = dialog(page).locator('[data-control="heading"] input');
    await until(
      () => input.inputValue().catch(() => ''),
      (v) => v === 'دست‌ساز و فناوری، در یک بازار',
    );
    await clickAndReload(page, dialog(page).locator('[data-action="save"]'));
    expect(await page.locator(`#block-${original.id} .banner-heading`).textContent()).toBe(
      'دست‌ساز و فناوری، در یک بازار',
    );
    expect(errors).toEqual([]);
  } finally {
    await restore(original);
  }
});
