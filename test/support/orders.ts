import { call, listQuery } from './http.js';
import { shoppers, type TestServer } from './server.js';

export interface OrderRefs {
  coinId: number;
  productTypeId: number;
  paymentTypeId: number;
}

/** What a test's orders need: the TRY coin, a stocked product type and a new payment type taking every coin. */
export async function orderRefs(server: TestServer, token: string, paymentTypeName: string): Promise<OrderRefs> {
  const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });
  const coins = (await admin('GET', '/api/coins')).body as { id: number; symbol: string }[];
  const [type] = (await admin('GET', `/api/product-types${listQuery({ filter: { isStockable: true } })}`)).body;
  const paymentType = await admin('POST', '/api/payment-types', {
    name: paymentTypeName,
    paymentMethod: 1,
    allCoin: true,
  });
  return {
    coinId: coins.find((c) => c.symbol === 'TRY')!.id,
    productTypeId: type.id,
    paymentTypeId: paymentType.body.id,
  };
}

/**
 * A new shopper's closed order for `quantity` pieces of a new product that needs no shipping: the shopper's caller,
 * the shopper, the order and its payment guid as closeCart answered them, and the product.
 */
export async function closedOrder(
  server: TestServer,
  token: string,
  refs: OrderRefs,
  name: string,
  product: { price: string; stockQuantity: number },
  quantity: number,
) {
  const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });
  const created = (
    await admin('POST', '/api/products', {
      name: `Order ${name}`,
      ...product,
      isShipEnabled: false,
      baseCoinId: refs.coinId,
      productTypeId: refs.productTypeId,
    })
  ).body;
  const [shopper] = await shoppers(server, token, name, 1);
  const me = (method: string, path: string, body?: object) =>
    call(server.url, method, path, { token: shopper.token, body });
  await me('POST', '/api/ProductOrders/AddCart', { productId: created.id, quantity });
  await me('POST', '/api/ProductOrders/saveCustomerProductOrder', { paymentTypeId: refs.paymentTypeId });
  const closed = await me('POST', '/api/ProductOrders/closeCart', {});
  if (closed.status !== 200) throw new Error(`order not closed: ${JSON.stringify(closed.body)}`);
  return { me, shopper, order: closed.body.order, product: created, paymentGuid: closed.body.paymentGuid as string };
}
