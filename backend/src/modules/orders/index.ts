import type { Provider, Type } from '@nestjs/common';
import { CartService } from './cart.service.js';
import { InvoiceService } from './invoice.service.js';
import { OrderPaymentHooks, OrderShipmentHooks, ProductOrderHooks } from './order.hooks.js';
import { OrdersController } from './orders.controller.js';
import { RecurringPayments } from './recurring.js';
import { RefundSettlementHooks } from './refunds.js';
import { ReservationSweeper } from './reservations.js';
import { TaxRateHooks } from './tax-rate.hooks.js';

/** Shopping cart, checkout and the order's stock (spec 1 §2.8, §7; spec 2 §4–§5). */
export const ordersControllers: Type[] = [OrdersController];
export const ordersProviders: Provider[] = [
  CartService,
  InvoiceService,
  ProductOrderHooks,
  OrderPaymentHooks,
  OrderShipmentHooks,
  ReservationSweeper,
  RecurringPayments,
  RefundSettlementHooks,
  TaxRateHooks,
];
