import type { StorefrontState } from '@saray/contracts/storefront/state';
import { TOKEN_COOKIE } from '@saray/contracts/session';
import { call, listQuery } from '../support/http.js';
import { closedOrder, orderRefs } from '../support/orders.js';
import { shoppers, useServer } from '../support/server.js';

// What the storefront's shopping screens are handed by the server: a product page's specification and related
// products, the cart's amounts per line, and a placed order's confirmation on its payment page.
const ctx = useServer();
const api = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

/** A page's HTML and the state it hydrates from. */
async function page(path: string, token?: string): Promise<{ status: number; html: string; state: StorefrontState }> {
  const res = await fetch(ctx.server.url + path, { headers: token ? { cookie: `${TOKEN_COOKIE}=${token}` } : {} });
  const html = await res.text();
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1];
  return { status: res.status, html, state: JSON.parse(json) as StorefrontState };
}

const productBySku = async (sku: string) =>
  (await api('GET', `/api/products${listQuery({ filter: { sku } })}`)).body[0];

test('a product page offers a handful of other products of its category, never itself', async () => {
  const rug = await productBySku('CP-3002');
  const { state, html } = await page(`/en/p/${rug.guid}`);
  const related = state.data.related!;
  expect(related.length).toBeGreaterThan(0);
  expect(related.length).toBeLessThanOrEqual(6);
  expect(related.map((p) => p.id)).not.toContain(rug.id);
  // Each of the same category, as the server reads it.
  for (const card of related)
    expect((await api('GET', `/api/products/${card.id}`)).body.categoryId).toBe(rug.categoryId);
  expect(html).toContain('More from this category');
  expect(html).toContain(`href="/en/p/${related[0].guid}"`);
  // A product with no category has none to offer.
  const [type] = (await api('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const [usdt] = (await api('GET', `/api/coins${listQuery({ filter: { symbol: 'USDT' } })}`)).body;
  const lone = (
    await api('POST', '/api/products', { name: 'Lone lamp', price: '10', productTypeId: type.id, baseCoinId: usdt.id })
  ).body;
  expect((await page(`/en/p/${lone.guid}`)).state.data.related).toBeUndefined();
});

test('a product page lists its attributes as a specification table, in their order, active ones only', async () => {
  const rug = await productBySku('CP-3001');
  const attribute = async (fields: object) =>
    (await api('POST', '/api/attributes', { entityName: 'Product', ...fields })).body as { id: number };
  const pile = await attribute({ name: 'Pile', attributeControlTypeId: 1, displayOrder: 2, groupName: 'Make' });
  const knots = await attribute({
    name: 'Hand knotted',
    attributeControlTypeId: 5,
    displayOrder: 1,
    groupName: 'Make',
  });
  const colours = await attribute({ name: 'Colours', attributeControlTypeId: 21, displayOrder: 3 });
  const hidden = await attribute({ name: 'Old code', attributeControlTypeId: 1, isActived: false });
  const mapped = [
    [pile, 'Silk'],
    [knots, 'true'],
    [colours, '|Red|Ivory|'],
    [hidden, 'X-1'],
  ] as const;
  for (const [a, value] of mapped)
    expect(
      (
        await api('POST', '/api/attribute-mappings', {
          attributeId: a.id,
          entityName: 'Product',
          entityId: rug.id,
          value,
        })
      ).status,
    ).toBe(201);

  const { state, html } = await page(`/en/p/${rug.guid}`);
  expect(state.data.product!.attributes).toEqual([
    { name: 'Hand knotted', group: 'Make', value: 'true', kind: 'flag' },
    { name: 'Pile', group: 'Make', value: 'Silk', kind: 'text' },
    { name: 'Colours', group: null, value: 'Red, Ivory', kind: 'text' },
  ]);
  const table = /<table class="spec-table"[^>]*>(.*?)<\/table>/s.exec(html)![1];
  expect(
    table
      .replace(/<[^>]+>/g, '|')
      .split('|')
      .filter(Boolean),
  ).toEqual(['Make', 'Hand knotted', 'Yes', 'Pile', 'Silk', 'Colours', 'Red, Ivory']);
  // A product without attributes has no table.
  const other = await productBySku('CP-3002');
  expect((await page(`/en/p/${other.guid}`)).html).not.toContain('class="spec-table"');
});

test('the cart answers each line’s amount, the subtotal and how many the customer may take', async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Shop test payment');
  const product = (
    await api('POST', '/api/products', {
      name: 'Counted cups',
      price: '12.50',
      stockQuantity: 4,
      orderMaximumQuantity: 9,
      orderMinimumQuantity: 2,
      baseCoinId: refs.coinId,
      productTypeId: refs.productTypeId,
    })
  ).body;
  const [shopper] = await shoppers(ctx.server, ctx.token, 'cupbuyer', 1);
  const added = await call(ctx.server.url, 'POST', '/api/ProductOrders/AddCart', {
    token: shopper.token,
    body: { productId: product.id, quantity: 3 },
  });
  expect(added.status).toBe(200);
  expect(added.body.productOrderItems).toEqual([
    expect.objectContaining({ quantity: 3, unitPrice: '12.50', total: '37.50', minQuantity: 2, maxQuantity: 4 }),
  ]);
  expect(added.body.subtotal).toBe('37.50');
  // The cart page is drawn from the same answer.
  const { state } = await page('/en/shoppingcart', shopper.token);
  expect(state.data.checkout).toMatchObject({ subtotal: '37.50', productOrderItems: [{ total: '37.50' }] });
});

test('a placed order’s payment page carries the order: its number, lines, amounts, and address, for its customer', async () => {
  const refs = await orderRefs(ctx.server, ctx.token, 'Shop confirmation payment');
  const { order, paymentGuid, shopper } = await closedOrder(
    ctx.server,
    ctx.token,
    refs,
    'confirm',
    { price: '20.00', stockQuantity: 5 },
    2,
  );
  const { status, state, html } = await page(`/en/payment/${paymentGuid}`, shopper.token);
  expect(status).toBe(200);
  expect(state.data.order).toMatchObject({
    kind: 'invoice',
    guid: order.guid,
    invoiceNumber: order.invoiceNumber,
    lines: [{ name: 'Order confirm', quantity: 2, unitPrice: '20.00', total: '40' }],
    isPaid: false,
  });
  expect(state.data.order!.amounts!.totalPrice).toBe(state.data.payment!.amount);
  expect(html).toContain('Thank you for your order');
  expect(html).toContain('data-testid="order-number"');
  // Anyone else is told nothing of it: a visitor is asked to sign in, another customer finds no such payment.
  expect((await page(`/en/payment/${paymentGuid}`)).state.data.order).toBeUndefined();
  const [stranger] = await shoppers(ctx.server, ctx.token, 'stranger', 1);
  const strangers = await fetch(`${ctx.server.url}/en/payment/${paymentGuid}`, {
    headers: { cookie: `${TOKEN_COOKIE}=${stranger.token}` },
  });
  expect(strangers.status).toBe(404);
  expect(await strangers.text()).not.toContain('Order confirm');
});
