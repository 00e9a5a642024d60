/**
 * @engines pglite postgres
 * Concurrent checkouts: row locks over a pool of connections, and over PGlite's single one.
 */
import { call, listQuery } from '../support/http.js';
import { engine, shoppers, useServer } from '../support/server.js';

// The cart and checkout of spec 1 §2.8 and §8: the cart's errors, closing it (prices, tax, discount, shipping,
// invoice number, stock reserved, payment due), idempotent retries, cancellation and expiry giving stock back, and
// many shoppers at once never buying more than there is.
const ctx = useServer();
const as = (token: string | undefined) => (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token, body });
const admin = () => as(ctx.token);
const created = async (path: string, body: object): Promise<any> => {
  const r = await admin()('POST', path, body);
  if (r.status !== 201) throw new Error(`${path}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const stockOf = async (id: number): Promise<number> => (await admin()('GET', `/api/products/${id}`)).body.stockQuantity;

let refs: {
  coinId: number;
  otherCoinId: number;
  productTypeId: number;
  countryId: number;
  provinceId: number;
  cityId: number;
};
let paymentType: { id: number };
let shipmentType: { id: number };

const product = (sku: string, extra: object = {}) =>
  created('/api/products', {
    name: `Checkout ${sku}`,
    sku,
    price: '20.00',
    stockQuantity: 5,
    baseCoinId: refs.coinId,
    productTypeId: refs.productTypeId,
    weight: '1',
    ...extra,
  });

/** A signed-in shopper with an address, ready to check out with the test's payment and shipment types. */
async function shopper(name: string) {
  const [s] = await shoppers(ctx.server, ctx.token, name, 1);
  const me = as(s.token);
  const address = await me('POST', '/api/customer-addresses', {
    title: 'Home',
    countryId: refs.countryId,
    provinceId: refs.provinceId,
    cityId: refs.cityId,
    addressDetail: 'Valiasr St. 1',
  });
  expect(address.status).toBe(201);
  return { ...s, me, addressId: address.body.id as number };
}

const choose = (me: ReturnType<typeof as>, addressId: number, extra: object = {}) =>
  me('POST', '/api/ProductOrders/saveCustomerProductOrder', {
    customerAddressId: addressId,
    shipmentTypeId: shipmentType.id,
    paymentTypeId: paymentType.id,
    ...extra,
  });

beforeAll(async () => {
  const coins = (await admin()('GET', '/api/coins')).body as { id: number; symbol: string }[];
  const [type] = (await admin()('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const [country] = (await admin()('GET', `/api/countries${listQuery({ filter: { twoLetterIsoCode: 'IR' } })}`)).body;
  const [province] = (await admin()('GET', `/api/provinces${listQuery({ filter: { countryId: country.id } })}`)).body;
  const [city] = (await admin()('GET', `/api/cities${listQuery({ filter: { provinceId: province.id } })}`)).body;
  refs = {
    coinId: coins.find((c) => c.symbol === 'TRY')!.id,
    otherCoinId: coins.find((c) => c.symbol === 'IRR')!.id,
    productTypeId: type.id,
    countryId: country.id,
    provinceId: province.id,
    cityId: city.id,
  };
  paymentType = await created('/api/payment-types', {
    name: 'Checkout card',
    paymentMethod: 1,
    allCoin: true,
    feeAmount: '1',
    isPercentageFee: true,
    isCustomerPaidFee: true,
  });
  shipmentType = await created('/api/shipment-types', {
    name: 'Checkout post',
    baseCoinId: refs.coinId,
    price: '5.00',
  });
  // The store's rate for the country is set to 9 %; a second rate for the same country is refused.
  const [vat] = (await admin()('GET', `/api/tax-rates${listQuery({ filter: { countryId: refs.countryId } })}`)).body;
  expect((await admin()('PUT', `/api/tax-rates/${vat.id}`, { rate: '9' })).status).toBe(200);
  const twice = await admin()('POST', '/api/tax-rates', { name: 'VAT 2', countryId: refs.countryId, rate: '5' });
  expect(twice).toMatchObject({ status: 400, body: { error: 'tax.error.rateexists' } });
});

test('the cart refuses what cannot be bought, with the spec’s messages', async () => {
  const { me } = await shopper('cartrules');
  const scarce = await product('CK-SCARCE', { stockQuantity: 2, orderMaximumQuantity: 5 });
  const none = await product('CK-NONE', { stockQuantity: 0 });
  const quote = await product('CK-QUOTE', { callForPrice: true });
  const rial = await product('CK-RIAL', { baseCoinId: refs.otherCoinId, price: '1000000' });
  const bulk = await product('CK-BULK', { orderMinimumQuantity: 3 });

  const closeEmpty = await me('POST', '/api/ProductOrders/closeCart', {});
  expect(closeEmpty).toMatchObject({
    status: 400,
    body: { error: 'cart.error.empty', message: 'Shopping cart is empty' },
  });

  const out = await me('POST', '/api/ProductOrders/AddCart', { productId: none.id });
  expect(out).toMatchObject({ status: 409, body: { error: 'cart.error.outofstock', message: 'Out of Stock' } });
  const low = await me('POST', '/api/ProductOrders/AddCart', { productId: scarce.id, quantity: 3 });
  expect(low).toMatchObject({ status: 409, body: { message: 'only 2 pcs in stock available' } });
  expect((await me('POST', '/api/ProductOrders/AddCart', { productId: quote.id })).body.error).toBe(
    'cart.error.callforprice',
  );
  const few = await me('POST', '/api/ProductOrders/AddCart', { productId: bulk.id, quantity: 2 });
  expect(few.body).toMatchObject({ error: 'cart.error.minimumquantity', message: expect.stringContaining('3') });

  const added = await me('POST', '/api/ProductOrders/AddCart', { productId: scarce.id, quantity: 2 });
  expect(added.status).toBe(200);
  expect(added.body.productOrderItems).toEqual([expect.objectContaining({ productId: scarce.id, quantity: 2 })]);
  // One more than stock, added to the line already there.
  expect((await me('POST', '/api/ProductOrders/AddCart', { productId: scarce.id })).body.error).toBe(
    'cart.error.lowstock',
  );
  const mismatch = await me('POST', '/api/ProductOrders/AddCart', { productId: rial.id });
  expect(mismatch).toMatchObject({ status: 400, body: { error: 'cart.error.currencymismatch' } });

  // Quantity 0 takes a line out; the cart is then empty again.
  const emptied = await me('POST', '/api/ProductOrders/saveCustomerProductOrderItems', {
    productOrderItems: [{ productId: scarce.id, quantity: 0 }],
  });
  expect(emptied.body.productOrderItems).toEqual([]);
  expect((await me('GET', '/api/ProductOrders/getShoppingCart')).body.problem).toBe('cart.error.empty');
  // Nothing was taken from stock by putting it in a cart.
  expect(await stockOf(scarce.id)).toBe(2);
});

test('a cart of things that need no shipping refuses a shipment type', async () => {
  const { me, addressId } = await shopper('noship');
  const ebook = await product('CK-EBOOK', { isShipEnabled: false });
  await me('POST', '/api/ProductOrders/AddCart', { productId: ebook.id });
  await choose(me, addressId);
  const closed = await me('POST', '/api/ProductOrders/closeCart', {});
  expect(closed.body).toMatchObject({ error: 'cart.error.noshippingneeded' });
  const fixed = await me('POST', '/api/ProductOrders/saveCustomerProductOrder', { shipmentTypeId: null });
  expect(fixed.body.totals).toMatchObject({ shippingPrice: '0.00', needsShipping: false });
  expect((await me('POST', '/api/ProductOrders/closeCart', {})).status).toBe(200);
});

test('closing prices the order, reserves stock, numbers the invoice and makes the payment due, once', async () => {
  const { me, addressId, id: customerId } = await shopper('closer');
  const lamp = await product('CK-LAMP', { price: '19.99', stockQuantity: 10 });
  const book = await product('CK-BOOK', { price: '5.00', stockQuantity: 10, isTaxExempt: true });
  await created('/api/discounts', { code: 'TENOFF', isPercentage: true, amount: '10' });
  await me('POST', '/api/ProductOrders/AddCart', { productId: lamp.id, quantity: 3 });
  await me('POST', '/api/ProductOrders/AddCart', { productId: book.id, quantity: 2 });
  const bad = await choose(me, addressId, { discountCode: 'NOSUCH' });
  expect(bad.body.error).toBe('discount.error.notvalid');
  const cart = (await choose(me, addressId, { discountCode: 'tenoff' })).body;
  // Lines 59.97 + 10.00; 10 % off = 7.00; 9 % tax on the lamp's share; shipping 5.00; the 1 % card fee.
  expect(cart.totals).toMatchObject({
    price: '69.97',
    discountPrice: '7.00',
    taxPrice: '4.86',
    shippingPrice: '5.00',
    feePrice: '0.73',
    totalPrice: '73.56',
  });

  const before = (await admin()('GET', '/api/ProductOrders/getNewInvoiceNumber')).body.invoiceNumber;
  const first = await me('POST', '/api/ProductOrders/closeCart', {});
  expect(first.status).toBe(200);
  expect(first.body.order).toMatchObject({
    isClosed: true,
    invoiceNumber: before,
    totalPrice: '73.56',
    customerId,
    isPaid: false,
  });
  expect(first.body.paymentGuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(await stockOf(lamp.id)).toBe(7);
  expect(await stockOf(book.id)).toBe(8);
  const payments = (
    await admin()(
      'GET',
      `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: first.body.order.id } })}`,
    )
  ).body;
  expect(payments).toEqual([expect.objectContaining({ amount: '73.56', isReceipt: true, isPaid: false, customerId })]);
  const shipments = (
    await admin()('GET', `/api/shipments${listQuery({ filter: { productOrderId: first.body.order.id } })}`)
  ).body;
  expect(shipments).toEqual([expect.objectContaining({ amount: '5.00', isShipped: false })]);

  // A retried close answers the same order and payment: nothing reserved or charged twice.
  const again = await me('POST', '/api/ProductOrders/closeCart', { id: first.body.order.id });
  expect(again.body).toMatchObject({ order: { invoiceNumber: before }, paymentGuid: first.body.paymentGuid });
  expect(await stockOf(lamp.id)).toBe(7);
  expect(
    (
      await admin()(
        'GET',
        `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: first.body.order.id } })}`,
      )
    ).body,
  ).toHaveLength(1);
  expect((await admin()('GET', `/api/discounts${listQuery({ filter: { code: 'TENOFF' } })}`)).body[0].usedCount).toBe(
    1,
  );
  // The next invoice number follows on.
  expect((await admin()('GET', '/api/ProductOrders/getNewInvoiceNumber')).body.invoiceNumber).toBe(
    String(Number(before) + 1),
  );
  // The customer's order history has it; another customer cannot read it.
  const history = await me('GET', '/api/ProductOrders/getCustomerProductOrders');
  expect(history.body.data.map((o: { id: number }) => o.id)).toContain(first.body.order.id);
  const other = await shopper('snooper');
  expect(
    (await other.me('GET', `/api/ProductOrders/getCustomerProductOrderById?id=${first.body.order.id}`)).status,
  ).toBe(404);

  // Paying the receipt pays the order and ends its reservation.
  const paid = await admin()('POST', `/api/payments/${payments[0].id}/actions/markPaid`, {});
  expect(paid.status).toBe(200);
  expect((await admin()('GET', `/api/product-orders/${first.body.order.id}`)).body).toMatchObject({
    isPaid: true,
    reservedUntil: null,
  });

  // An administrator approves it and ships it: the shipment is shipped and the goods leave the warehouse.
  const orderId = first.body.order.id;
  const approved = await admin()('POST', `/api/ProductOrders/approveProductOrder?id=${orderId}`, { confirm: true });
  expect(approved.body).toMatchObject({ isApproved: true, seconderCustomerId: expect.any(Number) });
  const [warehouse] = (await admin()('GET', `/api/warehouses${listQuery({ filter: { isActived: true } })}`)).body;
  const shipped = await admin()('POST', '/api/ProductOrders/setShipped', { id: orderId });
  expect(shipped.body).toMatchObject({ isShipped: true, isStockTransaction: true });
  const [shipment] = (await admin()('GET', `/api/shipments${listQuery({ filter: { productOrderId: orderId } })}`)).body;
  expect(shipment.isShipped).toBe(true);
  const items = (await admin()('GET', `/api/product-order-items${listQuery({ filter: { productOrderId: orderId } })}`))
    .body as { id: number; quantity: number }[];
  const documents = (
    await admin()(
      'GET',
      `/api/stock-transactions${listQuery({ filter: { productOrderItemId: items.map((i) => i.id) } })}`,
    )
  ).body as { quantity: number; isReleased: boolean; warehouseId: number }[];
  expect(documents.map((d) => [d.quantity, d.isReleased, d.warehouseId]).sort()).toEqual(
    [
      [3, true, warehouse.id],
      [2, true, warehouse.id],
    ].sort(),
  );
  const after = (await admin()('GET', `/api/warehouses/${warehouse.id}`)).body;
  expect(after.outputQuantity - warehouse.outputQuantity).toBe(5);
  // A shipped order cannot be deleted, and shipping again is refused.
  expect((await admin()('POST', '/api/ProductOrders/setShipped', { id: orderId })).status).toBe(409);
});

test('cancelling or letting the reservation expire gives the stock back; an expired order cannot be paid', async () => {
  const { me, addressId } = await shopper('expirer');
  const vase = await product('CK-VASE', { stockQuantity: 4 });
  await me('POST', '/api/ProductOrders/AddCart', { productId: vase.id, quantity: 3 });
  await choose(me, addressId);
  const order = (await me('POST', '/api/ProductOrders/closeCart', {})).body.order;
  expect(await stockOf(vase.id)).toBe(1);
  const cancelled = await me('POST', '/api/ProductOrders/cancelOrder', { id: order.id });
  expect(cancelled.body).toMatchObject({ isCanceled: true });
  expect(await stockOf(vase.id)).toBe(4);
  expect((await me('POST', '/api/ProductOrders/cancelOrder', { id: order.id })).status).toBe(409);

  await me('POST', '/api/ProductOrders/AddCart', { productId: vase.id, quantity: 2 });
  await choose(me, addressId);
  const late = (await me('POST', '/api/ProductOrders/closeCart', {})).body.order;
  expect(await stockOf(vase.id)).toBe(2);
  // The reservation (order.reservationminutes, whole minutes) runs out: the clock is moved past it.
  await ctx.server.dataSource.query(
    `UPDATE product_orders SET reserved_until = now() - interval '1 second' WHERE id = $1`,
    [late.id],
  );
  const swept = await admin()('POST', '/api/ProductOrders/releaseExpiredReservations', {});
  expect(swept.body.released).toBeGreaterThanOrEqual(1);
  expect(await stockOf(vase.id)).toBe(4);
  const [payment] = (
    await admin()('GET', `/api/payments${listQuery({ filter: { entityName: 'ProductOrder', entityId: late.id } })}`)
  ).body;
  const refused = await admin()('POST', `/api/payments/${payment.id}/actions/markPaid`, {});
  expect(refused).toMatchObject({ status: 409, body: { error: 'order.error.canceled' } });
  expect((await admin()('GET', `/api/payments/${payment.id}`)).body.isPaid).toBe(false);
});

test('100 shoppers check out a product with 10 in stock at once: exactly 10 orders, stock 0, never below', async () => {
  const limited = await product('CK-LIMITED', { stockQuantity: 10, price: '7.00' });
  const crowd = await shoppers(ctx.server, ctx.token, 'rush', engine() === 'postgres' ? 100 : 40);
  for (const s of crowd) {
    const me = as(s.token);
    expect((await me('POST', '/api/ProductOrders/AddCart', { productId: limited.id })).status).toBe(200);
    // Collected at the counter: nothing to ship, so no address is needed.
    const r = await me('POST', '/api/ProductOrders/saveCustomerProductOrder', { paymentTypeId: paymentType.id });
    expect(r.status).toBe(200);
  }
  await admin()('PUT', `/api/products/${limited.id}`, { isShipEnabled: false });
  const results = await Promise.all(crowd.map((s) => as(s.token)('POST', '/api/ProductOrders/closeCart', {})));
  const won = results.filter((r) => r.status === 200);
  const lost = results.filter((r) => r.status !== 200);
  expect(won).toHaveLength(10);
  expect(lost.map((r) => r.body.error)).toEqual(lost.map(() => 'cart.error.outofstock'));
  expect(await stockOf(limited.id)).toBe(0);
  // Ten distinct invoice numbers, one after another.
  const numbers = won.map((r) => Number(r.body.order.invoiceNumber)).sort((a, b) => a - b);
  expect(numbers[9] - numbers[0]).toBe(9);
  expect(new Set(numbers).size).toBe(10);
});

test('a payment method paid at a gateway that is not configured is not offered, and closing with it is refused', async () => {
  const { me, addressId } = await shopper('nogateway');
  const online = await created('/api/payment-types', {
    name: 'Online elsewhere',
    paymentMethod: 1,
    allCoin: true,
    isExternalProcess: true,
    systemKeyword: 'zarinpal',
  });
  const mug = await product('CK-MUG');
  await me('POST', '/api/ProductOrders/AddCart', { productId: mug.id });
  const offered = (await me('GET', '/api/ProductOrders/getShoppingCart')).body.options.paymentTypes;
  expect(offered.map((o: { id: number }) => o.id)).toContain(paymentType.id);
  expect(offered.map((o: { id: number }) => o.id)).not.toContain(online.id);
  await choose(me, addressId, { paymentTypeId: online.id });
  const closed = await me('POST', '/api/ProductOrders/closeCart', {});
  expect(closed).toMatchObject({ status: 409, body: { error: 'payment.error.gatewayunavailable' } });
  expect(await stockOf(mug.id)).toBe(5);
});

test('the administrators’ order calls and the customer’s order lines', async () => {
  const { me, addressId, id: customerId } = await shopper('namedcalls');
  const lamp = await product('CK-NAMED', { stockQuantity: 4 });
  await me('POST', '/api/ProductOrders/AddCart', { productId: lamp.id, quantity: 2 });
  await choose(me, addressId);
  const order = (await me('POST', '/api/ProductOrders/closeCart', {})).body.order;

  const listed = await admin()('GET', `/api/ProductOrders/getProductOrders${listQuery({ filter: { customerId } })}`);
  expect(listed.body).toMatchObject({ total: 1, data: [expect.objectContaining({ id: order.id })] });
  const [line] = (await admin()('GET', `/api/ProductOrders/getProductOrderItems?productOrderId=${order.id}`)).body;
  expect(line).toMatchObject({ productId: lamp.id, quantity: 2, unitPrice: '20.00', totalPrice: '40.00' });
  expect((await admin()('GET', `/api/ProductOrders/getProductOrderItemById?id=${line.id}`)).body.id).toBe(line.id);
  // A closed order's lines are locked for the administrator too.
  const late = await admin()('POST', '/api/ProductOrders/saveProductOrderItems', [{ id: line.id, quantity: 3 }]);
  expect(late).toMatchObject({ status: 409, body: { error: 'order.error.closed_unchangeable' } });
  const noted = await admin()('POST', '/api/ProductOrders/saveProductOrder', { id: order.id, barcode: 'X-1' });
  expect(noted).toMatchObject({ status: 409, body: { error: 'order.error.closed_unchangeable' } });

  const mine = await me('GET', `/api/ProductOrders/getCustomerProductOrderItems?productOrderId=${order.id}`);
  expect(mine.body).toEqual([expect.objectContaining({ productId: lamp.id, quantity: 2 })]);
  const other = await shopper('namedsnoop');
  const theirs = await other.me('GET', `/api/ProductOrders/getCustomerProductOrderItems?productOrderId=${order.id}`);
  expect(theirs.status).toBe(404);
  expect((await me('GET', '/api/ProductOrders/getProductOrders')).status).toBe(403);
});

test('an order always belongs to a store: made without one, or emptied by an update, it is in the first store', async () => {
  const [first] = (await admin()('GET', `/api/stores${listQuery({ sort: ['id', 'ASC'], range: [0, 0] })}`)).body;
  const { id: customerId } = await shopper('storeless');
  const order = await created('/api/product-orders', { customerId, coinId: refs.coinId, quantity: 1, storeId: null });
  expect(order.storeId).toBe(first.id);
  const emptied = await admin()('PUT', `/api/product-orders/${order.id}`, { version: order.version, storeId: null });
  expect(emptied).toMatchObject({ status: 200, body: { storeId: first.id } });
  expect((await admin()('GET', `/api/product-orders/${order.id}`)).body.storeId).toBe(first.id);
});
