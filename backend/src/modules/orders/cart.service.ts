import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { I18n } from '../../common/i18n.js';
import { PAYMENT_GATEWAYS } from '../gateways/payment-flow.service.js';
import type { RequestContext } from '../../common/request-context.js';
import { CrudService } from '../../crud/crud.service.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { invalid } from '../back-office/refuse.js';
import { wholeNumber, positiveId } from '../customers/customer-rules.js';
import {
  assertPurchasable,
  cancelOrder,
  closeOrder,
  lockOrder,
  priceOrder,
  readLines,
  type LineRow,
  type OrderRow,
} from './checkout.js';
import { stockError } from './stock.js';
import type { CheckoutView, ChoiceOption } from '../../../../storefront/src/state.js';

const PRODUCT_SQL = `SELECT p.id, p.name, p.price, p.published, p.call_for_price, p.base_coin_id, p.order_minimum_quantity,
  p.order_maximum_quantity, p.stock_quantity, COALESCE(t.is_stockable, true) AS stockable
  FROM products p LEFT JOIN product_types t ON t.id = p.product_type_id WHERE p.id = $1`;

type ProductRow = Omit<LineRow, 'id' | 'product_id' | 'quantity' | 'is_tax_exempt' | 'is_free_shipping'> & {
  id: number;
};

export type CartView = CheckoutView;

export interface CloseResult {
  order: Row;
  /** Where the customer pays (spec 1 §2.1 /payment/:paymentguid); null when nothing is due. */
  paymentGuid: string | null;
}

/**
 * The shopping cart of spec 1 §2.8 and §7 (Product orders): a customer's open order in one store, its lines and its
 * checkout choices. Every change runs in one transaction with the customer's row locked, so two tabs adding at once
 * find the same cart; closing it locks the order and is idempotent.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(I18n) private readonly i18n: I18n,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: Map<string, unknown>,
  ) {}

  async getShoppingCart(actor: Actor, context: RequestContext): Promise<CartView> {
    const manager = this.dataSource.manager;
    const view = await this.view(
      manager,
      await this.openCart(manager, this.customer(actor), this.store(context)),
      context,
    );
    return { ...view, options: await this.options(manager, actor.id!, view.coinId) };
  }

  /** What the checkout offers: the customer's addresses, and the active shipment and payment types for the cart's coin. */
  private async options(manager: EntityManager, customer: number, coinId: number | null) {
    const rows = async (sql: string, params: unknown[]) => (await manager.query(sql, params)) as ChoiceOption[];
    return {
      addresses: await rows(
        `SELECT id, COALESCE(NULLIF(title, ''), address_detail) AS name FROM customer_addresses WHERE customer_id = $1 ORDER BY id`,
        [customer],
      ),
      shipmentTypes: await rows(
        'SELECT id, name FROM shipment_types WHERE is_active AND base_coin_id = $1 ORDER BY price, id',
        [coinId],
      ),
      // A type paid at a gateway is offered only when that gateway is configured.
      paymentTypes: await rows(
        `SELECT id, name FROM payment_types WHERE is_active AND is_public
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
    return this.change(actor, context, async (manager, cart) => {
      const product = await this.product(manager, id);
      cart ??= await this.createCart(manager, actor, context, product.base_coin_id);
      const [line] = (await manager.query(
        'SELECT id, quantity FROM product_order_items WHERE product_order_id = $1 AND product_id = $2',
        [cart.id, id],
      )) as { id: number; quantity: number }[];
      await this.setLine(manager, cart, product, line?.id, (line?.quantity ?? 0) + count);
      return cart;
    });
  }

  /** saveCustomerProductOrderItems: each listed product's quantity as given; 0 takes it out. */
  saveItems(actor: Actor, context: RequestContext, body: unknown): Promise<CartView> {
    const raw = bodyObject(body);
    const items = Array.isArray(raw.productOrderItems) ? raw.productOrderItems : raw.items;
    if (!Array.isArray(items)) throw invalid('common.error.required', 'productOrderItems');
    return this.change(actor, context, async (manager, cart) => {
      for (const [i, item] of items.entries()) {
        const { productId, quantity } = bodyObject(item);
        const id = positiveId(productId, `/productOrderItems/${i}/productId`);
        const count = wholeNumber(quantity, `/productOrderItems/${i}/quantity`, 0);
        const product = await this.product(manager, id);
        cart ??= await this.createCart(manager, actor, context, product.base_coin_id);
        const [line] = (await manager.query(
          'SELECT id FROM product_order_items WHERE product_order_id = $1 AND product_id = $2',
          [cart.id, id],
        )) as { id: number }[];
        if (count === 0) {
          if (line) await manager.query('DELETE FROM product_order_items WHERE id = $1', [line.id]);
        } else await this.setLine(manager, cart, product, line?.id, count);
      }
      return cart;
    });
  }

  /** saveCustomerProductOrder: the checkout choices (address, shipment type, payment type, discount code, note). */
  saveOrder(actor: Actor, context: RequestContext, body: unknown): Promise<CartView> {
    const given = bodyObject(body);
    return this.change(actor, context, async (manager, cart) => {
      if (!cart) throw AppError.badRequest('cart.error.empty');
      const set: Row = {};
      for (const field of ['customerAddressId', 'shipmentTypeId', 'paymentTypeId'] as const) {
        if (given[field] === undefined) continue;
        set[field] = given[field] === null ? null : positiveId(given[field], `/${field}`);
      }
      if (set.customerAddressId != null) {
        const [own] = (await manager.query('SELECT id FROM customer_addresses WHERE id = $1 AND customer_id = $2', [
          set.customerAddressId,
          actor.id,
        ])) as unknown[];
        if (!own) throw invalid('address.error.noaddressselected', 'customerAddressId');
      }
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
      if (Object.keys(set).length)
        await manager.createQueryBuilder().update('ProductOrder').set(set).where('id = :id', { id: cart.id }).execute();
      return cart;
    });
  }

  /**
   * closeCart: the cart becomes an order with an invoice number, its stock reserved and its payment due. Idempotent:
   * closing an order already closed answers what the first close made, without reserving or charging again.
   */
  async closeCart(actor: Actor, context: RequestContext, body: unknown): Promise<CloseResult> {
    const { id } = bodyObject(body);
    const customer = this.customer(actor);
    const closed = await this.dataSource.transaction(async (manager) => {
      const orderId =
        id === undefined || id === null || id === 0
          ? (await this.openCart(manager, customer, this.store(context)))?.id
          : positiveId(id, '/id');
      if (orderId === undefined) throw AppError.badRequest('cart.error.empty');
      const order = await lockOrder(manager, orderId);
      if (!order || order.customer_id !== customer || order.is_deleted) throw AppError.notFound('order.error.notfound');
      if (order.is_closed) return { id: order.id, paymentGuid: await this.paymentGuid(manager, order.id) };
      await this.assertGatewayReady(manager, order);
      const result = await closeOrder(manager, order, actor.id);
      return { id: result.order.id, paymentGuid: result.paymentGuid };
    });
    return {
      order: await this.crud.getOne('product-orders', actor, String(closed.id)),
      paymentGuid: closed.paymentGuid,
    };
  }

  /** The customer cancels their closed, unpaid order: its stock goes back at once. */
  async cancel(actor: Actor, body: unknown): Promise<Row> {
    const id = positiveId(bodyObject(body).id, '/id');
    const customer = this.customer(actor);
    await this.dataSource.transaction(async (manager) => {
      const order = await lockOrder(manager, id);
      if (!order || order.customer_id !== customer) throw AppError.notFound('order.error.notfound');
      await cancelOrder(manager, order, actor.id);
    });
    return this.crud.getOne('product-orders', actor, String(id));
  }

  /** A payment type paid at a gateway needs that gateway configured, or the customer could not pay. */
  private async assertGatewayReady(manager: EntityManager, order: OrderRow): Promise<void> {
    if (order.payment_type_id == null) return;
    const [type] = (await manager.query(
      'SELECT is_external_process, lower(system_keyword) AS keyword FROM payment_types WHERE id = $1',
      [order.payment_type_id],
    )) as { is_external_process: boolean; keyword: string | null }[];
    if (type?.is_external_process && !this.gateways.has(type.keyword ?? ''))
      throw AppError.conflict('payment.error.gatewayunavailable', [
        { path: '/paymentTypeId', error: 'payment.error.gatewayunavailable' },
      ]);
  }

  private async paymentGuid(manager: EntityManager, orderId: number): Promise<string | null> {
    const [p] = (await manager.query(
      `SELECT guid FROM payments WHERE entity_name = 'ProductOrder' AND entity_id = $1 AND is_receipt ORDER BY id LIMIT 1`,
      [orderId],
    )) as { guid: string }[];
    return p?.guid ?? null;
  }

  private async change(
    actor: Actor,
    context: RequestContext,
    work: (manager: EntityManager, cart: OrderRow | undefined) => Promise<OrderRow | undefined>,
  ): Promise<CartView> {
    const customer = this.customer(actor);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customer]);
      const cart = await work(manager, await this.openCart(manager, customer, this.store(context)));
      return this.view(manager, cart && (await this.openCart(manager, customer, this.store(context))), context);
    });
  }

  /** A line at this quantity, if the product may be bought so and stock has that many now (reserved on close). */
  private async setLine(
    manager: EntityManager,
    cart: OrderRow,
    product: ProductRow,
    lineId: number | undefined,
    quantity: number,
  ): Promise<void> {
    assertPurchasable({ ...product, quantity, is_tax_exempt: false, is_free_shipping: false }, cart.coin_id);
    if (product.stockable && quantity > product.stock_quantity) throw stockError(product.stock_quantity);
    if (lineId)
      await manager.query('UPDATE product_order_items SET quantity = $2, version = version + 1 WHERE id = $1', [
        lineId,
        quantity,
      ]);
    else
      await manager
        .createQueryBuilder()
        .insert()
        .into('ProductOrderItem')
        .values({ productOrderId: cart.id, productId: product.id, quantity })
        .execute();
  }

  private async product(manager: EntityManager, id: number): Promise<ProductRow> {
    const [product] = (await manager.query(PRODUCT_SQL, [id])) as ProductRow[];
    if (!product || !product.published) throw AppError.notFound('order.error.productnotfound');
    return product;
  }

  private async createCart(
    manager: EntityManager,
    actor: Actor,
    context: RequestContext,
    coinId: number,
  ): Promise<OrderRow> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into('ProductOrder')
      .values({
        customerId: actor.id,
        coinId,
        storeId: this.store(context) ?? null,
        guid: randomUUID(),
        createdBy: actor.id,
      })
      .execute();
    return (await lockOrder(manager, (result.identifiers[0] as { id: number }).id))!;
  }

  private async openCart(
    manager: EntityManager,
    customer: number,
    storeId: number | undefined,
  ): Promise<OrderRow | undefined> {
    const [row] = (await manager.query(
      `SELECT * FROM product_orders WHERE customer_id = $1 AND NOT is_closed AND NOT is_deleted AND NOT is_purchased
       AND ($2::int IS NULL OR store_id = $2 OR store_id IS NULL) ORDER BY id DESC LIMIT 1`,
      [customer, storeId ?? null],
    )) as OrderRow[];
    return row;
  }

  private async view(manager: EntityManager, cart: OrderRow | undefined, context: RequestContext): Promise<CartView> {
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
        needsShipping: false,
        totals: null,
        problem: 'cart.error.empty',
        problemMessage: message('cart.error.empty'),
      };
    const lines = await readLines(manager, cart.id);
    let totals: CheckoutView['totals'] = null;
    let problem: string | null = lines.length ? null : 'cart.error.empty';
    if (lines.length) {
      try {
        totals = await priceOrder(manager, cart, lines);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        problem = err.key;
      }
    }
    const [extra] = (await manager.query(
      'SELECT c.symbol, d.code FROM coins c LEFT JOIN discounts d ON d.id = $2 WHERE c.id = $1',
      [cart.coin_id, cart.discount_id],
    )) as { symbol: string; code: string | null }[];
    return {
      id: cart.id,
      guid: cart.guid,
      coinId: cart.coin_id,
      coin: extra?.symbol ?? null,
      discountCode: extra?.code ?? null,
      customerAddressId: cart.customer_address_id,
      shipmentTypeId: cart.shipment_type_id,
      paymentTypeId: cart.payment_type_id,
      description: (cart as unknown as { description: string | null }).description,
      productOrderItems: lines.map((l) => ({
        id: l.id,
        productId: l.product_id,
        name: l.name,
        guid: l.guid,
        quantity: l.quantity,
        unitPrice: l.price,
        stockQuantity: l.stockable ? l.stock_quantity : null,
      })),
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
