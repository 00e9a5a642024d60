import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { PAYMENT_GATEWAYS } from './gateway.js';
import { PaymentFlowService } from './payment-flow.service.js';
import { PaymentsController } from './payments.controller.js';
import { ZarinpalGateway } from './zarinpal.gateway.js';

/** The payment gateways the configuration names (SARAY_ZARINPAL_MERCHANT_ID, SARAY_ZARINPAL_URL). */
export function configuredGateways(config: AppConfig): Map<string, PaymentGateway> {
  const gateways = new Map<string, PaymentGateway>();
  if (config.zarinpal)
    gateways.set('zarinpal', new ZarinpalGateway(config.zarinpal.baseUrl, config.zarinpal.merchantId));
  return gateways;
}

export const gatewaysControllers: Type[] = [PaymentsController];
export const gatewaysProviders = (config: AppConfig): Provider[] => [
  { provide: PAYMENT_GATEWAYS, useValue: configuredGateways(config) },
  PaymentFlowService,
];
