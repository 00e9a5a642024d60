import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { positiveId } from '../../common/input.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import { CrudService } from '../../crud/crud.service.js';
import { bodyObject } from '../../crud/pipeline/serialize.js';
import { CartService } from './cart.service.js';
import { InvoiceService } from './invoice.service.js';
import { RecurringPayments } from './recurring.js';
import { ReservationSweeper } from './reservations.js';

const ORDERS = 'product-orders';
const ITEMS = 'product-order-items';

type ListParams = { sort?: string; range?: string; filter?: string };

/** The product-order calls of spec 1 §7 and spec 2 §7: the customer's cart and checkout, and the administrators' ones. */
@Controller('api/ProductOrders')
export class OrdersController {
  constructor(
    @Inject(CartService) private readonly cart: CartService,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ReservationSweeper) private readonly reservations: ReservationSweeper,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(RecurringPayments) private readonly recurring: RecurringPayments,
    @Inject(InvoiceService) private readonly invoices: InvoiceService,
  ) {}

  @Get('getShoppingCart')
  @Allow('authenticated')
  getShoppingCart(@CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.cart.getShoppingCart(actor, context);
  }

  @Post('AddCart')
  @HttpCode(200)
  @Allow('authenticated')
  addCart(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.cart.addCart(actor, context, body);
  }

  @Post('saveCustomerProductOrderItems')
  @HttpCode(200)
  @Allow('authenticated')
  saveItems(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.cart.saveItems(actor, context, body);
  }

  @Post('saveCustomerProductOrder')
  @HttpCode(200)
  @Allow('authenticated')
  saveOrder(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.cart.saveOrder(actor, context, body);
  }

  @Post('closeCart')
  @RateLimit('order')
  @HttpCode(200)
  @Allow('authenticated')
  closeCart(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.cart.closeCart(actor, context, body);
  }

  @Post('cancelOrder')
  @HttpCode(200)
  @Allow('authenticated')
  cancel(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.cart.cancel(actor, body);
  }

  /** The customer's own orders, newest first (order history). */
  @Get('getCustomerProductOrders')
  @Allow('authenticated')
  async myOrders(@Query('range') range: string | undefined, @CurrentActor() actor: Actor) {
    const { data, total } = await this.crud.list(ORDERS, actor, {
      filter: JSON.stringify({ customerId: actor.id, isClosed: true }),
      sort: '["id","DESC"]',
      range: range ?? '[0,24]',
    });
    return { data, total };
  }

  @Get('getCustomerProductOrderById')
  @Allow('authenticated')
  myOrder(@Query('id') id: unknown, @CurrentActor() actor: Actor) {
    return this.crud.getOne(ORDERS, actor, String(positiveId(id, '/id')));
  }

  /** An order's lines, for its customer. */
  @Get('getCustomerProductOrderItems')
  @Allow('authenticated')
  async myOrderItems(@Query('productOrderId') id: unknown, @CurrentActor() actor: Actor) {
    const order = await this.crud.getOne(ORDERS, actor, String(positiveId(id, '/productOrderId')));
    return (await this.crud.list(ITEMS, SYSTEM_ACTOR, { filter: JSON.stringify({ productOrderId: order.id }) })).data;
  }

  /** The orders, as the dashboard's list asks for them (sort, range, filter as in the generic API). */
  @Get('getProductOrders')
  @Allow('administrators')
  async orders(@Query() query: ListParams, @CurrentActor() actor: Actor) {
    const { data, total } = await this.crud.list(ORDERS, actor, query);
    return { data, total };
  }

  @Get('getProductOrderItems')
  @Allow('administrators')
  async items(@Query('productOrderId') id: unknown, @CurrentActor() actor: Actor) {
    const filter = JSON.stringify({ productOrderId: positiveId(id, '/productOrderId') });
    return (await this.crud.list(ITEMS, actor, { filter })).data;
  }

  @Get('getProductOrderItemById')
  @Allow('administrators')
  item(@Query('id') id: unknown, @CurrentActor() actor: Actor) {
    return this.crud.getOne(ITEMS, actor, String(positiveId(id, '/id')));
  }

  /** Saves an order: an update when the body has an id, else a new order (the generic rules apply). */
  @Post('saveProductOrder')
  @HttpCode(200)
  @Allow('administrators')
  adminSaveOrder(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.crud.save(ORDERS, actor, body);
  }

  /** Saves an order's lines, each an update (with its id) or a new line; all or none. */
  @Post('saveProductOrderItems')
  @HttpCode(200)
  @Allow('administrators')
  async adminSaveItems(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const raw = bodyObject(body);
    const items = Array.isArray(body) ? body : Array.isArray(raw.productOrderItems) ? raw.productOrderItems : [raw];
    const saved = [];
    for (const item of items) saved.push(await this.crud.save(ITEMS, actor, item));
    return saved;
  }

  /**
   * An order's invoice as the storefront prints it (seller, customer, lines, amounts), for whoever may print the
   * order: the dashboard's print view.
   */
  @Get('getInvoice')
  @Allow('authenticated')
  async invoice(@Query('id') id: unknown, @CurrentActor() actor: Actor) {
    const order = await this.crud.print(ORDERS, actor, String(positiveId(id, '/id')));
    return this.invoices.invoiceOf(order.id as number);
  }

  @Get('getProductOrderById')
  @Allow('administrators')
  getOrder(@Query('id') id: unknown, @CurrentActor() actor: Actor) {
    return this.crud.getOne(ORDERS, actor, String(positiveId(id, '/id')));
  }

  /** The number the store's next invoice will get (it is taken only when a cart closes). */
  @Get('getNewInvoiceNumber')
  @Allow('administrators')
  async newInvoiceNumber(@Context() context: RequestContext): Promise<{ invoiceNumber: string }> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE((SELECT last_number FROM invoice_counters WHERE store_id = COALESCE($1, (SELECT min(id) FROM stores))), 0) + 1 AS next`,
      [(context.store?.id as number | undefined) ?? null],
    )) as { next: number }[];
    return { invoiceNumber: String(row.next) };
  }

  @Post('approveProductOrder')
  @HttpCode(200)
  @Allow('administrators')
  approve(@Body() body: unknown, @Query('id') id: unknown, @CurrentActor() actor: Actor) {
    const given = bodyObject(body);
    return this.crud.runAction(ORDERS, actor, String(positiveId(id ?? given.id, '/id')), 'approve', given);
  }

  /** setShipped: the order's shipments are shipped and its goods released from stock. */
  @Post('setShipped')
  @HttpCode(200)
  @Allow('administrators')
  setShipped(@Body() body: unknown, @Query('id') id: unknown, @CurrentActor() actor: Actor) {
    const given = bodyObject(body);
    return this.crud.runAction(ORDERS, actor, String(positiveId(id ?? given.id, '/id')), 'setShipped', given);
  }

  /** setStockTransaction: the order's stock documents are written (goods captured in the warehouse). */
  @Post('setStockTransaction')
  @HttpCode(200)
  @Allow('administrators')
  setStockTransaction(@Body() body: unknown, @Query('id') id: unknown, @CurrentActor() actor: Actor) {
    const given = bodyObject(body);
    return this.crud.runAction(ORDERS, actor, String(positiveId(id ?? given.id, '/id')), 'setStockTransaction', given);
  }

  /** Bills the recurring payments' cycles that have come due (it also runs as a scheduled task): answers how many. */
  @Post('generateRecurringPayments')
  @HttpCode(200)
  @Allow('administrators')
  async generateRecurring(): Promise<{ created: number }> {
    return { created: await this.recurring.generateDue() };
  }

  /** Runs the reservation sweep now (it also runs as a scheduled task): answers how many orders were released. */
  @Post('releaseExpiredReservations')
  @HttpCode(200)
  @Allow('administrators')
  async releaseExpired(): Promise<{ released: number }> {
    return { released: await this.reservations.releaseExpired() };
  }
}
