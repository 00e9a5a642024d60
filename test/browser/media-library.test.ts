import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call } from '../support/http.js';
import { ADMIN, useServer } from '../support/server.js';

// The media library in a real Chromium against the real server: the grid of pictures, uploads dropped on it with
// their progress, a picture's focal point set with a click and where it is used, and a picture picked from the
// library in a product's form.
const ctx = useServer();
let browser: Browser;
let page: Page;
let errors: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  // One sign-in for the whole file: every sign-in counts against the account's limit.
  ({ page, errors } = await openPage(browser, ctx.server.url));
  await signInThroughUi(page, ADMIN.username, ADMIN.password, '/en/dashboard');
});
afterAll(() => browser?.close());

const api = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });
const filter = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const picture = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('the library shows its pictures, finds them, and takes new ones with their progress, in en and fa', async () => {
  for (const [lang, search, found] of [
    ['en', 'Search pictures', 'Isfahan'],
    ['fa', 'جست‌وجوی تصویرها', 'Isfahan'],
  ]) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${lang}/dashboard/CMS/Media/List`);
    const cards = page.getByTestId('media-grid').locator('[data-media]');
    // The demo shop's pictures are in the library, newest first, a page of 24.
    expect(
      await until(
        () => cards.count(),
        (n) => n === 24,
      ),
    ).toBe(24);
    await page.locator('img[src*="-w320.webp"]').first().waitFor();
    await screenshot(page, `media-library-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `media-library-${lang}-phone`);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('searchbox', { name: search }).fill(found);
    expect(
      await until(
        () => cards.evaluateAll((all) => all.map((c) => c.textContent ?? '')),
        (t) => t.length > 0 && t.every((x) => x.includes(found)),
      ),
    ).not.toEqual([]);
    await page.getByRole('searchbox', { name: search }).fill('');
  }

  // Two pictures chosen at once: each uploads with its progress, and both are in the library when they are done.
  await page.goto('/en/dashboard/CMS/Media/List');
  await page.getByTestId('media-input').setInputFiles([
    { name: 'Sunset terrace.png', mimeType: 'image/png', buffer: await picture('#e0703a') },
    { name: 'Night terrace.png', mimeType: 'image/png', buffer: await picture('#20305a') },
  ]);
  await page.getByText('Pictures added: 2').waitFor();
  const [added] = (await api('GET', `/api/media?${filter({ title: 'Sunset terrace' })}`)).body;
  expect(added).toMatchObject({ width: 640, height: 480, keep: true });
  await page.locator(`[data-media="${added.file}"]`).waitFor();
  // A file that is not a picture is refused with the server's reason, and nothing else is lost.
  await page
    .getByTestId('media-input')
    .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') }]);
  await page.getByTestId('media-sending').getByRole('alert').waitFor();
  expect(await page.getByTestId('media-sending').innerText()).toContain('notes.png');
  expect(errors).toEqual([]);
});

test('a picture opens with where it is used, and a click on it sets its focal point', async () => {
  const [product] = (await api('GET', `/api/products?${filter({ sku: 'CP-3002' })}`)).body;
  const main = String(product.pictures).split(',')[0];
  const [media] = (await api('GET', `/api/media?${filter({ file: main })}`)).body;
  for (const [lang, usedBy, saveLabel] of [
    ['en', 'Used by 1 record', 'Save'],
    ['fa', 'به کار رفته در ۱ رکورد', 'ذخیره'],
  ]) {
    await page.goto(`/${lang}/dashboard/CMS/Media/Update/${media.id}`);
    const usage = page.getByTestId('media-usage');
    await usage.getByText(usedBy).waitFor();
    await usage.getByRole('link', { name: product.name }).waitFor();
    // A click a quarter across and three quarters down the picture: the point is measured from its left edge in
    // both writing directions.
    const spot = page.getByTestId('focal-picture');
    await spot.locator('img').waitFor();
    const box = (await spot.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    expect(await page.locator('#root_focalPoint').inputValue()).toBe('25 75');
    await screenshot(page, `media-picture-${lang}`);
    await page.getByRole('button', { name: saveLabel, exact: true }).click();
    const stored = async () => (await api('GET', `/api/media/${media.id}`)).body.focalPoint;
    expect(await until(stored, (f) => f === '25 75')).toBe('25 75');
    await api('PUT', `/api/media/${media.id}`, { focalPoint: '50 50' });
  }
  expect(errors).toEqual([]);
});

test('a product’s form adds a picture from the library', async () => {
  const [product] = (await api('GET', `/api/products?${filter({ sku: 'CP-3001' })}`)).body;
  const [banner] = (
    await api('GET', `/api/media?${filter({ title: 'A red carpet, a blue teapot and a golden lamp' })}`)
  ).body;
  await page.goto(`/en/dashboard/Catalog/Product/Update/${product.id}`);
  const field = page.locator('[data-upload="root_pictures"]');
  await field.locator('[data-file]').first().waitFor();
  const before = await field.locator('[data-file]').count();
  await field.getByRole('button', { name: 'Media library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose from the media library' });
  await dialog.getByRole('searchbox', { name: 'Search pictures' }).fill('golden lamp');
  const cards = dialog.locator('[data-media]');
  expect(
    await until(
      () => cards.count(),
      (n) => n === 1,
    ),
  ).toBe(1);
  await cards.first().click();
  await field.locator(`[data-file="${banner.file}"]`).waitFor();
  await screenshot(page, 'media-picker-en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await field.locator('[data-file]').count()).toBe(before + 1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const stored = async () => String((await api('GET', `/api/products/${product.id}`)).body.pictures);
  expect((await until(stored, (p) => p.endsWith(banner.file))).split(',')).toEqual([
    ...String(product.pictures).split(','),
    banner.file,
  ]);
  // Taking it off the product again leaves the picture in the library.
  await page.locator('[data-screen="list"]').waitFor();
  await page.goto(`/en/dashboard/Catalog/Product/Update/${product.id}`);
  await page.getByRole('button', { name: `Remove ${banner.file} from this record` }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(await until(stored, (p) => p === product.pictures)).toBe(product.pictures);
  expect((await api('GET', `/api/media/${banner.id}`)).status).toBe(200);
  expect(errors).toEqual([]);
});
