import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { PageQuery } from '../../crud/paged-list.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { StakingService } from './staking.service.js';

/** Staking: plans anyone may read; stakes customers make, redeem after their end, or cancel before it. */
@Controller('api/Staking')
export class StakingController {
  constructor(@Inject(StakingService) private readonly staking: StakingService) {}

  @Get('getPlans')
  @Allow('guests')
  plans(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.staking.plans(actor);
  }

  /** { stakingPlanId, amount }: the amount is held in the caller's wallet until the stake closes. */
  @Post('stake')
  @Allow('authenticated')
  stake(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.staking.stake(actor, body);
  }

  @Get('getMyStakes')
  @Allow('authenticated')
  myStakes(@Query() query: PageQuery & { status?: unknown }, @CurrentActor() actor: Actor) {
    return this.staking.myStakes(actor, query);
  }

  /** { id }: after the stake's end, its amount comes back with its reward. */
  @Post('redeem')
  @HttpCode(200)
  @Allow('authenticated')
  redeem(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.staking.close(actor, body, 'redeem');
  }

  /** { id }: before the stake's end, its amount comes back without a reward. */
  @Post('cancel')
  @HttpCode(200)
  @Allow('authenticated')
  cancel(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.staking.close(actor, body, 'cancel');
  }
}
