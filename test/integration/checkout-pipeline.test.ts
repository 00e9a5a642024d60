/**
 * @engines pglite postgres
 * One transaction of pipeline writes and its rollback, and the statements a checkout sends, on both engines.
 */
import { AppError } from '../../backend/src/common/app-error.js';
import { HookRegistry, type HookContext } from '../../backend/src/crud/hooks.js';
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { statementsDuring } from '../support/query-log.js';

// A checkout writes several records in one transaction through the same pipeline as any other write: the order,
// its lines, its payment and its shipment each get their hooks, checks and history, and a hook that refuses any of
// them takes the whole checkout back.
const ctx = useServer();
const as = (token: string | undefined) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token, body });
const admin = () => as(ctx.token);
const created = async (path: string, body: object): Promise<any> => {
  const r = await admin()('POST', path, body);
  if (r.status !== 201) throw new Error(`${path}: ${JSON.stringify(r.body)}`);
  return r.body;
};

let coinId: number;
let productTypeId: number;
let place: { countryId: number; provinceId: number; cityId: number };
let paymentTypeId: number;
let shipmentTypeId: number;

beforeAll(async () => {
  const coins = (await admin()('GET', '/api/coins')).body as { id: number; symbol: string }[];
  coinId = coins.find((c) => c.symbol === 'TRY')!.id;
  productTypeId = (await admin()('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body[0]
    .id;
  const [country] = (await admin()('GET', `/api/countries${listQuery({ filter: { twoLetterIsoCode: 'IR' } })}`)).body;
  const [province] = (await admin()('GET', `/api/provinces${listQuery({ filter: { countryId: country.id } })}`)).body;
  const [city] = (await admin()('GET', `/api/cities${listQuery({ filter: { provinceId: province.id } })}`)).body;
  place = { countryId: country.id, provinceId: province.id, cityId: city.id };
  paymentTypeId = (await created('/api/payment-types', { name: 'Pipeline card', paymentMethod: 1, allCoin: true })).id;
  shipmentTypeId = (await created('/api/shipment-types', { name: 'Pipeline post', baseCoinId: coinId, price: '4.00' }))
    .id;
});

/** A stockable product at 20.00 in the test's coin, which ships. */
const newProduct = (name: string, stock: number) =>
  created('/api/products', {
    name: `Pipeline ${name}`,
    sku: `PIPE-${name.toUpperCase()}`,
    price: '20.00',
    stockQuantity: stock,
    baseCoinId: coinId,
    productTypeId,
    weight: '1',
  });

/** A shopper with one shippable product in the cart and every choice made, ready to close. */
async function readyCart(name: string, stock = 5) {
  const product = await newProduct(name, stock);
  const [s] = await shoppers(ctx.server, ctx.token, name, 1);
  const me = as(s.token);
  const address = await me('POST', '/api/customer-addresses', { title: 'Home', addressDetail: 'Valiasr 1', ...place });
  expect((await me('POST', '/api/ProductOrders/AddCart', { productId: product.id, quantity: 2 })).status).toBe(200);
  const chosen = await me('POST', '/api/ProductOrders/saveCustomerProductOrder', {
    customerAddressId: address.body.id,
    shipmentTypeId,
    paymentTypeId,
  });
  expect(chosen.status).toBe(200);
  return { me, product, addressId: address.body.id as number, orderId: chosen.body.id as number };
}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  (await ctx.server.dataSource.query(text, params)) as T[];

/** Everything a checkout touches, to compare before and after one that was refused. */
const snapshot = async (orderId: number, productId: number) => ({
  order: await sql('SELECT * FROM product_orders WHERE id = $1', [orderId]),
  lines: await sql('SELECT * FROM product_order_items WHERE product_order_id = $1 ORDER BY id', [orderId]),
  stock: await sql('SELECT stock_quantity FROM products WHERE id = $1', [productId]),
  counters: await sql('SELECT * FROM invoice_counters ORDER BY store_id'),
  payments: await sql("SELECT * FROM payments WHERE entity_name = 'ProductOrder' AND entity_id = $1", [orderId]),
  shipments: await sql('SELECT * FROM shipments WHERE product_order_id = $1', [orderId]),
  history: await sql('SELECT count(*)::int AS n FROM record_histories'),
  postings: await sql('SELECT count(*)::int AS n FROM accountings'),
  outbox: await sql('SELECT count(*)::int AS n FROM outbox_messages'),
});

test('a checkout records the history of its order, lines, payment and shipment, and runs their hooks', async () => {
  const { me, orderId, product } = await readyCart('pipehistory');
  // The price changes after the product was put in the cart: the close prices the line anew.
  expect((await admin()('PUT', `/api/products/${product.id}`, { price: '21.00' })).status).toBe(200);
  const seen: string[] = [];
  const observe = (entity: string) =>
    ctx.server.app.get(HookRegistry).add(entity, {
      beforeWrite: (c: HookContext) => void seen.push(`${entity} before ${c.action ?? c.op}`),
      afterWrite: (c: HookContext) => void seen.push(`${entity} after ${c.action ?? c.op}`),
      afterCommit: (c: HookContext) => void seen.push(`${entity} committed ${c.action ?? c.op}`),
    });
  const removers = ['ProductOrder', 'ProductOrderItem', 'Payment', 'Shipment'].map(observe);
  try {
    const closed = await me('POST', '/api/ProductOrders/closeCart', {});
    expect(closed.status).toBe(200);
    expect(closed.body.order).toMatchObject({ id: orderId, isClosed: true, invoiceNumber: expect.any(String) });
  } finally {
    removers.forEach((remove) => remove());
  }
  // Every record's hooks ran, and their afterCommit hooks only once all of them had committed together.
  // (Hooks added after start-up run after the entity's own: the order's own beforeWrite prices the lines, its own
  // afterWrite makes the payment and the shipment.)
  expect(seen).toEqual([
    'ProductOrderItem before update',
    'ProductOrderItem after update',
    'ProductOrder before closeCart',
    'Payment before create',
    'Payment after create',
    'Shipment before create',
    'Shipment after create',
    'ProductOrder after closeCart',
    'ProductOrderItem committed update',
    'Payment committed create',
    'Shipment committed create',
    'ProductOrder committed closeCart',
  ]);

  const [payment] = (
    await admin()('GET', `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: orderId } })}`)
  ).body;
  const [shipment] = (await admin()('GET', `/api/shipments${listQuery({ filter: { productOrderId: orderId } })}`)).body;
  expect(payment).toMatchObject({ isReceipt: true, amount: expect.any(String), coinId });
  expect(shipment).toMatchObject({ shipmentTypeId, amount: '4.00', coinId });
  const history = async (resource: string, id: number) =>
    (await admin()('GET', `/api/${resource}/${id}/history`)).body as {
      operation: string;
      action: string | null;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
  const orderHistory = await history('product-orders', orderId);
  expect(orderHistory.at(-1)).toMatchObject({
    operation: 'action',
    action: 'closeCart',
    changes: { isClosed: { before: false, after: true }, invoiceNumber: { before: null, after: expect.any(String) } },
  });
  expect(await history('payments', payment.id)).toEqual([
    expect.objectContaining({
      operation: 'create',
      changes: expect.objectContaining({ entityId: { before: null, after: orderId } }),
    }),
  ]);
  expect(await history('shipments', shipment.id)).toEqual([
    expect.objectContaining({
      operation: 'create',
      changes: expect.objectContaining({ shipmentTypeId: { before: null, after: shipmentTypeId } }),
    }),
  ]);
  // The line's price, set when it was put in the cart and changed by the close, is in its history too.
  const lines = await sql<{ id: number }>('SELECT id FROM product_order_items WHERE product_order_id = $1', [orderId]);
  const lineHistory = await sql<{ operation: string; changes: Record<string, unknown> }>(
    "SELECT operation, changes FROM record_histories WHERE entity_name = 'ProductOrderItem' AND record_id = $1 ORDER BY id",
    [lines[0].id],
  );
  expect(lineHistory.map((h) => h.operation)).toEqual(['create', 'update']);
  expect(lineHistory[0].changes).toMatchObject({ unitPrice: { before: null, after: '20.00' } });
  expect(lineHistory[1].changes).toMatchObject({
    unitPrice: { before: '20.00', after: '21.00' },
    totalPrice: { before: '40.00', after: '42.00' },
  });
});

test('a hook refusing the shipment takes the whole checkout back: no row differs', async () => {
  const { me, product, orderId } = await readyCart('piperefused');
  const before = await snapshot(orderId, product.id);
  const remove = ctx.server.app.get(HookRegistry).add('Shipment', {
    beforeWrite: (c: HookContext) => {
      if (c.op === 'create')
        throw AppError.badRequest('shipment.error.notselected', [
          { path: '/shipmentTypeId', error: 'shipment.error.notselected' },
        ]);
    },
  });
  try {
    const refused = await me('POST', '/api/ProductOrders/closeCart', {});
    expect(refused).toMatchObject({ status: 400, body: { error: 'shipment.error.notselected' } });
  } finally {
    remove();
  }
  // The order is still an open cart, no stock was taken, no invoice number used, no payment, shipment, posting,
  // e-mail or history row written.
  expect(await snapshot(orderId, product.id)).toEqual(before);
  // Without the refusal the same cart closes, with the next invoice number.
  const closed = await me('POST', '/api/ProductOrders/closeCart', {});
  expect(closed.status).toBe(200);
  expect((await sql('SELECT stock_quantity FROM products WHERE id = $1', [product.id]))[0]).toEqual({
    stock_quantity: 3,
  });
});

test('a checkout whose last statement fails (sent with its COMMIT) takes everything back and runs no afterCommit hook', async () => {
  const { me, product, orderId } = await readyCart('pipelast');
  const before = await snapshot(orderId, product.id);
  const committed: string[] = [];
  const remove = ctx.server.app.get(HookRegistry).add('Shipment', {
    // A write left for the transaction's last statement (with its history), which PostgreSQL refuses.
    afterWrite: (c: HookContext) =>
      c.tx.later('UPDATE products SET stock_quantity = stock_quantity / $2 WHERE id = $1', [product.id, 0]),
    afterCommit: (c: HookContext) => void committed.push(`${c.entity.name} ${c.op}`),
  });
  try {
    const failed = await me('POST', '/api/ProductOrders/closeCart', {});
    // PostgreSQL's refusal (a division by zero) is the answer, as for any statement of the checkout.
    expect(failed).toMatchObject({ status: 400, body: { error: 'common.error.invalidvalue' } });
  } finally {
    remove();
  }
  expect(committed).toEqual([]);
  expect(await snapshot(orderId, product.id)).toEqual(before);
  // The connection it ran on serves the next checkout: the same cart closes.
  expect((await me('POST', '/api/ProductOrders/closeCart', {})).status).toBe(200);
});

test('the whole checkout, three requests, is a fixed number of statements', async () => {
  const { me, product, addressId } = await readyCart('pipecount', 100);
  expect((await me('POST', '/api/ProductOrders/closeCart', {})).status).toBe(200);
  const counted = async (fn: () => Promise<unknown>) =>
    (await statementsDuring(ctx.server.dataSource, fn)).filter(
      (q) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q) && !q.includes('"security_accesses"'),
    );
  // A second purchase by the same shopper: the cart, the choices and the close, as the storefront sends them.
  const add = await counted(() => me('POST', '/api/ProductOrders/AddCart', { productId: product.id }));
  const choose = await counted(() =>
    me('POST', '/api/ProductOrders/saveCustomerProductOrder', {
      customerAddressId: addressId,
      paymentTypeId,
      shipmentTypeId,
    }),
  );
  const close = await counted(() => me('POST', '/api/ProductOrders/closeCart', {}));
  // The shopper's session was resolved by their first purchase: no call reads it again. Each cart change locks the
  // customer's row and reads, in the same statement, the cart and what the change names (the product; the address,
  // and the lines with everything the new choices refer to, for the answer), and ends with one statement for the
  // history of what it wrote. Adding to a new cart writes the cart and its line and answers from what it wrote;
  // choosing writes the choices. The close locks the cart, reads the lines and choices with the payment and shipment
  // types its records' hooks need and the e-mail's recipient (one statement), takes stock and numbers the invoice
  // (one), writes the order, payment and shipment through the pipeline, posts the sale (one) and queues the e-mail
  // with the history.
  expect({ add: add.length, choose: choose.length, close: close.length }).toEqual({ add: 4, choose: 3, close: 8 });
});

test('two tabs adding to a new shopper’s first cart at once fill one cart', async () => {
  const product = await newProduct('tabs', 100);
  const [s] = await shoppers(ctx.server, ctx.token, 'pipetabs', 1);
  const me = as(s.token);
  const added = await Promise.all(
    Array.from({ length: 6 }, () => me('POST', '/api/ProductOrders/AddCart', { productId: product.id })),
  );
  expect(added.map((r) => r.status)).toEqual(Array(6).fill(200));
  const carts = await sql<{ id: number; pieces: number }>(
    `SELECT o.id, sum(i.quantity)::int AS pieces FROM product_orders o JOIN product_order_items i ON i.product_order_id = o.id
     WHERE o.customer_id = $1 GROUP BY o.id`,
    [s.id],
  );
  expect(carts).toEqual([{ id: expect.any(Number), pieces: 6 }]);
});
