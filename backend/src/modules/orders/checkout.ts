import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { onBehalfOf, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { invalid } from '../../common/refuse.js';
import { updated } from '../../db/updated-rows.js';
import type { RecipientRow } from '../../platform/messaging/notification-queue.js';
import { flagValue, type SettingReader } from '../../platform/settings/settings.service.js';
import { assertOrderCoin } from './cart-currency.hooks.js';
import { acceptsCoin } from './payment.hooks.js';
import { post, type LedgerRole } from '../accounting/postings.js';
import { returnStock, shortOf, STOCK_TAKE_SQL, stockNeeds, type StockNeed } from './stock.js';
import { orderTotals, type Totals } from './totals.js';
import {
  readChoices,
  readLines,
  readOrder,
  type Json,
  type LineRow,
  type OrderChoices,
  type OrderRow,
} from './order-read.js';

/** Minutes a closed, unpaid order keeps its stock (setting order.reservationminutes). */
export const DEFAULT_RESERVATION_MINUTES = 30;

/**
 * Whether one line may be bought as it stands (spec 1 §8, spec 2 §5): the product is for sale at a price, in the
 * cart's currency, within its order quantity limits. Stock is checked separately.
 */
export function assertPurchasable(
  line: Omit<LineRow, 'id' | 'product_id' | 'stock_quantity' | 'unit_price'>,
  coinId: number,
): void {
  if (!line.published) throw AppError.notFound('order.error.productnotfound');
  if (line.call_for_price) throw invalid('cart.error.callforprice', 'productId');
  if (line.price == null) throw invalid('order.error.noprice', 'productId');
  assertOrderCoin(line.base_coin_id, coinId, 'productId');
  if (line.quantity < line.order_minimum_quantity)
    throw AppError.badRequest(
      'cart.error.minimumquantity',
      [{ path: '/quantity', error: 'cart.error.minimumquantity' }],
      {
        count: line.order_minimum_quantity,
      },
    );
  if (line.quantity > line.order_maximum_quantity)
    throw AppError.badRequest(
      'cart.error.maximumquantity',
      [{ path: '/quantity', error: 'cart.error.maximumquantity' }],
      {
        count: line.order_maximum_quantity,
      },
    );
}

const charge = (amount: unknown, isPercentage: unknown, customerPays: unknown) =>
  amount == null || new Decimal(amount as string).isZero()
    ? undefined
    : { amount: String(amount), isPercentage: isPercentage === true, customerPays: customerPays === true };

interface Choices {
  decimals: number;
  taxRate?: string;
  taxExempt: boolean;
  freeShipping: boolean;
  discount?: { id: number; isPercentage: boolean; amount: string; maxAmount: string | null };
  shipment?: Json;
  payment?: Json;
}

/**
 * What the order's choices mean for its amounts, each checked: the address is the customer's, the shipment type is
 * active, in the cart's currency, ships to the address's country and carries the cart's weight; the payment type is
 * active, public and takes the currency; the discount is active, in its dates, under its use limit and its minimum
 * order amount.
 */
function checkChoices(read: OrderChoices, order: OrderRow, lines: LineRow[], strict: boolean): Choices {
  const choices: Choices = {
    decimals: read.decimals ?? 2,
    taxExempt: read.tax_exempt === true,
    freeShipping: read.free_shipping === true,
  };
  const needsShipping = lines.some((l) => l.is_ship_enabled);

  if (!needsShipping && order.shipment_type_id != null) throw invalid('cart.error.noshippingneeded', 'shipmentTypeId');
  // An administrator's close records what the order has: no address, shipment or payment method is asked for.
  const shipping = needsShipping && (strict || order.customer_address_id != null);
  if (shipping) {
    if (order.customer_address_id == null || !read.address)
      throw invalid('address.error.noaddressselected', 'customerAddressId');
    choices.taxRate = read.address.taxRate ?? undefined;
    if (strict || order.shipment_type_id != null)
      choices.shipment = checkShipmentType(read.shipment_type, order, lines, read.address);
  }

  if (strict || order.payment_type_id != null) choices.payment = checkPaymentType(read.payment_type, order, strict);

  if (order.discount_id != null) {
    const d = read.discount;
    if (!d || (d.coinId != null && d.coinId !== order.coin_id))
      throw invalid('discount.error.notvalid', 'discountCode');
    choices.discount = {
      id: d.id as number,
      isPercentage: d.isPercentage === true,
      amount: String(d.amount),
      maxAmount: d.maxAmount == null ? null : String(d.maxAmount),
    };
    const subtotal = lines.reduce((s, l) => s.plus(new Decimal(l.price ?? 0).mul(l.quantity)), new Decimal(0));
    if (d.minOrderAmount != null && subtotal.lt(d.minOrderAmount as string))
      throw AppError.badRequest(
        'discount.error.minorder',
        [{ path: '/discountCode', error: 'discount.error.minorder' }],
        {
          amount: String(d.minOrderAmount),
        },
      );
  }
  return choices;
}

/** The order's shipment type, checked: active, in its coin, shipping to the address's country, carrying its weight. */
function checkShipmentType(type: Json | null, order: OrderRow, lines: LineRow[], address: { countryId: number }): Json {
  if (order.shipment_type_id == null) throw invalid('shipment.error.notselected', 'shipmentTypeId');
  if (!type || type.isActive !== true) throw invalid('shipment.error.notselected', 'shipmentTypeId');
  if (type.baseCoinId !== order.coin_id) throw invalid('shipment.error.typeunavailableforcoin', 'shipmentTypeId');
  const countries = String(type.availableCountries ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  if (countries.length && !countries.includes(address.countryId))
    throw invalid('shipment.error.countryunavailable', 'shipmentTypeId');
  const weight = lines
    .filter((l) => l.is_ship_enabled)
    .reduce((w, l) => w.plus(new Decimal(l.weight ?? 0).mul(l.quantity)), new Decimal(0));
  if (
    (type.minWeight != null && weight.lt(type.minWeight as string)) ||
    (type.maxWeight != null && weight.gte(type.maxWeight as string))
  )
    throw invalid('shipment.error.weightoutofrange', 'shipmentTypeId');
  return type;
}

/** The order's payment type, checked: active, public (for a customer), taking the order's coin. */
function checkPaymentType(payment: Json | null, order: OrderRow, strict: boolean): Json {
  if (order.payment_type_id == null) throw invalid('payment.error.notypeselected', 'paymentTypeId');
  if (!payment || payment.isActive !== true || (strict && payment.isPublic !== true))
    throw invalid('payment.error.notypeselected', 'paymentTypeId');
  if (!acceptsCoin(payment, order.coin_id)) throw invalid('payment.error.typeunavailableforcoin', 'paymentTypeId');
  return payment;
}

/**
 * The amounts of an order from its lines and choices, without changing anything. `read`: what the choices refer to,
 * when the caller has read it already.
 */
export async function priceOrder(
  manager: EntityManager,
  order: OrderRow,
  lines: LineRow[],
  strict = true,
  read?: OrderChoices,
): Promise<Totals> {
  const c = checkChoices(read ?? (await readChoices(manager, order)), order, lines, strict);
  return orderTotals({
    decimals: c.decimals,
    lines: lines.map((l) => ({
      unitPrice: l.price ?? '0',
      quantity: l.quantity,
      taxExempt: l.is_tax_exempt,
      freeShipping: l.is_free_shipping,
      shippable: l.is_ship_enabled,
      weight: l.weight ?? '0',
    })),
    discount: c.discount,
    taxRate: c.taxRate,
    taxExempt: c.taxExempt,
    freeShipping: c.freeShipping,
    shipment: c.shipment && {
      price: String(c.shipment.price ?? 0),
      fee: charge(c.shipment.feeAmount, c.shipment.isPercentageFee, c.shipment.isCustomerPaidFee),
    },
    payment: c.payment && {
      fee: charge(c.payment.feeAmount, c.payment.isPercentageFee, c.payment.isCustomerPaidFee),
      tax: charge(c.payment.taxAmount, c.payment.isPercentageTax, c.payment.isCustomerPaidTax),
    },
  });
}

const stockLines = (lines: LineRow[]): StockNeed[] =>
  lines.filter((l) => l.stockable).map((l) => ({ productId: l.product_id, quantity: l.quantity }));

/**
 * Closes a locked, open cart (spec 2 §4: 'closing submits payment'), as the closeCart action's first half: checks
 * every line and choice, prices the order, takes its pieces from stock until the reservation expires, counts the
 * discount's use, numbers the invoice (sequential per store, without gaps: the counter row is locked to the end of
 * the transaction) and fixes each line's price. Answers what the action writes on the order. A customer's close
 * (strict) needs every choice; an administrator's records the order with the choices it has.
 */
export async function closeOrder(
  tx: CrudTx,
  actor: Actor,
  order: OrderRow,
  strict: boolean,
  settings: SettingReader,
  gateways: ReadonlyMap<string, unknown>,
): Promise<{ values: Row; needsShipping: boolean; recipient?: RecipientRow }> {
  const { manager } = tx;
  const { lines, choices, recipient } = await readOrder(manager, order, tx);
  if (!lines.length) throw AppError.badRequest('cart.error.empty');
  for (const line of lines) assertPurchasable(line, order.coin_id);
  const totals = await priceOrder(manager, order, lines, strict, choices);
  // A payment type paid at a gateway needs that gateway configured, or the customer could not pay.
  const payment = choices.payment_type;
  if (strict && payment?.isExternalProcess === true && !gateways.has(String(payment.systemKeyword ?? '')))
    throw AppError.conflict('payment.error.gatewayunavailable', [
      { path: '/paymentTypeId', error: 'payment.error.gatewayunavailable' },
    ]);
  if (order.discount_id != null) await useDiscount(manager, order.discount_id);
  const minutes = Number(await settings('order.reservationminutes')) || DEFAULT_RESERVATION_MINUTES;
  const storeId = order.store_id ?? (await firstStore(manager));
  // The lines change only under their order's lock, which this transaction holds: they are held as read. A line
  // keeps the price it was put in the cart at unless the product's price has changed since.
  for (const [i, line] of lines.entries())
    if (line.unit_price !== line.price || line.total_price !== totals.lines[i])
      await tx.update(
        'product-order-items',
        onBehalfOf(actor),
        line.id,
        { unitPrice: line.price, totalPrice: totals.lines[i] },
        { locked: tx.hold('product-order-items', line as unknown as Row) },
      );
  // The hot rows (stock, the invoice counter) last, so they stay locked for the shortest time.
  const number = await takeStockAndNumber(manager, stockLines(lines), storeId);
  // Pages show the products' stock: the change feed names them once this commits.
  tx.changed('Product');
  const free = new Decimal(totals.totalPrice).isZero();
  const now = new Date();
  const values = {
    storeId,
    price: totals.price,
    discountPrice: totals.discountPrice,
    taxPrice: totals.taxPrice,
    shippingPrice: totals.shippingPrice,
    feePrice: totals.feePrice,
    costPrice: totals.costPrice,
    totalPrice: totals.totalPrice,
    invoiceNumber: String(number),
    invoiceDate: now.toISOString().slice(0, 10),
    reservedUntil: free ? null : new Date(now.getTime() + minutes * 60_000),
    isPaid: free,
    paidDate: free ? now : null,
    guid: order.guid ?? randomUUID(),
  };
  return { values, needsShipping: totals.needsShipping, recipient };
}

/**
 * The closeCart action's second half, once the order row says closed: the payment due and the shipment to make,
 * each written through the pipeline (their hooks check the coin against the order), and the sale posted.
 */
export async function afterClose(
  tx: CrudTx,
  actor: Actor,
  order: Row,
  needsShipping: boolean,
  settings: SettingReader,
): Promise<void> {
  const platform = onBehalfOf(actor);
  const description = `Invoice ${String(order.invoiceNumber)}`;
  if (order.isPaid !== true && order.paymentTypeId != null)
    await tx.create('payments', platform, {
      isReceipt: true,
      guid: randomUUID(),
      amount: order.totalPrice,
      taxPrice: order.taxPrice,
      costPrice: order.costPrice,
      coinId: order.coinId,
      customerId: order.customerId,
      paymentTypeId: order.paymentTypeId,
      entityName: 'ProductOrder',
      entityId: order.id,
      description,
    });
  if (needsShipping && order.shipmentTypeId != null)
    await tx.create('shipments', platform, {
      customerId: order.customerId,
      productOrderId: order.id,
      shipmentTypeId: order.shipmentTypeId,
      coinId: order.coinId,
      amount: order.shippingPrice,
    });
  if (flagValue(await settings('accounting.autopost')))
    await post(tx.manager, salesPosting(order, description), actor.id, settings);
}

/** A discount's use is counted only while it is under its limit: one conditional UPDATE, like the stock's. */
async function useDiscount(manager: EntityManager, discountId: number): Promise<void> {
  // write-sql: discount-use
  const sql = `UPDATE discounts SET used_count = used_count + 1
    WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id`;
  const [used] = updated(await manager.query(sql, [discountId]));
  if (!used) throw invalid('discount.error.notvalid', 'discountCode');
}

/**
 * The pieces taken from stock (see reserveStock) and the store's next invoice number, in one statement: the number
 * is taken only when every piece was, and its counter row stays locked until the transaction ends, so numbers have
 * no gaps. Refuses with the stock error when a product has too few.
 */
async function takeStockAndNumber(manager: EntityManager, needs: StockNeed[], storeId: number): Promise<number> {
  const wanted = stockNeeds(needs);
  // write-sql: invoice-counter
  const sql = `WITH ${STOCK_TAKE_SQL}, counter AS (
      INSERT INTO invoice_counters (store_id, last_number, version) SELECT $3, 1, 1 WHERE (SELECT count(*) FROM taken) = $4
      ON CONFLICT (store_id) DO UPDATE SET last_number = invoice_counters.last_number + 1, updated_at = now()
      RETURNING last_number)
    SELECT (SELECT last_number FROM counter) AS number`;
  const [{ number }] = (await manager.query(sql, [
    wanted.map((w) => w.productId),
    wanted.map((w) => w.quantity),
    storeId,
    wanted.length,
  ])) as { number: number | null }[];
  if (number == null) throw await shortOf(manager, wanted);
  return number;
}

/** The sale on account: the customer owes the total; sales, tax and shipping are earned. */
function salesPosting(order: Row, description: string) {
  const amount = (field: string) => new Decimal(String(order[field] ?? 0));
  return {
    kind: 'sales' as const,
    date: new Date(),
    coinId: order.coinId as number,
    description,
    lines: [
      {
        ledger: 'receivable' as const,
        customerId: order.customerId as number,
        debtor: amount('totalPrice').toFixed(),
        description,
      },
      { ledger: 'sales' as const, creditor: amount('price').minus(amount('discountPrice')).toFixed(), description },
      { ledger: 'tax' as const, creditor: amount('taxPrice').toFixed(), description },
      {
        ledger: 'shipping' as const,
        creditor: amount('shippingPrice').plus(amount('feePrice')).toFixed(),
        description,
      },
    ],
  };
}

/** The store an order without one belongs to: the first. */
export async function firstStoreId(manager: EntityManager): Promise<number | undefined> {
  const [row] = (await manager.query('SELECT id FROM stores ORDER BY id LIMIT 1')) as { id: number }[];
  return row?.id;
}

async function firstStore(manager: EntityManager): Promise<number> {
  const id = await firstStoreId(manager);
  if (id === undefined) throw AppError.conflict('store.error.notfound');
  return id;
}

/**
 * Gives a closed, unpaid order's stock back and cancels it (the customer cancelled, or its reservation expired):
 * answers what is written on the order. The caller holds the order's lock. Goods already sent to stock documents
 * stay with them.
 */
export async function cancelOrder(tx: CrudTx, actor: Actor, order: OrderRow, settings: SettingReader): Promise<Row> {
  const { manager } = tx;
  if (!order.is_closed || order.is_paid || order.is_canceled) throw AppError.conflict('order.error.cannotcancel');
  if (!order.is_stock_transaction) await returnStock(tx, stockLines(await readLines(manager, order.id)));
  await reverseSale(manager, order, actor.id, settings);
  if (order.discount_id != null) {
    // write-sql: discount-use
    const sql = 'UPDATE discounts SET used_count = GREATEST(used_count - 1, 0) WHERE id = $1';
    await manager.query(sql, [order.discount_id]);
  }
  return { isCanceled: true, canceledDate: new Date().toISOString(), reservedUntil: null };
}

/** A cancelled order's sale posting is reversed, line by line, so the books forget it. */
async function reverseSale(
  manager: EntityManager,
  order: OrderRow,
  actorId: number | null,
  settings: SettingReader,
): Promise<void> {
  const description = `Invoice ${order.invoice_number}`;
  const lines = (await manager.query(
    `SELECT d.ledger_id, d.customer_id, d.debtor, d.creditor FROM accounting_details d
     JOIN accountings a ON a.id = d.accounting_id WHERE a.description = $1 ORDER BY d.id`,
    [description],
  )) as { ledger_id: number; customer_id: number | null; debtor: string; creditor: string }[];
  if (!lines.length) return;
  const roles = await ledgerRoles(manager);
  await post(
    manager,
    {
      kind: 'sales',
      date: new Date(),
      coinId: order.coin_id,
      description: `${description} cancelled`,
      lines: lines.map((l) => ({
        ledger: roles.get(l.ledger_id) ?? 'sales',
        customerId: l.customer_id,
        debtor: String(l.creditor),
        creditor: String(l.debtor),
        description: `${description} cancelled`,
      })),
    },
    actorId,
    settings,
  );
}

async function ledgerRoles(manager: EntityManager): Promise<Map<number, LedgerRole>> {
  const rows = (await manager.query(
    "SELECT DISTINCT ON (name) name, value FROM settings WHERE name LIKE 'accounting.ledger.%' ORDER BY name, store_id",
  )) as { name: string; value: string }[];
  return new Map(rows.map((r) => [Number(r.value), r.name.slice('accounting.ledger.'.length) as LedgerRole]));
}
