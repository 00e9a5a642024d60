import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';
import { hydrated, register } from '../support/storefront.js';

// The storefront a visitor sees in a real Chromium: server-rendered pages that hydrate and then answer clicks.
const ctx = useServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A visitor's page, with every script error and console error of the page collected. */
async function visitor(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, ctx.server.url);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { page, errors };
}

test.each([
  ['en', 'ltr', 'Categories', 'Carpets', 'Tabriz silk carpet 2x3 m', '2,400 USDT'],
  ['fa', 'rtl', 'دسته‌بندی‌ها', 'فرش', 'فرش ابریشم تبریز 2×3 متر', '۲,۴۰۰ USDT'],
])(
  'a visitor browses home → category → product in %s (%s)',
  async (lang, dir, categoriesLink, category, product, price) => {
    const { page, errors } = await visitor();
    await page.goto(`/${lang}`);
    await hydrated(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      lang,
      dir,
    ]);
    await page.locator('.main-menu').getByRole('link', { name: categoriesLink, exact: true }).click();
    await page.waitForURL(`**/${lang}/cat`);
    await page.locator('.category-list').getByRole('link', { name: category, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: category }).waitFor();
    await page.getByRole('link', { name: product, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: product }).waitFor();
    expect(await page.locator('.product-summary .current-price').textContent()).toBe(price);
    expect(await page.title()).toBe(`Saray Demo Bazaar | ${product}`);
    // Right to left lays the page out from the right: the product summary sits left of the gallery in fa.
    const gallery = await page.locator('.product-gallery').boundingBox();
    const summary = await page.locator('.product-summary').boundingBox();
    expect(dir === 'rtl' ? summary!.x < gallery!.x : summary!.x > gallery!.x).toBe(true);
    await screenshot(page, `storefront-product-${lang}`);
    expect(errors).toEqual([]);
  },
);

test.each([
  ['en', 'Kashan wool rug 1x1.5 m', 'Picture 2 of 3', 'desktop', 1366],
  ['fa', 'قالیچهٔ پشمی کاشان 1×1.5 متر', 'تصویر ۲ از ۳', 'phone', 390],
])('a product’s gallery shows the picture whose thumbnail is clicked (%s)', async (lang, name, second, size, width) => {
  const { page, errors } = await visitor();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/${lang}/p?q=CP-3002`);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await hydrated(page);
  const main = page.locator('.product-gallery > picture img');
  const source = () => main.evaluate((img: HTMLImageElement) => img.currentSrc);
  // Empty until the element has chosen its source.
  const first = await until(source, (src) => src !== '');
  await page.getByRole('button', { name: second }).click();
  const shown = await until(source, (src) => src !== '' && src !== first);
  // Another picture, in the same format the browser chose for the first.
  expect([shown === first, shown.split('.').pop()]).toEqual([false, first.split('.').pop()]);
  expect(await page.getByRole('button', { name: second }).getAttribute('aria-pressed')).toBe('true');
  expect(await main.getAttribute('alt')).toBe(name);
  await screenshot(page, `storefront-gallery-${lang}-${size}`);
  expect(errors).toEqual([]);
});

test('the language menu swaps the language segment and keeps the page', async () => {
  const { page, errors } = await visitor();
  await page.goto('/en/pages/about-us');
  await hydrated(page);
  await page.locator('.language-menu summary').click();
  await page.getByRole('menuitem', { name: 'فارسی' }).click();
  await page.waitForURL('**/fa/pages/about-us');
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.getByRole('heading', { level: 1, name: 'درباره ما' }).waitFor();
  expect(errors).toEqual([]);
});

test('the header search looks up from two characters, lists pages and clears on a click', async () => {
  const { page, errors } = await visitor();
  await page.goto('/en');
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('a');
  await page.waitForTimeout(400);
  expect(await page.getByTestId('search-results').count()).toBe(0);
  await box.fill('about');
  const result = page.getByTestId('search-results').getByRole('link', { name: /About us/ });
  await result.waitFor();
  await screenshot(page, 'storefront-search');
  await result.click();
  await page.waitForURL('**/en/pages/about-us');
  await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
  expect(errors).toEqual([]);
});

test('a visitor who clicks a favourite is taken to sign in, and comes back after', async () => {
  const { page, errors } = await visitor();
  await page.goto('/en');
  await hydrated(page);
  const card = page.locator('.product-card', { hasText: 'Isfahan prayer rug' }).first();
  await card.getByTestId('favorite').click();
  await page.waitForURL(/\/en\/Authentication\?returnUrl=%2Fen$/);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await screenshot(page, 'storefront-favourite-to-auth');
  expect(errors).toEqual([]);
});

test('a customer signs in on the storefront, favourites a product and finds it in the account', async () => {
  const { page, errors } = await visitor();
  await register(page, 'rugfan01');
  await page.getByTestId('profile-menu').waitFor();
  await hydrated(page);
  const card = page.locator('.product-card', { hasText: 'Isfahan prayer rug' }).first();
  await card.getByTestId('favorite').click();
  await until(
    () => card.getByTestId('favorite').getAttribute('aria-pressed'),
    (v) => v === 'true',
  );
  await page.goto('/en/account/favoriteproducts');
  await page.getByRole('cell', { name: 'Isfahan prayer rug' }).waitFor();
  await screenshot(page, 'storefront-account-favourites');
  expect(errors).toEqual([]);
});

test('a customer whose session ended elsewhere is sent to sign in on the next call, and back after', async () => {
  const { page, errors } = await visitor();
  await register(page, 'lapsed01');
  await page.getByTestId('profile-menu').waitFor();
  await hydrated(page);
  // Signed out on another device: the page still holds the ended session's token.
  const ended = await page.evaluate(async () => {
    const record = JSON.parse(localStorage.getItem('saray.auth') ?? 'null') as { access_token: string };
    const copy = JSON.stringify(record);
    await fetch('/api/Authentication/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${record.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ allDevices: true }),
    });
    localStorage.setItem('saray.auth', copy);
    return record.access_token.length > 0;
  });
  expect(ended).toBe(true);
  const card = page.locator('.product-card', { hasText: 'Isfahan prayer rug' }).first();
  await card.getByTestId('favorite').click();
  // Back to the page it was on: the home page, where registering landed.
  await page.waitForURL(/\/en\/Authentication\?returnUrl=%2Fen%2F$/);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('saray.auth'))).toBeNull();
  await expect(page.getByTestId('profile-menu').count()).resolves.toBe(0);
  await hydrated(page);
  await page.locator('input[name="username"]').fill('lapsed01');
  await page.locator('input[name="password"]').fill('secret-pass-1');
  await page.locator('.api-form button[type="submit"]').click();
  await page.waitForURL(/\/en\/$/);
  await page.getByTestId('profile-menu').waitFor();
  // The refused call was the ended session's; the console error is the browser reporting that 401.
  expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
});

test('a customer adds an address with country, province and city chosen in turn, and deletes it', async () => {
  const { page, errors } = await visitor();
  await register(page, 'homebody01');
  await page.goto('/en/account/myaddresses');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add' }).click();
  // Nothing sent yet: the server names each missing field.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.locator('.field-error').first().waitFor();
  const city = page.getByLabel('City');
  expect(await city.isDisabled()).toBe(true);
  await page.getByLabel('Title').fill('Home');
  await page.getByLabel('Country').selectOption({ label: 'Iran' });
  await page.getByLabel('Province').locator('option', { hasText: 'East Azerbaijan' }).waitFor({ state: 'attached' });
  await page.getByLabel('Province').selectOption({ label: 'East Azerbaijan' });
  await city.locator('option', { hasText: 'Tabriz' }).waitFor({ state: 'attached' });
  expect(await city.locator('option', { hasText: 'Tehran' }).count()).toBe(0);
  await city.selectOption({ label: 'Tabriz' });
  await page.getByRole('textbox', { name: /^Address/ }).fill('Imam St. 12');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('cell', { name: 'Imam St. 12' }).waitFor();
  await screenshot(page, 'storefront-account-address');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No record found.').waitFor();
  // The one refusal is the empty form sent on purpose.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('an unknown address shows the 404 page with its hint', async () => {
  const { page } = await visitor();
  const res = await page.goto('/en/no/such/page');
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page not found.' }).waitFor();
  expect(await page.getByText('Use the top menu or the search to find your way.').count()).toBe(1);
});

const admin = (method: string, url: string, body?: object) =>
  call(ctx.server.url, method, url, { token: ctx.token, body });

/** The demo's smart speaker, 99.99 struck through for 79.99 and none left: its page and its category's. */
async function speakerPages(lang: string): Promise<{ product: string; category: string }> {
  const [product] = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'EL-5002' } })}`)).body;
  const category = (await admin('GET', `/api/categories/${product.categoryId}`)).body;
  return { product: `/${lang}/p/${product.guid}`, category: `/${lang}/cat/product/${category.guid}` };
}

/** Runs `work` with the store drawn in `theme`, then puts the store's own theme back. */
async function withTheme(theme: string, work: () => Promise<void>): Promise<void> {
  const setting = async (name: string) =>
    (await admin('GET', `/api/settings${listQuery({ filter: { name } })}`)).body[0];
  const existing = await setting('store.theme');
  const row =
    existing ??
    (
      await admin('POST', '/api/settings', {
        name: 'store.theme',
        value: theme,
        storeId: (await setting('store.name')).storeId,
      })
    ).body;
  const changed = await admin('PUT', `/api/settings/${row.id}`, { ...row, value: theme });
  expect(changed.status).toBe(200);
  try {
    await work();
  } finally {
    if (existing) await admin('PUT', `/api/settings/${row.id}`, { ...changed.body, value: existing.value });
    else await admin('DELETE', `/api/settings/${row.id}`);
  }
}

/** A price line as a reader meets it: each amount's text, whether it is isolated from the line around it, its box. */
const priceParts = (price: Locator) =>
  price.evaluate((line: HTMLElement) => {
    const part = (el: Element | null) =>
      el && { text: el.textContent, bidi: getComputedStyle(el).unicodeBidi, box: el.getBoundingClientRect().toJSON() };
    return {
      old: part(line.querySelector('.old-price .money')),
      now: part(line.querySelector('.current-price')),
      text: `${line.textContent} ${line.innerText}`,
    };
  });

test.each([
  ['desktop', 1366],
  ['phone', 390],
])(
  'in fa an out-of-stock discounted product shows its two prices apart and no way to add it (%s)',
  async (size, width) => {
    const { page, errors } = await visitor();
    await page.setViewportSize({ width, height: 844 });
    const pages = await speakerPages('fa');
    for (const [url, line] of [
      [pages.product, '.product-summary .price'],
      [pages.category, '.product-card[data-product="EL-5002"] .price'],
    ]) {
      await page.goto(url);
      const { old, now, text } = await priceParts(page.locator(line));
      // Two isolated elements: neither reorders into the other, and the reader sees a gap between them.
      expect([line, old?.text, now?.text, old?.bidi, now?.bidi]).toEqual([
        line,
        '۹۹.۹۹',
        '۷۹.۹۹ USDT',
        'isolate',
        'isolate',
      ]);
      expect(text).not.toContain('۹۹.۹۹۷۹.۹۹');
      // Right to left: the old price comes first, on the right, with room between it and the new one.
      expect(old!.box.left - now!.box.right).toBeGreaterThanOrEqual(6);
    }
    const card = page.locator('.product-card[data-product="EL-5002"]');
    expect(await card.getByTestId('stock').textContent()).toBe('ناموجود');

    await page.goto(pages.product);
    await hydrated(page);
    const button = page.getByTestId('add-to-cart');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    const stock = await button.getAttribute('aria-describedby');
    expect(await page.locator(`#${stock}`).textContent()).toBe('ناموجود');
    // Drawn as off, not as the primary call to action it is for a product in stock.
    expect(await button.evaluate((b) => getComputedStyle(b).cursor)).toBe('not-allowed');
    await screenshot(page, `storefront-out-of-stock-fa-${size}`);
    expect(errors).toEqual([]);
  },
);

test('theme_digi’s cards keep each product’s name and price in boxes of their own, on a desktop and a phone', async () => {
  const { page, errors } = await visitor();
  await withTheme('theme_digi', async () => {
    for (const lang of ['en', 'fa'])
      for (const [size, width] of [
        ['desktop', 1366],
        ['phone', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 844 });
        for (const url of [`/${lang}`, (await speakerPages(lang)).category]) {
          await page.goto(url);
          await page.locator('.theme-theme_digi').waitFor();
          const clashes = await page.evaluate(() =>
            [...document.querySelectorAll('.scroller-item, .product-card')].map((card) => {
              const name = card.querySelector('.scroller-name, .product-name')!.getBoundingClientRect();
              const price = card.querySelector('.price')!.getBoundingClientRect();
              const box = card.getBoundingClientRect();
              const inside = price.left >= box.left && price.right <= box.right && price.bottom <= box.bottom;
              return name.bottom <= price.top && inside ? '' : card.getAttribute('data-product');
            }),
          );
          expect([url, clashes.length > 0]).toEqual([url, true]);
          expect([url, width, clashes.filter(Boolean)]).toEqual([url, width, []]);
        }
        await screenshot(page, `storefront-digi-cards-${lang}-${size}`);
      }
  });
  expect(errors).toEqual([]);
});

/** Once the element's animations (the drawer sliding in) have ended. */
const settled = (element: Locator) =>
  element.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));

/** An amount as a number, from its text ('1,242 USDT' → 1242). */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a customer adds two to the cart: a toast says so, the drawer shows it and Esc closes it; the cart page’s steppers change the quantity and the amounts', async () => {
  const { page, errors } = await visitor();
  await register(page, 'stepper01');
  const [product] = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'CP-3002' } })}`)).body;
  const name: string = product.name;
  await page.goto(`/en/p/${product.guid}`);
  await hydrated(page);
  // The product page: its specification is shown when it has attributes; other carpets below it.
  await page.getByRole('heading', { level: 2, name: 'More from this category' }).waitFor();
  expect(await page.locator('.related-products .product-card').count()).toBeGreaterThan(0);
  expect(await page.locator(`.related-products [data-product="${product.sku}"]`).count()).toBe(0);
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${name}` });
  expect(await page.getByRole('button', { name: `Fewer of ${name}` }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: `More of ${name}` }).click();
  expect(await quantity.inputValue()).toBe('2');
  await page.getByTestId('add-to-cart').click();

  // A polite toast, and the drawer at the page's right edge with the line and its amount.
  await page.getByTestId('toast').getByText(`${name} is in your cart.`).waitFor();
  // In a polite live region; with the drawer open, inside it (outside, the page is inert under its backdrop).
  const region = page.locator('.toasts', { has: page.getByTestId('toast') });
  expect(await region.getAttribute('aria-live')).toBe('polite');
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByTestId('drawer-lines').getByText(name).waitFor();
  await settled(drawer);
  const box = (await drawer.boundingBox())!;
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.round(box.x + box.width)).toBe(width);
  expect(amountOf(await drawer.locator('.cart-drawer-line-total').innerText())).toBe(2 * Number(product.price));
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  await screenshot(page, 'storefront-cart-drawer-en');
  // Esc closes it, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-cart');

  // The header's cart opens it too; in Persian it is at the left edge.
  await page.goto(`/fa/p/${product.guid}`);
  await hydrated(page);
  await page.locator('.cart-link').click();
  const drawerFa = page.getByRole('dialog', { name: 'سبد خرید شما' });
  await drawerFa.getByTestId('drawer-lines').waitFor();
  await settled(drawerFa);
  expect((await drawerFa.boundingBox())!.x).toBe(0);
  await screenshot(page, 'storefront-cart-drawer-fa');
  await page.keyboard.press('Escape');
  await drawerFa.waitFor({ state: 'hidden' });

  // The cart page: the stepper changes the quantity, and the amounts follow as the server prices them.
  await page.goto('/en/shoppingcart');
  await hydrated(page);
  const line = page.getByTestId('cart-line');
  const cartQuantity = line.getByRole('spinbutton', { name: `Quantity of ${name}` });
  expect(await cartQuantity.inputValue()).toBe('2');
  await line.getByRole('button', { name: `More of ${name}` }).click();
  const total = await until(
    () => line.getByTestId('line-total').innerText(),
    (t) => amountOf(t) === 3 * Number(product.price),
  );
  expect(amountOf(total)).toBe(3 * Number(product.price));
  expect(await cartQuantity.inputValue()).toBe('3');
  expect(amountOf(await page.getByTestId('cart-subtotal').innerText())).toBe(3 * Number(product.price));
  // Typed, then left: 1, the least there may be, and the minus is off.
  await cartQuantity.fill('0');
  await cartQuantity.press('Enter');
  await until(
    () => line.getByTestId('line-total').innerText(),
    (t) => amountOf(t) === Number(product.price),
  );
  expect(await cartQuantity.inputValue()).toBe('1');
  expect(await line.getByRole('button', { name: `Fewer of ${name}` }).isDisabled()).toBe(true);
  await screenshot(page, 'storefront-cart-page');
  await line.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByTestId('toast').getByText(`${name} is out of your cart.`).waitFor();
  await page.getByText('Your cart is empty.').waitFor();
  expect(await page.getByTestId('cart-count').textContent()).toBe('0');
  expect(errors).toEqual([]);
});
