import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { LandBidView, LandsView, LandView } from '@saray/contracts/storefront/state';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import type { Languages, Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { LandsService } from './lands.service.js';

/** The land sale: the planet map and a land anyone may read; bids, purchases and one's own lands for customers. */
@Controller('api/Lands')
export class LandsController {
  constructor(
    @Inject(LandsService) private readonly lands: LandsService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  private async languages(ctx: RequestContext): Promise<Languages> {
    return { lang: ctx.lang, fallback: await this.settings.storeLanguage(ctx.store?.id as number | undefined) };
  }

  @Get('getMap')
  @Allow('guests')
  async map(@CurrentActor() actor: Actor, @Context() ctx: RequestContext): Promise<Pick<LandsView, 'areas' | 'lands'>> {
    return this.lands.map(actor, await this.languages(ctx));
  }

  /** ?id=: the land, and its auction's latest bids by amount and time. */
  @Get('getLand')
  @Allow('guests')
  async land(
    @Query('id') id: unknown,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
  ): Promise<{ land: LandView; bids: LandBidView[] }> {
    return this.lands.land(actor, id, await this.languages(ctx));
  }

  /** { landId, amount }: a bid in a running auction, held in the caller's wallet while it leads. */
  @Post('bid')
  @Allow('authenticated')
  bid(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.lands.bid(actor, body);
  }

  /** { landId }: buys a land at its fixed price, paid from the caller's wallet. */
  @Post('buy')
  @HttpCode(200)
  @Allow('authenticated')
  async buy(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() ctx: RequestContext): Promise<LandView> {
    return this.lands.buy(actor, body, await this.languages(ctx));
  }

  @Get('getMine')
  @Allow('authenticated')
  async mine(
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
  ): Promise<{ lands: LandView[]; bids: Row[] }> {
    return this.lands.mine(actor, await this.languages(ctx));
  }
}
