import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeWriter, type WriteRequest } from './exchange-writer.js';
import { stakeReward } from './stake-reward.js';
import { fromUnits, toUnits, trimDecimal } from './units.js';

const DAY_MS = 86_400_000;

interface PlanTerms {
  coinId: number;
  symbol: string;
  decimals: number;
  durationDays: number;
  aprPercent: string;
  minAmount: string;
  maxAmount: string | null;
  isActive: boolean;
}

const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

const funds = (
  kind: 'hold' | 'release' | 'deposit',
  stake: Row,
  amount: bigint,
): Extract<WriteRequest, { kind: 'funds' }> => ({
  kind: 'funds',
  entry: { kind, account: String(stake.customerId), asset: String(stake.coinId), amount: String(amount) },
});

/**
 * A stake holds its amount in the customer's wallet from the moment it is made, in the same transaction as its row
 * (through the writer's journal, like a withdrawal's hold): no stake without the funds, no held funds without a
 * stake. Its terms (coin, rate, reward, end) are the plan's at that moment. Redeeming after the end releases the
 * amount and credits the reward; cancelling before the end releases the amount alone. Both run inside the action's
 * transaction, and the entity's rules let each stake close once.
 */
@Injectable()
@HooksFor('Stake')
export class StakeHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.action === 'redeem' || ctx.action === 'cancel') return this.close(ctx, ctx.action);
    // Changes and deletes are refused by the entity's locks and grants: a stake changes only by its actions.
    if (ctx.op === 'create') return this.open(ctx);
  }

  private async open(ctx: HookContext): Promise<void> {
    assignOwner(ctx, 'customerId');
    const v = ctx.values;
    const [plan] = (await ctx.manager.query(
      `SELECT p.coin_id AS "coinId", c.symbol, coalesce(c.decimals, 0) AS decimals, p.duration_days AS "durationDays",
         p.apr_percent::text AS "aprPercent", p.min_amount::text AS "minAmount", p.max_amount::text AS "maxAmount",
         p.is_active AS "isActive"
       FROM staking_plans p JOIN coins c ON c.id = p.coin_id WHERE p.id = $1 FOR SHARE OF p`,
      [v.stakingPlanId],
    )) as PlanTerms[];
    if (!plan?.isActive) throw refuse('/stakingPlanId', 'stake.error.planinactive');
    const amount = toUnits(v.amount, plan.decimals);
    if (!amount) throw refuse('/amount', 'exchange.error.invalidamount', { decimals: plan.decimals });
    const min = trimDecimal(plan.minAmount);
    if (new Decimal(String(v.amount)).lt(min))
      throw refuse('/amount', 'stake.error.belowminimum', { min, coin: plan.symbol });
    const max = plan.maxAmount === null ? undefined : trimDecimal(plan.maxAmount);
    if (max !== undefined && new Decimal(String(v.amount)).gt(max))
      throw refuse('/amount', 'stake.error.abovemaximum', { max, coin: plan.symbol });
    const startsAt = new Date();
    Object.assign(v, {
      coinId: plan.coinId,
      aprPercent: trimDecimal(plan.aprPercent),
      reward: fromUnits(stakeReward(amount, plan.aprPercent, plan.durationDays), plan.decimals),
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + plan.durationDays * DAY_MS).toISOString(),
      status: 1,
    });
    const held = await this.writer.submitWithin(ctx.manager, funds('hold', v, amount));
    if (!held.accepted) throw refuse('/amount', 'stake.error.insufficientfunds');
  }

  private async close(ctx: HookContext, action: 'redeem' | 'cancel'): Promise<void> {
    const stake = ctx.current!;
    const endsAt = new Date(String(stake.endsAt));
    const matured = Date.now() >= endsAt.getTime();
    if (action === 'redeem' && !matured)
      throw new AppError(409, 'stake.error.notmatured', [], { endsAt: endsAt.toISOString() });
    if (action === 'cancel' && matured) throw AppError.conflict('stake.error.matured');
    const [coin] = (await ctx.manager.query('SELECT coalesce(decimals, 0) AS decimals FROM coins WHERE id = $1', [
      stake.coinId,
    ])) as { decimals: number }[];
    const amount = toUnits(stake.amount, coin.decimals);
    const reward = action === 'redeem' ? toUnits(stake.reward, coin.decimals) : 0n;
    // Held funds that are not there any more, or amounts the coin's decimals no longer hold: nothing is moved.
    if (!amount || reward === undefined) throw AppError.conflict('stake.error.notheld');
    const released = await this.writer.submitWithin(ctx.manager, funds('release', stake, amount));
    if (!released.accepted) throw AppError.conflict('stake.error.notheld');
    if (reward > 0n) await this.writer.submitWithin(ctx.manager, funds('deposit', stake, reward));
  }
}
