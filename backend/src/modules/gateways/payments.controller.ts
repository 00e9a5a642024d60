import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import { bodyObject } from '../../crud/pipeline/serialize.js';
import { PaymentFlowService } from './payment-flow.service.js';

interface OriginRequest {
  protocol?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The address the customer's browser used, so the gateway sends them back to the same site. */
export const requestOrigin = (req: OriginRequest): string =>
  `${req.protocol ?? 'http'}://${String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost')}`;

/** The customer's side of an external payment: read it by its guid, and start it at its gateway. */
@Controller('api/Payments')
export class PaymentsController {
  constructor(@Inject(PaymentFlowService) private readonly flow: PaymentFlowService) {}

  @Get('getPaymentByGuid')
  @Allow('authenticated')
  get(@Query('guid') guid: unknown, @CurrentActor() actor: Actor) {
    return this.flow.summary(actor, typeof guid === 'string' ? guid : '');
  }

  @Post('startPayment')
  @HttpCode(200)
  @Allow('authenticated')
  start(
    @Body() body: unknown,
    @Req() req: OriginRequest,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ) {
    return this.flow.start(actor, bodyObject(body).guid, requestOrigin(req), context.lang);
  }
}
