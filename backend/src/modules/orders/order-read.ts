import type { EntityManager } from 'typeorm';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import type { MessageEvent } from '../../platform/messaging/message-events.js';
import { recipientSql, type RecipientRow } from '../../platform/messaging/notification-queue.js';

// What the checkout reads of an order: its row, its lines with their products, and everything its choices refer
// to, in as few statements as the callers' own allow (see orderSql).

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
  description?: string | null;
}

/** A cart line with what its product says at checkout. */
export interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  /** The price the line was put in the cart at, kept by the close unless the product's price changed. */
  unit_price: string | null;
  total_price?: string | null;
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

const LINES_SQL = `SELECT i.*, p.name, p.name_fa, p.name_tr, p.guid, p.price, p.published, p.call_for_price, p.base_coin_id,
  p.order_minimum_quantity, p.order_maximum_quantity, p.is_tax_exempt, p.is_free_shipping, p.is_ship_enabled, p.weight,
  p.stock_quantity, COALESCE(t.is_stockable, true) AS stockable
  FROM product_order_items i JOIN products p ON p.id = i.product_id LEFT JOIN product_types t ON t.id = p.product_type_id
  WHERE i.product_order_id = $1 ORDER BY i.product_id, i.id`;

export async function readLines(manager: EntityManager, orderId: number): Promise<LineRow[]> {
  return (await manager.query(LINES_SQL, [orderId])) as LineRow[];
}

/**
 * Everything an order's choices refer to, in one statement: its coin, the customer's role exemptions, the address
 * (the customer's own) and its tax rate, the shipment and payment types, and the discount while it is valid.
 * Amounts come as exact text.
 */
const CHOICES_SQL = `SELECT c.decimals, c.symbol,
  (SELECT bool_or(r.tax_exempt) FROM customer_role_mappings m JOIN customer_roles r ON r.id = m.customer_role_id
    WHERE m.customer_id = $2 AND r.active) AS tax_exempt,
  (SELECT bool_or(r.free_shipping) FROM customer_role_mappings m JOIN customer_roles r ON r.id = m.customer_role_id
    WHERE m.customer_id = $2 AND r.active) AS free_shipping,
  (SELECT json_build_object('countryId', a.country_id,
     'taxRate', (SELECT t.rate::text FROM tax_rates t WHERE t.country_id = a.country_id AND t.is_active
        AND (t.province_id = a.province_id OR t.province_id IS NULL) ORDER BY t.province_id NULLS LAST LIMIT 1))
   FROM customer_addresses a WHERE a.id = $3 AND a.customer_id = $2) AS address,
  (SELECT json_build_object('isActive', s.is_active, 'baseCoinId', s.base_coin_id,
     'availableCountries', s.available_countries, 'minWeight', s.min_weight::text, 'maxWeight', s.max_weight::text,
     'price', s.price::text, 'feeAmount', s.fee_amount::text, 'isPercentageFee', s.is_percentage_fee,
     'isCustomerPaidFee', s.is_customer_paid_fee)
   FROM shipment_types s WHERE s.id = $4) AS shipment_type,
  (SELECT json_build_object('isActive', p.is_active, 'isPublic', p.is_public, 'allCoin', p.all_coin,
     'availableCoins', p.available_coins, 'baseCoinId', p.base_coin_id, 'feeAmount', p.fee_amount::text,
     'isPercentageFee', p.is_percentage_fee, 'isCustomerPaidFee', p.is_customer_paid_fee,
     'taxAmount', p.tax_amount::text, 'isPercentageTax', p.is_percentage_tax, 'isCustomerPaidTax', p.is_customer_paid_tax,
     'isExternalProcess', p.is_external_process, 'systemKeyword', lower(p.system_keyword))
   FROM payment_types p WHERE p.id = $5) AS payment_type,
  (SELECT json_build_object('id', d.id, 'code', d.code, 'coinId', d.coin_id, 'isPercentage', d.is_percentage,
     'amount', d.amount::text, 'maxAmount', d.max_discount_amount::text, 'minOrderAmount', d.min_order_amount::text)
   FROM discounts d WHERE d.id = $6 AND d.is_active AND (d.start_date IS NULL OR d.start_date <= now())
     AND (d.end_date IS NULL OR d.end_date > now()) AND (d.usage_limit IS NULL OR d.used_count < d.usage_limit))
   AS discount,
  (SELECT code FROM discounts WHERE id = $6) AS discount_code
  FROM (SELECT 1) AS one LEFT JOIN coins c ON c.id = $1`;

/**
 * An order's lines and everything its choices refer to, in one statement: a row per line (one without a line when
 * there is none), each carrying the choices. `held`: the whole rows of the coin and of the payment and shipment
 * types (see CrudTx.rowJson), the types locked FOR SHARE as the payment's and shipment's hooks lock them.
 */
export const orderSql = (e: OrderExpressions, held?: { coin: string; payment: string; shipment: string }) => {
  const choice = [e.coin, e.customer, e.address, e.shipment, e.payment, e.discount];
  return `SELECT ch.*, l.*${
    held
      ? `, (SELECT ${held.coin} FROM coins x WHERE x.id = ${e.coin}) AS coin_row,
    (SELECT ${held.payment} FROM payment_types x WHERE x.id = ${e.payment} FOR SHARE) AS payment_type_row,
    (SELECT ${held.shipment} FROM shipment_types x WHERE x.id = ${e.shipment} FOR SHARE) AS shipment_type_row,
    ${recipientSql(e.customer, '$8')} AS recipient`
      : ''
  }
  FROM (${CHOICES_SQL.replace(/\$([1-6])\b/g, (_, n: string) => choice[Number(n) - 1])}) ch
  LEFT JOIN LATERAL (${LINES_SQL.replace('$1', e.order)}) l ON true`;
};

/** SQL expressions for what orderSql reads: parameters, or the columns of a statement it is part of. */
export interface OrderExpressions {
  coin: string;
  customer: string;
  address: string;
  shipment: string;
  payment: string;
  discount: string;
  order: string;
}

const PARAMETERS: OrderExpressions = {
  coin: '$1',
  customer: '$2',
  address: '$3',
  shipment: '$4',
  payment: '$5',
  discount: '$6',
  order: '$7',
};

export type Json = Record<string, unknown>;

/** What an order's choices refer to (see CHOICES_SQL). */
export interface OrderChoices {
  decimals: number | null;
  symbol: string | null;
  tax_exempt: boolean | null;
  free_shipping: boolean | null;
  address: { countryId: number; taxRate: string | null } | null;
  shipment_type: Json | null;
  payment_type: Json | null;
  discount: Json | null;
  /** The code of the order's discount, valid or not. */
  discount_code: string | null;
}

const choiceParams = (order: OrderRow) => [
  order.coin_id,
  order.customer_id,
  order.customer_address_id,
  order.shipment_type_id,
  order.payment_type_id,
  order.discount_id,
];

export async function readChoices(manager: EntityManager, order: OrderRow): Promise<OrderChoices> {
  const [row] = (await manager.query(CHOICES_SQL, choiceParams(order))) as OrderChoices[];
  return row;
}

const CHOICE_COLUMNS = [
  'decimals',
  'symbol',
  'tax_exempt',
  'free_shipping',
  'address',
  'shipment_type',
  'payment_type',
  'discount',
  'discount_code',
] as const;

/** An order's lines and choices (see orderSql). */
export interface OrderRead {
  lines: LineRow[];
  choices: OrderChoices;
  /** With a transaction: who the mail of the order's close goes to (see queueNotification). */
  recipient?: RecipientRow;
}

/** The event of the mail a close sends, whose recipient the close reads with its order (readOrder). */
export const CLOSED_EVENT: MessageEvent = 'order.closed';

/** An order's lines and choices in one statement (see orderSql), the held rows put in the transaction when asked. */
export async function readOrder(manager: EntityManager, order: OrderRow, tx?: CrudTx): Promise<OrderRead> {
  const held = tx && {
    coin: tx.rowJson('coins', 'x'),
    payment: tx.rowJson('payment-types', 'x'),
    shipment: tx.rowJson('shipment-types', 'x'),
  };
  const params = [...choiceParams(order), order.id, ...(held ? [CLOSED_EVENT] : [])];
  return orderReadOf((await manager.query(orderSql(PARAMETERS, held), params)) as Row[], tx);
}

/** What orderSql answered (its rows, or the same columns of a larger statement's rows), its held rows held. */
export function orderReadOf(rows: Row[], tx?: CrudTx): OrderRead {
  const [first] = rows;
  const choices = Object.fromEntries(CHOICE_COLUMNS.map((c) => [c, first[c]])) as unknown as OrderChoices;
  if (tx) {
    for (const [resource, column] of [
      ['coins', 'coin_row'],
      ['payment-types', 'payment_type_row'],
      ['shipment-types', 'shipment_type_row'],
    ] as const)
      if (first[column]) tx.hold(resource, first[column] as Row);
  }
  const lines = first.product_id == null ? [] : (rows as unknown as LineRow[]);
  return { lines, choices, recipient: (first.recipient as RecipientRow | null) ?? undefined };
}

/** An order as the pipeline holds it (the API's field names), in the row shape the checkout reads. */
export const orderRow = (order: Row): OrderRow => ({
  id: order.id as number,
  store_id: (order.storeId as number | null) ?? null,
  customer_id: order.customerId as number,
  coin_id: order.coinId as number,
  customer_address_id: (order.customerAddressId as number | null) ?? null,
  shipment_type_id: (order.shipmentTypeId as number | null) ?? null,
  payment_type_id: (order.paymentTypeId as number | null) ?? null,
  discount_id: (order.discountId as number | null) ?? null,
  is_closed: order.isClosed === true,
  is_paid: order.isPaid === true,
  is_canceled: order.isCanceled === true,
  is_deleted: order.isDeleted === true,
  is_stock_transaction: order.isStockTransaction === true,
  is_shipped: order.isShipped === true,
  is_total_refunded: order.isTotalRefunded === true,
  invoice_number: (order.invoiceNumber as string | null) ?? null,
  total_price: (order.totalPrice as string | null) ?? null,
  reserved_until: (order.reservedUntil as string | null) ?? null,
  guid: (order.guid as string | null) ?? null,
  description: (order.description as string | null) ?? null,
});
