import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { onBehalfOf, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { I18n, type Language } from '../../common/i18n.js';
import { wholeNumber, positiveId } from '../../common/input.js';
import { invalid } from '../../common/refuse.js';
import { PAYMENT_GATEWAYS } from '../gateways/gateway.js';
import type { RequestContext } from '../../common/request-context.js';
import { CrudService } from '../../crud/crud.service.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { localizedSql, localizedText } from '../../schema/localized-text.js';
import { assertPurchasable, cancelOrder, priceOrder } from './checkout.js';
import {
  orderRow,
  orderReadOf,
  orderSql,
  readOrder,
  type LineRow,
  type OrderRead,
  type OrderRow,
} from './order-read.js';
import { stockError } from './stock.js';
import type { CheckoutView, ChoiceOption } from '@saray/contracts/storefront/state';
import {
  newCart,
  OPEN_CART_SQL,
  PRODUCT_SQL,
  type CartWork,
  type ChangeNames,
  type Choosing,
  type ProductRow,
} from './cart-read.js';

export type CartView = CheckoutView;

export interface CloseResult {
  order: Row;
  /** Where the customer pays (spec 1 §2.1 /payment/:paymentguid); null when nothing is due. */
  paymentGuid: string | null;
}

/** The most of a line the cart takes: the product's order maximum, and what is in stock when stock is counted. */
const maxQuantity = (line: LineRow): number | null => {
  const limits = [line.order_maximum_quantity, line.stockable ? line.stock_quantity : undefined].filter(
    (n): n is number => typeof n === 'number' && Number.isFinite(n),
  );
  return limits.length ? Math.max(0, Math.min(...limits)) : null;
};

/**
 * The shopping cart of spec 1 §2.8 and §7 (Product orders): a customer's open order in one store, its lines and its
 * checkout choices. Every change runs in one transaction with the cart's row locked, so two tabs adding at once
 * fill the same cart (see change); closing it locks the order and is idempotent.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(I18n) private readonly i18n: I18n,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: Map<string, unknown>,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  async getShoppingCart(actor: Actor, context: RequestContext): Promise<CartView> {
    const manager = this.dataSource.manager;
    const view = await this.view(
      manager,
      await this.openCart(manager, this.customer(actor), this.store(context)),
      context,
    );
    return { ...view, options: await this.options(manager, actor.id!, view.coinId, context.lang) };
  }

  /** What the checkout offers: the customer's addresses, and the active shipment and payment types for the cart's coin. */
  private async options(manager: EntityManager, customer: number, coinId: number | null, lang: Language) {
    const rows = async (sql: string, params: unknown[]) => (await manager.query(sql, params)) as ChoiceOption[];
    return {
      addresses: await rows(
        `SELECT id, COALESCE(NULLIF(title, ''), address_detail) AS name FROM customer_addresses WHERE customer_id = $1 ORDER BY id`,
        [customer],
      ),
      shipmentTypes: await rows(
        `SELECT id, ${localizedSql('name', lang)} AS name FROM shipment_types WHERE is_active AND base_coin_id = $1 ORDER BY price, id`,
        [coinId],
      ),
      // A type paid at a gateway is offered only when that gateway is configured.
      paymentTypes: await rows(
        `SELECT id, ${localizedSql('name', lang)} AS name FROM payment_types WHERE is_active AND is_public
           AND (all_coin OR base_coin_id = $1 OR $1::text = ANY(string_to_array(available_coins, ',')))
           AND (NOT is_external_process OR lower(system_keyword) = ANY($2::text[])) ORDER BY id`,
        [coinId, [...this.gateways.keys()]],
      ),
    };
  }

  /** AddCart: one more product, or more pieces of one already in the cart. */
  addCart(actor: Actor, context: RequestContext, body: unknown): Promise<CartView> {
    const { productId, quantity = 1 } = bodyObject(body);
    const id = positiveId(productId, '/productId');
    const count = positiveId(quantity, '/quantity');
    return this.change(
      actor,
      context,
      async (tx, cart, read) => {
        const product = this.product(read.product);
        if (!cart) {
          // A new cart: its one line and its coin are all its answer needs.
          cart = await this.createCart(tx, actor, context, product.base_coin_id);
          const line = await this.setLine(tx, actor, cart, product, undefined, count);
          return { cart, known: newCart(line, product) };
        }
        const [line] = (await tx.manager.query(
          'SELECT id, quantity FROM product_order_items WHERE product_order_id = $1 AND product_id = $2',
          [cart.id, id],
        )) as { id: number; quantity: number }[];
        await this.setLine(tx, actor, cart, product, line?.id, (line?.quantity ?? 0) + count);
        return { cart };
      },
      { productId: id },
    );
  }

  /** saveCustomerProductOrderItems: each listed product's quantity as given; 0 takes it out. */
  saveItems(actor: Actor, context: RequestContext, body: unknown): Promise<CartView> {
    const raw = bodyObject(body);
    const items = Array.isArray(raw.productOrderItems) ? raw.productOrderItems : raw.items;
    if (!Array.isArray(items)) throw invalid('common.error.required', 'productOrderItems');
    return this.change(actor, context, async (tx, cart) => {
      for (const [i, item] of items.entries()) {
        const { productId, quantity } = bodyObject(item);
        const id = positiveId(productId, `/productOrderItems/${i}/productId`);
        const count = wholeNumber(quantity, `/productOrderItems/${i}/quantity`, 0);
        const product = await this.readProduct(tx, id);
        cart ??= await this.createCart(tx, actor, context, product.base_coin_id);
        const [line] = (await tx.manager.query(
          'SELECT id FROM product_order_items WHERE product_order_id = $1 AND product_id = $2',
          [cart.id, id],
        )) as { id: number }[];
        if (count === 0) {
          if (line) await tx.remove('product-order-items', onBehalfOf(actor), line.id);
        } else await this.setLine(tx, actor, cart, product, line?.id, count);
      }
      return { cart };
    });
  }

  /** saveCustomerProductOrder: the checkout choices (address, shipment type, payment type, discount code, note). */
  saveOrder(actor: Actor, context: RequestContext, body: unknown): Promise<CartView> {
    const given = bodyObject(body);
    const choices: Choosing = {};
    for (const field of ['customerAddressId', 'shipmentTypeId', 'paymentTypeId'] as const) {
      if (given[field] === undefined) continue;
      choices[field] = given[field] === null ? null : positiveId(given[field], `/${field}`);
    }
    return this.change(
      actor,
      context,
      async (tx, cart, read) => {
        const { manager } = tx;
        if (!cart) throw AppError.badRequest('cart.error.empty');
        const set: Row = { ...choices };
        if (choices.customerAddressId != null && read.ownAddress !== choices.customerAddressId)
          throw invalid('address.error.noaddressselected', 'customerAddressId');
        if (given.discountCode !== undefined) {
          const code = typeof given.discountCode === 'string' ? given.discountCode.trim() : '';
          if (!code) set.discountId = null;
          else {
            const [d] = (await manager.query('SELECT id FROM discounts WHERE lower(code) = lower($1) AND is_active', [
              code,
            ])) as { id: number }[];
            if (!d) throw invalid('discount.error.notvalid', 'discountCode');
            set.discountId = d.id;
          }
        }
        if (given.description !== undefined) {
          if (given.description !== null && (typeof given.description !== 'string' || given.description.length > 4000))
            throw AppError.badRequest('common.error.validation', [
              { path: '/description', error: 'common.error.maxlength', params: { limit: 4000 } },
            ]);
          set.description = given.description;
        }
        // A changed discount is read with the answer; anything else was read with the lock.
        const known = 'discountId' in set ? undefined : read.after;
        if (Object.keys(set).length)
          return { cart: orderRow(await tx.update('product-orders', onBehalfOf(actor), cart.id, set)), known };
        return { cart, known };
      },
      { addressId: choices.customerAddressId, choices },
    );
  }

  /**
   * closeCart: the cart becomes an order with an invoice number, its stock reserved and its payment due. Idempotent:
   * closing an order already closed answers what the first close made, without reserving or charging again.
   */
  async closeCart(actor: Actor, context: RequestContext, body: unknown): Promise<CloseResult> {
    const { id } = bodyObject(body);
    const closed = await this.crud.transaction(async (tx) => {
      const order =
        id === undefined || id === null || id === 0
          ? await this.lockOpenCart(tx, actor, context)
          : await this.ownOrder(tx, actor, positiveId(id, '/id'));
      if (!order) throw AppError.badRequest('cart.error.empty');
      if (order.isDeleted === true) throw AppError.notFound('order.error.notfound');
      if (order.isClosed === true)
        return { order, paymentGuid: await this.paymentGuid(tx.manager, order.id as number) };
      const result = await tx.action('product-orders', onBehalfOf(actor), order.id as number, 'closeCart');
      const receipt = tx
        .held('Payment')
        .find((p) => p.isReceipt === true && p.entityName === 'ProductOrder' && p.entityId === order.id);
      return { order: result, paymentGuid: (receipt?.guid as string | undefined) ?? null };
    });
    return {
      order: await this.crud.shownTo('product-orders', actor, closed.order),
      paymentGuid: closed.paymentGuid,
    };
  }

  /** The caller's open cart in this store, locked and held for the transaction. */
  private async lockOpenCart(tx: CrudTx, actor: Actor, context: RequestContext): Promise<Row | undefined> {
    // The row as one JSON value: the driver reads one column, not one per field.
    const [row] = (await tx.manager.query(
      `SELECT ${tx.rowJson('product-orders', 'o')} AS cart_row FROM (${OPEN_CART_SQL} FOR UPDATE) o`,
      [this.customer(actor), this.store(context) ?? null],
    )) as { cart_row: Row }[];
    return row && tx.hold('product-orders', row.cart_row);
  }

  /** The customer cancels their closed, unpaid order: its stock goes back at once. */
  async cancel(actor: Actor, body: unknown): Promise<Row> {
    const id = positiveId(bodyObject(body).id, '/id');
    await this.crud.transaction(async (tx) => {
      const order = orderRow(await this.ownOrder(tx, actor, id));
      const values = await cancelOrder(tx, actor, order, this.settings.within(tx.manager));
      await tx.update('product-orders', onBehalfOf(actor), id, values);
    });
    return this.crud.getOne('product-orders', actor, String(id));
  }

  /** One of the caller's own orders, locked for the transaction; anyone else's is not found. */
  private async ownOrder(tx: CrudTx, actor: Actor, id: number): Promise<Row> {
    const customer = this.customer(actor);
    const order = await tx.lock('product-orders', onBehalfOf(actor), id).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return undefined;
      throw err;
    });
    if (!order || order.customerId !== customer) throw AppError.notFound('order.error.notfound');
    return order;
  }

  private async paymentGuid(manager: EntityManager, orderId: number): Promise<string | null> {
    const [p] = (await manager.query(
      `SELECT guid FROM payments WHERE entity_name = 'ProductOrder' AND entity_id = $1 AND is_receipt ORDER BY id LIMIT 1`,
      [orderId],
    )) as { guid: string }[];
    return p?.guid ?? null;
  }

  /**
   * One change of the caller's cart, in one transaction with the cart's row locked (and held), so two tabs
   * changing it at once take turns, and a close waits for the change or the change for the close (which it then
   * finds closed: it starts a new cart). A customer has one open storefront cart per store (its cartKey, under a
   * partial unique index; orders made in the dashboard have none): two tabs making the first one at once both try,
   * one waits for the other's commit and is refused, and its change runs again, now with that cart. The statement
   * that locks also reads what the change names: the product (held for the line's hook; FOR KEY SHARE only, so a
   * busy product's stock, which every close of it changes, never waits for carts: the close checks each line's
   * product again), whether the address is the customer's, and for a change of choices the lines with everything
   * the new choices will refer to. Answers the cart as it stands, from what the work says it knows, else read in
   * one statement.
   */
  private async change(
    actor: Actor,
    context: RequestContext,
    work: CartWork,
    names: ChangeNames = {},
  ): Promise<CartView> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.changeOnce(actor, context, work, names);
      } catch (err) {
        if (attempt < 3 && err instanceof AppError && err.key === 'cart.error.alreadyopen') continue;
        throw err;
      }
    }
  }

  private changeOnce(actor: Actor, context: RequestContext, work: CartWork, names: ChangeNames): Promise<CartView> {
    const customer = this.customer(actor);
    return this.crud.transaction(async (tx) => {
      const product = `(SELECT ${tx.rowJson('products', 'x')} || jsonb_build_object('stockable',
          COALESCE(t.is_stockable, true), 'decimals', k.decimals, 'symbol', k.symbol)
        FROM products x LEFT JOIN product_types t ON t.id = x.product_type_id LEFT JOIN coins k ON k.id = x.base_coin_id
        WHERE x.id = $3::int FOR KEY SHARE OF x)`;
      const params: unknown[] = [
        customer,
        this.store(context) ?? null,
        names.productId ?? null,
        names.addressId ?? null,
      ];
      // The cart's lines and everything its choices will refer to once the change is made, for its answer.
      const choice = (value: number | null | undefined, column: string) =>
        value === undefined ? `o.${column}` : `$${params.push(value)}::int`;
      const after = names.choices && {
        coin: 'o.coin_id',
        customer: '$1',
        address: choice(names.choices.customerAddressId, 'customer_address_id'),
        shipment: choice(names.choices.shipmentTypeId, 'shipment_type_id'),
        payment: choice(names.choices.paymentTypeId, 'payment_type_id'),
        discount: 'o.discount_id',
        order: 'o.id',
      };
      const rows = (await tx.manager.query(
        `SELECT ${tx.rowJson('product-orders', 'o')} AS cart_row, ${product} AS product_row,
           (SELECT a.id FROM customer_addresses a WHERE a.id = $4::int AND a.customer_id = $1) AS own_address_id
           ${after ? ', v.*' : ''}
         FROM (SELECT 1) AS one LEFT JOIN LATERAL (${OPEN_CART_SQL} FOR UPDATE) o ON true
           ${after ? `LEFT JOIN LATERAL (${orderSql(after)}) v ON o.id IS NOT NULL` : ''}`,
        params,
      )) as Row[];
      const [row] = rows;
      const open = row?.cart_row ? orderRow(tx.hold('product-orders', row.cart_row as Row)) : undefined;
      const held = row?.product_row ? (row.product_row as Row & ProductRow) : undefined;
      if (held) tx.hold('products', held);
      const { cart, known } = await work(tx, open, {
        product: held,
        ownAddress: (row?.own_address_id as number | null) ?? null,
        after: after && open ? orderReadOf(rows) : undefined,
      });
      return this.view(tx.manager, cart, context, known);
    });
  }

  /** A line at this quantity, if the product may be bought so and stock has that many now (reserved on close). */
  private async setLine(
    tx: CrudTx,
    actor: Actor,
    cart: OrderRow,
    product: ProductRow,
    lineId: number | undefined,
    quantity: number,
  ): Promise<Row> {
    assertPurchasable({ ...product, quantity }, cart.coin_id);
    if (product.stockable && quantity > product.stock_quantity) throw stockError(product.stock_quantity);
    // The price the line is put in the cart at; the close keeps it unless the product's price changes meanwhile.
    const prices = {
      unitPrice: product.price,
      totalPrice: new Decimal(product.price!)
        .mul(quantity)
        .toDecimalPlaces(product.decimals ?? 2)
        .toFixed(product.decimals ?? 2),
    };
    if (lineId) return tx.update('product-order-items', onBehalfOf(actor), lineId, { quantity, ...prices });
    return tx.create('product-order-items', onBehalfOf(actor), {
      productOrderId: cart.id,
      productId: product.id,
      quantity,
      ...prices,
    });
  }

  /** The product a change names, as its statement read it: one for sale, else 404. */
  private product(product: ProductRow | undefined): ProductRow {
    if (!product || !product.published) throw AppError.notFound('order.error.productnotfound');
    return product;
  }

  private async readProduct(tx: CrudTx, id: number): Promise<ProductRow> {
    const [product] = (await tx.manager.query(PRODUCT_SQL, [id])) as ProductRow[];
    return this.product(product);
  }

  private async createCart(tx: CrudTx, actor: Actor, context: RequestContext, coinId: number): Promise<OrderRow> {
    const storeId = this.store(context) ?? null;
    const cart = await tx.create('product-orders', onBehalfOf(actor), {
      customerId: actor.id,
      coinId,
      storeId,
      guid: randomUUID(),
      // One open storefront cart per customer and store (the entity's partial unique index on it).
      cartKey: `${String(actor.id)}:${String(storeId ?? 0)}`,
    });
    return orderRow(cart);
  }

  private async openCart(
    manager: EntityManager,
    customer: number,
    storeId: number | undefined,
  ): Promise<OrderRow | undefined> {
    const [row] = (await manager.query(OPEN_CART_SQL, [customer, storeId ?? null])) as OrderRow[];
    return row;
  }

  private async view(
    manager: EntityManager,
    cart: OrderRow | undefined,
    context: RequestContext,
    known?: OrderRead,
  ): Promise<CartView> {
    const message = (key: string | null) => (key ? this.i18n.t(context.lang, key) : null);
    if (!cart)
      return {
        id: 0,
        guid: null,
        coinId: null,
        coin: null,
        discountCode: null,
        customerAddressId: null,
        shipmentTypeId: null,
        paymentTypeId: null,
        description: null,
        productOrderItems: [],
        subtotal: '0',
        needsShipping: false,
        totals: null,
        problem: 'cart.error.empty',
        problemMessage: message('cart.error.empty'),
      };
    const { lines, choices } = known ?? (await readOrder(manager, cart));
    // Each line as the order prices it (price × quantity, rounded to the coin's places), whatever else is chosen yet.
    const decimals = choices.decimals ?? 2;
    const lineTotals = lines.map((l) =>
      new Decimal(l.price ?? 0).mul(l.quantity).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals),
    );
    let totals: CheckoutView['totals'] = null;
    let problem: string | null = lines.length ? null : 'cart.error.empty';
    if (lines.length) {
      try {
        totals = await priceOrder(manager, cart, lines, true, choices);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        problem = err.key;
      }
    }
    return {
      id: cart.id,
      guid: cart.guid,
      coinId: cart.coin_id,
      coin: choices.symbol,
      discountCode: choices.discount_code,
      customerAddressId: cart.customer_address_id,
      shipmentTypeId: cart.shipment_type_id,
      paymentTypeId: cart.payment_type_id,
      description: cart.description ?? null,
      productOrderItems: lines.map((l, i) => ({
        id: l.id,
        productId: l.product_id,
        name: localizedText(l as unknown as Row, 'name', context.lang),
        guid: l.guid,
        quantity: l.quantity,
        unitPrice: l.price,
        total: lineTotals[i],
        stockQuantity: l.stockable ? l.stock_quantity : null,
        minQuantity: Math.max(1, l.order_minimum_quantity ?? 1),
        maxQuantity: maxQuantity(l),
      })),
      subtotal: lineTotals.reduce((sum, t) => sum.plus(t), new Decimal(0)).toFixed(decimals),
      needsShipping: lines.some((l) => l.is_ship_enabled),
      totals,
      problem,
      problemMessage: message(problem),
    };
  }

  private customer(actor: Actor): number {
    if (actor.id === null) throw new AppError(401, 'auth.error.signinrequired');
    return actor.id;
  }

  private store(context: RequestContext): number | undefined {
    return (context.store?.id as number | undefined) ?? undefined;
  }
}
