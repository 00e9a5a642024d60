import type { Provider, Type } from '@nestjs/common';
import { CartService } from './cart.service.js';
import { ProductOrderItemHooks, ShipmentHooks } from './cart-currency.hooks.js';
import { InvoiceService } from './invoice.service.js';
import { OrderPaymentHooks, OrderShipmentHooks, ProductOrderHooks } from './order.hooks.js';
import { OrdersController } from './orders.controller.js';
import { PaymentHooks, PaymentTypeHooks, RefundPaymentHooks } from './payment.hooks.js';
import { PaymentQuoteHooks } from './payment-quote.hooks.js';
import { RecurringPayments } from './recurring.js';
import { RefundSettlementHooks } from './refunds.js';
import { ReservationSweeper } from './reservations.js';
import { ShipmentTypeHooks } from './shipment-type.hooks.js';
import { TaxRateHooks } from './tax-rate.hooks.js';

/**
 * Shopping cart, checkout and the order's stock, and the payments and shipments of orders (spec 1 §2.8, §7; spec 2
 * §4–§5). The rules that span records are hooks here; the rest live in the entity files' x-rules.
 */
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
  PaymentHooks,
  PaymentQuoteHooks,
  PaymentTypeHooks,
  RefundPaymentHooks,
  ProductOrderItemHooks,
  ShipmentHooks,
  ShipmentTypeHooks,
];
