import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signInThroughUi, until } from '../support/browser.js';
import { call, listQuery, signIn } from '../support/http.js';
import { createCustomer, startServer, type TestServer } from '../support/server.js';
import { hydrated, register } from '../support/storefront.js';
import { startLocalZarinpal, type LocalZarinpal } from '../support/zarinpal-server.js';

// The whole order in a real Chromium: a new customer registers, adds a rug to the cart, checks out, pays at the
// (local, Zarinpal-speaking) gateway; a second administrator approves the order and ships it in the dashboard, and
// the goods leave the warehouse. Each state shows in the dashboard.
let browser: Browser;
let gateway: LocalZarinpal;
let server: TestServer;
let token: string;
const api = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });

beforeAll(async () => {
  gateway = await startLocalZarinpal();
  server = await startServer({ config: { zarinpal: { baseUrl: gateway.url, merchantId: gateway.merchantId } } });
  token = await signIn(server.url);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await gateway?.close();
});

test('register → add to cart → checkout → pay at the gateway → approve → ship → stock released', async () => {
  const coins = (await api('GET', '/api/coins')).body as { id: number; symbol: string }[];
  const rial = coins.find((c) => c.symbol === 'IRR')!.id;
  const [type] = (await api('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const rug = (
    await api('POST', '/api/products', {
      name: 'Kerman wool rug',
      price: '2500000',
      stockQuantity: 5,
      weight: '4',
      baseCoinId: rial,
      productTypeId: type.id,
    })
  ).body;
  await api('POST', '/api/shipment-types', { name: 'Tipax courier', baseCoinId: rial, price: '150000' });
  const [country] = (await api('GET', `/api/countries${listQuery({ filter: { twoLetterIsoCode: 'IR' } })}`)).body;
  const [province] = (await api('GET', `/api/provinces${listQuery({ filter: { countryId: country.id } })}`)).body;
  const [city] = (await api('GET', `/api/cities${listQuery({ filter: { provinceId: province.id } })}`)).body;

  // The customer registers and adds the rug to the cart from its page.
  const { page, errors } = await openPage(browser, server.url);
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
  await register(page, 'rug.buyer');
  const customerToken = await page.evaluate(() => JSON.parse(localStorage.getItem('saray.auth')!).access_token);
  const address = await call(server.url, 'POST', '/api/customer-addresses', {
    token: customerToken,
    body: { title: 'Home', countryId: country.id, provinceId: province.id, cityId: city.id, addressDetail: 'Azadi 5' },
  });
  expect(address.status).toBe(201);
  await page.goto(`/en/p/${rug.guid}`);
  await hydrated(page);
  await page.getByTestId('add-to-cart').click();
  // The cart drawer shows what was added, and leads to the checkout.
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByTestId('drawer-lines').getByText('Kerman wool rug').waitFor();
  await drawer.getByRole('link', { name: 'Go to checkout' }).click();

  // Checkout in steps: address, shipment, payment, review; each choice is answered by the server.
  await page.waitForURL('**/en/shoppingcart?step=address');
  await hydrated(page);
  const steps = page.getByTestId('checkout-steps');
  expect(await steps.locator('[aria-current="step"]').innerText()).toContain('Shipping address');
  // Going on without an address: the server's refusal, as it words it.
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByTestId('checkout-error')
    .getByText('No address selected: choose where the order is shipped.')
    .waitFor();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/en/shoppingcart?step=shipment');
  expect(await page.getByTestId('checkout-error').count()).toBe(0);
  await page.getByRole('radio', { name: 'Tipax courier' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/en/shoppingcart?step=payment');
  await page.getByRole('radio', { name: 'Online payment (Zarinpal)' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/en/shoppingcart?step=review');
  expect(await steps.locator('[aria-current="step"]').innerText()).toContain('Review');
  // 2,500,000 + 10 % VAT + 150,000 shipping.
  await page.getByTestId('cart-total').getByText('2,900,000 IRR').waitFor();
  await screenshot(page, 'checkout-cart');
  // The pre-invoice prints the cart as it would close now.
  await page.getByRole('link', { name: 'Print a pre-invoice' }).click();
  await page.locator('[data-kind="preinvoice"]').waitFor();
  expect(await page.getByTestId('invoice-total').textContent()).toBe('2,900,000 IRR');
  // Back is the review step again, drawn by the server.
  await page.goBack();
  await hydrated(page);
  await page.getByTestId('cart-total').getByText('2,900,000 IRR').waitFor();
  await page.getByTestId('place-order').click();

  // The order's confirmation, with its payment, then the gateway, then back.
  await page.waitForURL(/\/en\/payment\/[0-9a-f-]{36}$/);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
  expect(await page.getByTestId('order-number').textContent()).toMatch(/^\d+$/);
  await page.getByTestId('order-line').getByText('Kerman wool rug').waitFor();
  expect(await page.getByTestId('order-address').textContent()).toContain('Azadi 5');
  expect(await page.getByTestId('order-total').textContent()).toBe('2,900,000 IRR');
  expect(await page.getByTestId('payment-amount').textContent()).toBe('2,900,000 IRR');
  expect(await page.getByTestId('payment-status').textContent()).toBe('Waiting for payment');
  await page.getByTestId('order-confirmation').getByRole('link', { name: 'My orders' }).waitFor();
  await screenshot(page, 'checkout-confirmation');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(`${gateway.url}/pg/StartPay/**`);
  await page.locator('#pay').click();
  await page.waitForURL('**/en/payment/zarinpal/verify?**');
  await page.getByText('Thank you: the payment is done.').waitFor();
  expect(await page.getByTestId('payment-status').textContent()).toBe('Paid');
  await screenshot(page, 'checkout-paid');
  expect(await api('GET', `/api/products/${rug.id}`).then((r) => r.body.stockQuantity)).toBe(4);

  // The order history links the invoice: seller, customer, lines, amounts and both signatures, printable to PDF.
  await page.goto('/en/account/myproductorders');
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  const invoice = page.locator('[data-kind="invoice"]');
  await invoice.waitFor();
  expect(await page.getByTestId('invoice-total').textContent()).toBe('2,900,000 IRR');
  for (const text of ['Saray Demo Bazaar', 'Kerman wool rug', "Seller's signature", "Customer's signature", 'Paid'])
    await invoice.getByText(text, { exact: true }).first().waitFor();
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.site-header').isVisible()).toBe(false);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
  await page.emulateMedia({ media: 'screen' });
  await screenshot(page, 'checkout-invoice');

  // A second administrator approves the paid order and ships it in the dashboard.
  const [order] = (
    await api('GET', `/api/product-orders${listQuery({ filter: { customerId: address.body.customerId } })}`)
  ).body;
  expect(order).toMatchObject({ isClosed: true, isPaid: true, isApproved: false });
  await createCustomer(server, token, { username: 'orders.admin' }, 'orders-pass-1', ['administrators']);
  const { page: admin, errors: adminErrors } = await openPage(browser, server.url);
  await signInThroughUi(admin, 'orders.admin', 'orders-pass-1', '/en/dashboard');
  await admin.goto('/en/dashboard/ProductOrders/Sales/List');
  await admin
    .getByTestId('list-table')
    .getByRole('cell', { name: '2,900,000\u00a0IRR', exact: true })
    .first()
    .waitFor();
  await admin.goto(`/en/dashboard/ProductOrders/Sales/Update/${order.id}`);
  await admin.locator('[data-action="approve"]').click();
  await admin.getByRole('button', { name: 'Confirm' }).click();
  await until(
    () => admin.locator('#root_isApproved').isChecked(),
    (v) => v,
  );
  expect(await admin.locator('#root_isApproved').isChecked()).toBe(true);
  await admin.locator('[data-action="setShipped"]').click();
  expect(
    await until(
      () => admin.locator('#root_isShipped').isChecked(),
      (v) => v,
    ),
  ).toBe(true);
  expect(await admin.locator('#root_isPaid').isChecked()).toBe(true);
  expect(await admin.locator('#root_isStockTransaction').isChecked()).toBe(true);
  await screenshot(admin, 'checkout-order-shipped');

  // The goods left the warehouse: the order's stock document is released, as the stock list shows.
  const items = (await api('GET', `/api/product-order-items${listQuery({ filter: { productOrderId: order.id } })}`))
    .body as { id: number }[];
  const [document] = (
    await api('GET', `/api/stock-transactions${listQuery({ filter: { productOrderItemId: items[0].id } })}`)
  ).body;
  expect(document).toMatchObject({ quantity: 1, isReleased: true, productId: rug.id });
  await admin.goto('/en/dashboard/WarehouseStocks/StockTransaction/List');
  await admin.getByTestId('list-table').getByRole('cell', { name: 'Kerman wool rug', exact: true }).waitFor();
  await admin.goto(
    `/en/dashboard/Shipments/Shipment/Update/${(await api('GET', `/api/shipments${listQuery({ filter: { productOrderId: order.id } })}`)).body[0].id}`,
  );
  expect(
    await until(
      () => admin.locator('#root_isShipped').isChecked(),
      (v) => v,
    ),
  ).toBe(true);
  // The sale was posted: the year's trial balance in the dashboard has the customers' ledger and agrees.
  const [year] = (await api('GET', `/api/years${listQuery({ filter: { name: String(new Date().getUTCFullYear()) } })}`))
    .body;
  await admin.goto(`/en/dashboard/Accountings/Year/Update/${year.id}`);
  const report = admin.getByTestId('trial-balance');
  await report.getByRole('cell', { name: 'Customers (receivable)' }).first().waitFor();
  await report.getByTestId('trial-balance-total').filter({ hasText: 'IRR' }).getByText('Balanced').waitFor();
  await screenshot(admin, 'checkout-trial-balance');
  const approved = (await api('GET', `/api/product-orders/${order.id}`)).body;
  expect(approved).toMatchObject({ isApproved: true, isShipped: true, isStockTransaction: true });
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
});
