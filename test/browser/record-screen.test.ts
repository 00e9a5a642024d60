import type { BrowserContext, Browser, Page } from 'playwright-core';
import { dismissNotice, launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs, type OrderRefs } from '../support/orders.js';
import { ADMIN, useServer } from '../support/server.js';

// A record's screen in a real Chromium, in English and in Persian: an order fulfilled from its screen (its lines and
// totals, shipped by its state action, its invoice printed), a value added to an attribute from its Values tab, an
// SMTP password set, a disabled action that says why, and the laid-out forms measured on a desktop and a phone.
const ctx = useServer();
let browser: Browser;
let refs: OrderRefs;
beforeAll(async () => {
  browser = await launchBrowser();
  refs = await orderRefs(ctx.server, ctx.token, 'Screen card');
});
afterAll(() => browser?.close());

const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const LANGS = ['en', 'fa'] as const;
type Lang = (typeof LANGS)[number];

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    lines: 'Products ordered',
    cannotship: 'Only a closed order that is not yet shipped can be set as shipped.',
    notpaid: 'This order is not paid, so it cannot be approved.',
    sellersignature: "Seller's signature",
    customersignature: "Customer's signature",
    values: 'Attribute values',
    save: 'Save',
    unset: 'No value is stored yet.',
    set: 'A value is stored. Type a new one to replace it, or leave empty to keep it.',
  },
  fa: {
    lines: 'کالاهای سفارش',
    cannotship: 'فقط سفارش بسته‌شده‌ای که هنوز ارسال نشده است را می‌توان ارسال‌شده ثبت کرد.',
    notpaid: 'این سفارش پرداخت نشده است، بنابراین نمی‌توان آن را تأیید کرد.',
    sellersignature: 'امضای فروشنده',
    customersignature: 'امضای خریدار',
    values: 'مقادیر ویژگی',
    save: 'ذخیره',
    unset: 'هنوز مقداری ذخیره نشده است.',
    set: 'مقداری ذخیره شده است. برای جایگزینی، مقدار تازه را بنویسید؛ برای نگه‌داشتن، خالی بگذارید.',
  },
};

/** Digits as Latin, without group separators: an amount as the screen shows it, in any language. */
const plainNumber = (text: string) =>
  text
    .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
    .replace(/٫/g, '.')
    .replace(/[,٬\s]/g, '');

async function adminPage(lang: Lang, viewport?: { width: number; height: number }) {
  const opened = await openPage(browser, ctx.server.url);
  if (viewport) await opened.page.setViewportSize(viewport);
  await signInThroughUi(opened.page, ADMIN.username, ADMIN.password, `/${lang}/dashboard`);
  return opened;
}

/** The reason a disabled action gives: its accessible description, and the tooltip shown on pointing at it. */
async function reasonOf(page: Page, action: string): Promise<{ described: string; tooltip: string }> {
  const button = page.locator(`[data-action="${action}"]`);
  // Disabled while an action runs too; a refused action is the one that carries its reason.
  const id = await until(
    async () => ((await button.isDisabled()) ? button.getAttribute('aria-describedby') : null),
    (v) => v !== null,
  );
  const described = (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  await page.locator(`[data-reason]:has([data-action="${action}"])`).hover();
  const tooltip = (await page.getByRole('tooltip').textContent()) ?? '';
  await page.mouse.move(1, 1);
  return { described, tooltip };
}

describe.each(LANGS)('in %s', (lang) => {
  const t = TEXT[lang];
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await adminPage(lang));
  });
  afterAll(() => context?.close());

  test('an order is fulfilled from its screen: lines and totals, shipped by its state action, its invoice printed', async () => {
    const { order, product } = await closedOrder(
      ctx.server,
      ctx.token,
      refs,
      `screen.${lang}`,
      { price: '250.5', stockQuantity: 5 },
      2,
    );
    await page.goto(`/${lang}/dashboard/ProductOrders/Sales/Update/${order.id}`);
    const summary = page.getByTestId('order-summary');
    await summary.getByText(t.lines).waitFor();
    const line = summary.getByTestId('order-lines').getByRole('row').filter({ hasText: product.name });
    expect(plainNumber(await line.getByRole('cell').nth(3).innerText())).toContain('501');
    expect(plainNumber(await summary.getByTestId('order-total').innerText())).toContain(
      plainNumber(order.totalPrice as string),
    );
    // Not paid: approve stays disabled and says why.
    expect(await reasonOf(page, 'approve')).toEqual({ described: t.notpaid, tooltip: t.notpaid });
    await screenshot(page, `record-order-${lang}`);

    await page.locator('[data-action="setShipped"]').click();
    expect(await reasonOf(page, 'setShipped')).toEqual({ described: t.cannotship, tooltip: t.cannotship });
    expect((await api('GET', `/api/product-orders/${order.id}`)).body).toMatchObject({
      isShipped: true,
      _refused: { setShipped: 'order.error.cannotship' },
    });

    await dismissNotice(page);
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; print(): void };
      w.printed = 0;
      w.print = () => void w.printed++;
    });
    await page.getByTestId('print-view').click();
    const invoice = page.getByRole('dialog').getByTestId('invoice');
    await invoice.getByText(product.name).waitFor();
    await invoice.getByText(t.sellersignature).waitFor();
    await invoice.getByText(t.customersignature).waitFor();
    await screenshot(page, `record-order-print-${lang}`);
    await page.getByRole('dialog').getByTestId('print').click();
    expect(
      await until(
        () => page.evaluate(() => (window as unknown as { printed: number }).printed),
        (n) => n === 1,
      ),
    ).toBe(1);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  test("a value is added to an attribute from the attribute's Values tab, its parent fixed", async () => {
    const attribute = (
      await api('POST', '/api/attributes', {
        name: `Colour ${lang}`,
        entityName: 'Product',
        attributeControlTypeId: 11,
      })
    ).body;
    await page.goto(`/${lang}/dashboard/Settings/Attributes/Update/${attribute.id}`);
    await page.getByRole('tab', { name: t.values }).click();
    await page.getByTestId('child-create').click();
    const dialog = page.getByTestId('child-dialog');
    const name = lang === 'fa' ? 'لاجوردی' : 'Crimson';
    await dialog.locator(`#child_name_${lang}`).fill(name);
    await page.getByRole('dialog').getByRole('button', { name: t.save, exact: true }).click();
    await page.getByTestId('child-table-values').getByRole('cell', { name, exact: true }).waitFor();
    await screenshot(page, `record-children-${lang}`);
    const values = (await api('GET', `/api/attribute-values${listQuery({ filter: { attributeId: attribute.id } })}`))
      .body;
    expect(values).toEqual([expect.objectContaining({ name, attributeId: attribute.id })]);
    expect(errors).toEqual([]);
  });

  test('an SMTP password is set on a messaging account; the form never shows it, only that one is stored', async () => {
    const account = (
      await api('POST', '/api/messaging-accounts', {
        displayName: `Mail ${lang}`,
        providerType: 1,
        host: '127.0.0.1',
        port: 2525,
        username: 'mailer',
      })
    ).body;
    const open = async () => {
      await page.goto(`/${lang}/dashboard/Settings/MessagingAccount/Update/${account.id}`);
      const input = page.locator('#root_password');
      await input.waitFor();
      return input;
    };
    const input = await open();
    expect([await input.getAttribute('type'), await input.inputValue()]).toEqual(['password', '']);
    await page.getByText(t.unset).waitFor();
    await input.fill(`smtp-${lang}-secret`);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.waitForURL(/\/Settings\/MessagingAccount\/List$/);
    const [{ password }] = await ctx.server.dataSource.query('SELECT password FROM messaging_accounts WHERE id = $1', [
      account.id,
    ]);
    expect(password).toBe(`smtp-${lang}-secret`);
    const read = (await api('GET', `/api/messaging-accounts/${account.id}`)).body;
    expect(read).toMatchObject({ _set: ['password'] });
    expect(read).not.toHaveProperty('password');

    const again = await open();
    await page.getByText(t.set).waitFor();
    expect(await again.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('the laid-out forms', () => {
  // Each screen with its form: the generated one, or the customer editor.
  let screens: [name: string, path: string, form: string][];
  beforeAll(async () => {
    const { order, product, shopper } = await closedOrder(
      ctx.server,
      ctx.token,
      refs,
      'layout',
      { price: '99', stockQuantity: 3 },
      1,
    );
    const shipmentType = (
      await api('POST', '/api/shipment-types', { name: 'Layout post', baseCoinId: refs.coinId, price: '10' })
    ).body;
    const payment = (
      await api('POST', '/api/payments', {
        customerId: shopper.id,
        coinId: refs.coinId,
        paymentTypeId: refs.paymentTypeId,
        amount: '99',
      })
    ).body;
    const shipment = (
      await api('POST', '/api/shipments', {
        customerId: shopper.id,
        productOrderId: order.id,
        shipmentTypeId: shipmentType.id,
        coinId: refs.coinId,
        amount: '10',
      })
    ).body;
    const [setting] = (await api('GET', `/api/settings${listQuery({ range: [0, 0] })}`)).body;
    screens = [
      ['product', `/Catalog/Product/Update/${product.id}`, '#form-products'],
      ['order', `/ProductOrders/Sales/Update/${order.id}`, '#form-product-orders'],
      ['customer', `/Customers/Customer/Update/${shopper.id}`, '[data-testid="customer-wizard"]'],
      ['payment', `/Payments/Payment/Update/${payment.id}`, '#form-payments'],
      ['shipment', `/Shipments/Shipment/Update/${shipment.id}`, '#form-shipments'],
      ['setting', `/Settings/AllSetting/Update/${setting.id}`, '#form-settings'],
    ];
  });

  test('fit two screens on a desktop, every tab of them', async () => {
    const desktop = await adminPage('en', { width: 1440, height: 900 });
    const heights: Record<string, number> = {};
    for (const [name, path, form$] of screens) {
      await desktop.page.goto(`/en/dashboard${path}`);
      const form = desktop.page.locator(form$);
      await form.waitFor();
      // Every tab of the form counts: each is measured while it is shown.
      const tabs = desktop.page.locator('[data-tab^="form:"]');
      const count = await tabs.count();
      heights[name] = 0;
      for (let i = 0; i < Math.max(count, 1); i++) {
        if (count) await tabs.nth(i).click();
        heights[name] = Math.max(heights[name], (await form.boundingBox())!.height);
      }
      if (name === 'product' || name === 'order') await screenshot(desktop.page, `record-${name}-desktop-en`);
    }
    for (const [name, height] of Object.entries(heights)) expect([name, height <= 1800]).toEqual([name, true]);
    await desktop.context.close();
  });

  test.each(LANGS)('%s: never scroll sideways on a phone', async (lang) => {
    const phone = await adminPage(lang, { width: 390, height: 844 });
    const widths: Record<string, number> = {};
    for (const [name, path, form$] of screens) {
      await phone.page.goto(`/${lang}/dashboard${path}`);
      await phone.page.locator(form$).waitFor();
      await phone.page.waitForLoadState('networkidle');
      widths[name] = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      if (name === 'product' || name === 'order') await screenshot(phone.page, `record-${name}-phone-${lang}`);
    }
    expect(widths).toEqual(Object.fromEntries(screens.map(([name]) => [name, 390])));
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
