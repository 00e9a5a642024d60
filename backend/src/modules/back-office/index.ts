import type { Provider } from '@nestjs/common';
import { AccountingHooks } from './accounting.hooks.js';
import { ProductOrderItemHooks, ShipmentHooks } from './orders.hooks.js';
import { PaymentHooks, PaymentTypeHooks, RefundPaymentHooks } from './payments.hooks.js';
import { ShipmentTypeHooks } from './shipment-type.hooks.js';

/** The back-office rules of spec 2 §4–§5 that span records; the rest live in the entity files' x-rules. */
export const backOfficeProviders: Provider[] = [
  PaymentHooks,
  PaymentTypeHooks,
  RefundPaymentHooks,
  AccountingHooks,
  ProductOrderItemHooks,
  ShipmentHooks,
  ShipmentTypeHooks,
];
