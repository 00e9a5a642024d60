import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { LoanPlanView, LoanQuote } from '@saray/contracts/storefront/state';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import type { PageQuery } from '../../crud/paged-list.js';
import type { Languages, Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { LoansService } from './loans.service.js';

/** Loans towards a land's price: plans and quotes anyone may read; requests, cancelling and repaying for customers. */
@Controller('api/Loans')
export class LoansController {
  constructor(
    @Inject(LoansService) private readonly loans: LoansService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  private async languages(ctx: RequestContext): Promise<Languages> {
    return { lang: ctx.lang, fallback: await this.settings.storeLanguage(ctx.store?.id as number | undefined) };
  }

  @Get('getPlans')
  @Allow('guests')
  async plans(@CurrentActor() actor: Actor, @Context() ctx: RequestContext): Promise<LoanPlanView[]> {
    return this.loans.plans(actor, await this.languages(ctx));
  }

  /** { loanPlanId, landId, principal, termMonths }: the down payment, instalments and schedule such a loan would have. */
  @Post('quote')
  @HttpCode(200)
  @Allow('guests')
  quote(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<LoanQuote> {
    return this.loans.quote(actor, body);
  }

  /** { loanPlanId, landId, principal, termMonths }: the down payment is held and the land reserved until decided. */
  @Post('request')
  @Allow('authenticated')
  request(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.loans.request(actor, body);
  }

  @Get('getMyLoans')
  @Allow('authenticated')
  async mine(@Query() query: PageQuery, @CurrentActor() actor: Actor, @Context() ctx: RequestContext) {
    return this.loans.mine(actor, query, await this.languages(ctx));
  }

  /** { id }: withdraws an undecided request; the down payment comes back and the land is on sale again. */
  @Post('cancel')
  @HttpCode(200)
  @Allow('authenticated')
  cancel(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.loans.act(actor, body, 'cancel');
  }

  /** { id }: pays the next instalment from the caller's wallet. */
  @Post('repay')
  @HttpCode(200)
  @Allow('authenticated')
  repay(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.loans.act(actor, body, 'repay');
  }
}
