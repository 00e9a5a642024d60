import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { invalid } from '../back-office/refuse.js';
import { acceptsCoin } from '../back-office/payments.hooks.js';
import { post, postingEnabled, type LedgerRole } from '../accounting/postings.js';
import { settingIn } from '../settings/settings.service.js';
import { notifyOrderChanges } from './order-notifications.js';
import { reserveStock, returnStock, updated, type StockNeed } from './stock.js';
import { orderTotals, type Totals } from './totals.js';

/** An order row as the checkout reads it (snake_case columns). */
export interface OrderRow {
  id: number;
  store_id: number | null;
  customer_id: number;
  coin_id: number;
  customer_address_id: number | null;
  shipment_type_id: number | null;
  payment_type_id: number | null;
  discount_id: number | null;
  is_closed: boolean;
  is_paid: boolean;
  is_canceled: boolean;
  is_deleted: boolean;
  is_stock_transaction: boolean;
  is_shipped: boolean;
  is_total_refunded: boolean;
  invoice_number: string | null;
  total_price: string | null;
  reserved_until: Date | string | null;
  guid: string | null;
}

/** A cart line with what its product says at checkout. */
export interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  /** The price the line was closed at (null while the cart is open). */
  unit_price: string | null;
  name: string;
  guid: string | null;
  price: string | null;
  published: boolean;
  call_for_price: boolean;
  base_coin_id: number;
  order_minimum_quantity: number;
  order_maximum_quantity: number;
  is_tax_exempt: boolean;
  is_free_shipping: boolean;
  is_ship_enabled: boolean;
  weight: string | null;
  stock_quantity: number;
  stockable: boolean;
}

const LINES_SQL = `SELECT i.id, i.product_id, i.quantity, i.unit_price, p.name, p.guid, p.price, p.published, p.call_for_price, p.base_coin_id,
  p.order_minimum_quantity, p.order_maximum_quantity, p.is_tax_exempt, p.is_free_shipping, p.is_ship_enabled, p.weight,
  p.stock_quantity, COALESCE(t.is_stockable, true) AS stockable
  FROM product_order_items i JOIN products p ON p.id = i.product_id LEFT JOIN product_types t ON t.id = p.product_type_id
  WHERE i.product_order_id = $1 ORDER BY i.product_id, i.id`;

/** Minutes a closed, unpaid order keeps its stock (setting order.reservationminutes). */
export const DEFAULT_RESERVATION_MINUTES = 30;

export async function readLines(manager: EntityManager, orderId: number): Promise<LineRow[]> {
  return (await manager.query(LINES_SQL, [orderId])) as LineRow[];
}

/** The order row, locked until the transaction ends: every change to one order happens one at a time. */
export async function lockOrder(manager: EntityManager, id: number): Promise<OrderRow | undefined> {
  const [row] = (await manager.query('SELECT * FROM product_orders WHERE id = $1 FOR UPDATE', [id])) as OrderRow[];
  return row;
}

/**
 * Whether one line may be bought as it stands (spec 1 §8, spec 2 §5): the product is for sale at a price, in the
 * cart's currency, within its order quantity limits. Stock is checked separately.
 */
export function assertPurchasable(line: Omit<LineRow, 'id' | 'product_id' | 'stock_quantity'>, coinId: number): void {
  if (!line.published) throw AppError.notFound('order.error.productnotfound');
  if (line.call_for_price) throw invalid('cart.error.callforprice', 'productId');
  if (line.price == null) throw invalid('order.error.noprice', 'productId');
  if (line.base_coin_id !== coinId) throw invalid('cart.error.currencymismatch', 'productId');
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

interface Choices {
  decimals: number;
  taxRate?: string;
  taxExempt: boolean;
  freeShipping: boolean;
  discount?: { id: number; isPercentage: boolean; amount: string; maxAmount: string | null };
  shipment?: Record<string, unknown>;
  payment?: Record<string, unknown>;
}

const charge = (amount: unknown, isPercentage: unknown, customerPays: unknown) =>
  amount == null || new Decimal(amount as string).isZero()
    ? undefined
    : { amount: String(amount), isPercentage: isPercentage === true, customerPays: customerPays === true };

/**
 * What the order's choices mean for its amounts, each checked: the address is the customer's, the shipment type is
 * active, in the cart's currency, ships to the address's country and carries the cart's weight; the payment type is
 * active, public and takes the currency; the discount is active, in its dates, under its use limit and its minimum
 * order amount.
 */
async function readChoices(
  manager: EntityManager,
  order: OrderRow,
  lines: LineRow[],
  strict: boolean,
): Promise<Choices> {
  const [coin] = (await manager.query(
    `SELECT c.decimals,
       (SELECT bool_or(r.tax_exempt) FROM customer_role_mappings m JOIN customer_roles r ON r.id = m.customer_role_id
         WHERE m.customer_id = $2 AND r.active) AS tax_exempt,
       (SELECT bool_or(r.free_shipping) FROM customer_role_mappings m JOIN customer_roles r ON r.id = m.customer_role_id
         WHERE m.customer_id = $2 AND r.active) AS free_shipping
     FROM coins c WHERE c.id = $1`,
    [order.coin_id, order.customer_id],
  )) as { decimals: number | null; tax_exempt: boolean | null; free_shipping: boolean | null }[];
  const choices: Choices = {
    decimals: coin?.decimals ?? 2,
    taxExempt: coin?.tax_exempt === true,
    freeShipping: coin?.free_shipping === true,
  };
  const needsShipping = lines.some((l) => l.is_ship_enabled);

  if (!needsShipping && order.shipment_type_id != null) throw invalid('cart.error.noshippingneeded', 'shipmentTypeId');
  // An administrator's close records what the order has: no address, shipment or payment method is asked for.
  const shipping = needsShipping && (strict || order.customer_address_id != null);
  if (shipping) {
    if (order.customer_address_id == null) throw invalid('address.error.noaddressselected', 'customerAddressId');
    const [address] = (await manager.query(
      'SELECT country_id, province_id FROM customer_addresses WHERE id = $1 AND customer_id = $2',
      [order.customer_address_id, order.customer_id],
    )) as { country_id: number; province_id: number | null }[];
    if (!address) throw invalid('address.error.noaddressselected', 'customerAddressId');
    const [rate] = (await manager.query(
      `SELECT rate FROM tax_rates WHERE country_id = $1 AND is_active AND (province_id = $2 OR province_id IS NULL)
       ORDER BY province_id NULLS LAST LIMIT 1`,
      [address.country_id, address.province_id],
    )) as { rate: string }[];
    choices.taxRate = rate?.rate;
    if (strict || order.shipment_type_id != null)
      choices.shipment = await readShipmentType(manager, order, lines, address);
  }

  if (strict || order.payment_type_id != null) choices.payment = await readPaymentType(manager, order, strict);

  if (order.discount_id != null) {
    const [d] = (await manager.query(
      `SELECT * FROM discounts WHERE id = $1 AND is_active AND (start_date IS NULL OR start_date <= now())
       AND (end_date IS NULL OR end_date > now()) AND (usage_limit IS NULL OR used_count < usage_limit)`,
      [order.discount_id],
    )) as Record<string, unknown>[];
    if (!d || (d.coin_id != null && d.coin_id !== order.coin_id))
      throw invalid('discount.error.notvalid', 'discountCode');
    choices.discount = {
      id: d.id as number,
      isPercentage: d.is_percentage === true,
      amount: String(d.amount),
      maxAmount: d.max_discount_amount == null ? null : String(d.max_discount_amount),
    };
    const subtotal = lines.reduce((s, l) => s.plus(new Decimal(l.price ?? 0).mul(l.quantity)), new Decimal(0));
    if (d.min_order_amount != null && subtotal.lt(d.min_order_amount as string))
      throw AppError.badRequest(
        'discount.error.minorder',
        [{ path: '/discountCode', error: 'discount.error.minorder' }],
        {
          amount: String(d.min_order_amount),
        },
      );
  }
  return choices;
}

/** The order's shipment type, checked: active, in its coin, shipping to the address's country, carrying its weight. */
async function readShipmentType(
  manager: EntityManager,
  order: OrderRow,
  lines: LineRow[],
  address: { country_id: number },
): Promise<Record<string, unknown>> {
  if (order.shipment_type_id == null) throw invalid('shipment.error.notselected', 'shipmentTypeId');
  const [type] = (await manager.query('SELECT * FROM shipment_types WHERE id = $1', [
    order.shipment_type_id,
  ])) as Record<string, unknown>[];
  if (!type || type.is_active !== true) throw invalid('shipment.error.notselected', 'shipmentTypeId');
  if (type.base_coin_id !== order.coin_id) throw invalid('shipment.error.typeunavailableforcoin', 'shipmentTypeId');
  const countries = String(type.available_countries ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  if (countries.length && !countries.includes(address.country_id))
    throw invalid('shipment.error.countryunavailable', 'shipmentTypeId');
  const weight = lines
    .filter((l) => l.is_ship_enabled)
    .reduce((w, l) => w.plus(new Decimal(l.weight ?? 0).mul(l.quantity)), new Decimal(0));
  if (
    (type.min_weight != null && weight.lt(type.min_weight as string)) ||
    (type.max_weight != null && weight.gte(type.max_weight as string))
  )
    throw invalid('shipment.error.weightoutofrange', 'shipmentTypeId');
  return type;
}

/** The order's payment type, checked: active, public (for a customer), taking the order's coin. */
async function readPaymentType(
  manager: EntityManager,
  order: OrderRow,
  strict: boolean,
): Promise<Record<string, unknown>> {
  if (order.payment_type_id == null) throw invalid('payment.error.notypeselected', 'paymentTypeId');
  const [payment] = (await manager.query('SELECT * FROM payment_types WHERE id = $1', [
    order.payment_type_id,
  ])) as Record<string, unknown>[];
  if (!payment || payment.is_active !== true || (strict && payment.is_public !== true))
    throw invalid('payment.error.notypeselected', 'paymentTypeId');
  const accepts = acceptsCoin(
    { allCoin: payment.all_coin, availableCoins: payment.available_coins, baseCoinId: payment.base_coin_id },
    order.coin_id,
  );
  if (!accepts) throw invalid('payment.error.typeunavailableforcoin', 'paymentTypeId');
  return payment;
}

/** The amounts of an order from its lines and choices, without changing anything. */
export async function priceOrder(
  manager: EntityManager,
  order: OrderRow,
  lines: LineRow[],
  strict = true,
): Promise<Totals> {
  const c = await readChoices(manager, order, lines, strict);
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
      fee: charge(c.shipment.fee_amount, c.shipment.is_percentage_fee, c.shipment.is_customer_paid_fee),
    },
    payment: c.payment && {
      fee: charge(c.payment.fee_amount, c.payment.is_percentage_fee, c.payment.is_customer_paid_fee),
      tax: charge(c.payment.tax_amount, c.payment.is_percentage_tax, c.payment.is_customer_paid_tax),
    },
  });
}

const stockLines = (lines: LineRow[]): StockNeed[] =>
  lines.filter((l) => l.stockable).map((l) => ({ productId: l.product_id, quantity: l.quantity }));

export interface Closed {
  order: OrderRow;
  paymentGuid: string | null;
}

/**
 * Closes a locked, open cart (spec 2 §4: 'closing submits payment'): checks every line and choice, prices the order,
 * takes its pieces from stock until the reservation expires, counts the discount's use, numbers the invoice
 * (sequential per store, without gaps: the counter row is locked to the end of the transaction), and writes the
 * payment due and the shipment to make. All of it commits together or not at all. A customer's close (strict) needs
 * every choice; an administrator's records the order with the choices it has, making only the payment and shipment
 * those choices allow.
 */
export async function closeOrder(
  manager: EntityManager,
  order: OrderRow,
  actorId: number | null,
  strict = true,
): Promise<Closed> {
  const lines = await readLines(manager, order.id);
  if (!lines.length) throw AppError.badRequest('cart.error.empty');
  for (const line of lines) assertPurchasable(line, order.coin_id);
  const totals = await priceOrder(manager, order, lines, strict);
  await reserveStock(manager, stockLines(lines));

  if (order.discount_id != null) {
    const [used] = updated(
      await manager.query(
        'UPDATE discounts SET used_count = used_count + 1 WHERE id = $1 AND (usage_limit IS NULL OR used_count < usage_limit) RETURNING id',
        [order.discount_id],
      ),
    );
    if (!used) throw invalid('discount.error.notvalid', 'discountCode');
  }
  const minutes = Number(await settingIn(manager, 'order.reservationminutes')) || DEFAULT_RESERVATION_MINUTES;
  const storeId = order.store_id ?? (await firstStore(manager));
  const [{ last_number: number }] = (await manager.query(
    `INSERT INTO invoice_counters (store_id, last_number, version) VALUES ($1, 1, 1)
     ON CONFLICT (store_id) DO UPDATE SET last_number = invoice_counters.last_number + 1, updated_at = now()
     RETURNING last_number`,
    [storeId],
  )) as { last_number: number }[];

  const free = new Decimal(totals.totalPrice).isZero();
  const now = new Date();
  await manager.query(
    `UPDATE product_order_items i SET unit_price = p.price, total_price = v.total::numeric
     FROM (SELECT unnest($1::int[]) AS id, unnest($2::text[]) AS total) v, products p
     WHERE i.id = v.id AND p.id = i.product_id`,
    [lines.map((l) => l.id), totals.lines],
  );
  const [closed] = updated<OrderRow>(
    await manager.query(
      `UPDATE product_orders SET store_id = $2, price = $3, discount_price = $4, tax_price = $5, shipping_price = $6,
         fee_price = $7, cost_price = $8, total_price = $9, invoice_number = $10, invoice_date = $11::date,
         is_closed = true, closed_date = $12, reserved_until = $13, is_paid = $14, paid_date = $15,
         guid = COALESCE(guid, $16::uuid), updated_by = $17, updated_at = now(), version = version + 1
       WHERE id = $1 RETURNING *`,
      [
        order.id,
        storeId,
        totals.price,
        totals.discountPrice,
        totals.taxPrice,
        totals.shippingPrice,
        totals.feePrice,
        totals.costPrice,
        totals.totalPrice,
        String(number),
        now.toISOString().slice(0, 10),
        now,
        free ? null : new Date(now.getTime() + minutes * 60_000),
        free,
        free ? now : null,
        randomUUID(),
        actorId,
      ],
    ),
  );

  if (await postingEnabled(manager)) await post(manager, salesPosting(order, totals, number, now), actorId);

  let paymentGuid: string | null = null;
  if (!free && order.payment_type_id != null) {
    paymentGuid = await insertReceipt(manager, {
      amount: totals.totalPrice,
      taxPrice: totals.taxPrice,
      costPrice: totals.costPrice,
      coinId: order.coin_id,
      customerId: order.customer_id,
      paymentTypeId: order.payment_type_id,
      entityName: 'ProductOrder',
      entityId: order.id,
      description: `Invoice ${number}`,
      createdBy: actorId,
      updatedBy: actorId,
    });
  }
  if (totals.needsShipping && order.shipment_type_id != null)
    await manager
      .createQueryBuilder()
      .insert()
      .into('Shipment')
      .values({
        customerId: order.customer_id,
        productOrderId: order.id,
        shipmentTypeId: order.shipment_type_id,
        coinId: order.coin_id,
        amount: totals.shippingPrice,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .execute();
  await notifyOrderChanges(manager, order.id, order);
  return { order: closed, paymentGuid };
}

/** The sale on account: the customer owes the total; sales, tax and shipping are earned. */
function salesPosting(order: OrderRow, t: Totals, invoice: number | string, date: Date) {
  const description = `Invoice ${invoice}`;
  return {
    kind: 'sales' as const,
    date,
    coinId: order.coin_id,
    description,
    lines: [
      { ledger: 'receivable' as const, customerId: order.customer_id, debtor: t.totalPrice, description },
      { ledger: 'sales' as const, creditor: new Decimal(t.price).minus(t.discountPrice).toFixed(), description },
      { ledger: 'tax' as const, creditor: t.taxPrice, description },
      { ledger: 'shipping' as const, creditor: new Decimal(t.shippingPrice).plus(t.feePrice).toFixed(), description },
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
 * Gives a closed, unpaid order's stock back and cancels it (the customer cancelled, or its reservation expired).
 * The caller holds the order's lock. Goods already sent to stock documents stay with them.
 */
export async function cancelOrder(manager: EntityManager, order: OrderRow, actorId: number | null): Promise<void> {
  if (!order.is_closed || order.is_paid || order.is_canceled) throw AppError.conflict('order.error.cannotcancel');
  if (!order.is_stock_transaction) await returnStock(manager, stockLines(await readLines(manager, order.id)));
  await reverseSale(manager, order, actorId);
  if (order.discount_id != null)
    await manager.query('UPDATE discounts SET used_count = GREATEST(used_count - 1, 0) WHERE id = $1', [
      order.discount_id,
    ]);
  await manager.query(
    `UPDATE product_orders SET is_canceled = true, canceled_date = now(), reserved_until = NULL, updated_by = $2,
       updated_at = now(), version = version + 1 WHERE id = $1`,
    [order.id, actorId],
  );
}

/** A cancelled order's sale posting is reversed, line by line, so the books forget it. */
async function reverseSale(manager: EntityManager, order: OrderRow, actorId: number | null): Promise<void> {
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
  );
}

async function ledgerRoles(manager: EntityManager): Promise<Map<number, LedgerRole>> {
  const rows = (await manager.query(
    "SELECT DISTINCT ON (name) name, value FROM settings WHERE name LIKE 'accounting.ledger.%' ORDER BY name, store_id",
  )) as { name: string; value: string }[];
  return new Map(rows.map((r) => [Number(r.value), r.name.slice('accounting.ledger.'.length) as LedgerRole]));
}

/** A payment due from the customer (a receipt), with the guid its payment page goes by; answers the guid. */
export async function insertReceipt(manager: EntityManager, values: Record<string, unknown>): Promise<string> {
  const guid = randomUUID();
  await manager
    .createQueryBuilder()
    .insert()
    .into('Payment')
    .values({ isReceipt: true, guid, ...values })
    .execute();
  return guid;
}
