import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { conflict } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { assignOwner } from '../../crud/owner.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeWriter } from '../exchange/exchange-writer.js';
import { fromUnits, toUnits, trimDecimal } from '../exchange/units.js';
import { coinInfo, debit, moveFunds } from './land-funds.js';
import { LAND_STATE } from './land-views.js';
import { addMonths } from './loan-schedule.js';
import { loanTerms } from './loan-terms.js';
import { activePlan } from './loan-plans.js';

/** Loan.state as the entity file numbers it. */
export const LOAN_STATE = { requested: 1, active: 2, repaid: 3, rejected: 4, cancelled: 5 } as const;

const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

type Instalment = { n: number; dueDate?: string; principal: string; interest: string; amount: string };

/**
 * A loan towards a land's fixed price. Requesting it fixes its terms (loanTerms), holds the down payment in the
 * customer's wallet and reserves the land for them, all in the request's transaction under the land's row lock: a
 * concurrent purchase or second request finds the land taken. Approving spends the down payment and sells the land
 * (the platform lends the rest) and dates the schedule from that day; rejecting or cancelling releases both. Each
 * repayment takes the next instalment from the customer's wallet; the last one closes the loan.
 */
@Injectable()
@HooksFor('Loan')
export class LoanHooks implements EntityHooks {
  constructor(@Inject(ExchangeWriter) private readonly writer: ExchangeWriter) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    switch (ctx.action) {
      case 'approve':
        return this.approve(ctx);
      case 'reject':
      case 'cancel':
        return this.withdraw(ctx);
      case 'repay':
        return this.repay(ctx);
    }
    if (ctx.op === 'create') return this.request(ctx);
  }

  private async request(ctx: HookContext): Promise<void> {
    assignOwner(ctx, 'customerId');
    const v = ctx.values;
    const plan = await activePlan(ctx.manager, v.loanPlanId);
    if (!plan) throw refuse('/loanPlanId', 'loan.error.planinactive');
    const land = await this.lockLand(ctx, v.landId, () => refuse('/landId', 'loan.error.noland'));
    const coin = await coinInfo(ctx.manager, plan.coinId);
    const terms = loanTerms(plan, land, coin, v.principal, v.termMonths);
    if (!(await moveFunds(this.writer, ctx.manager, 'hold', v.customerId, plan.coinId, terms.downPayment)))
      throw refuse('/principal', 'loan.error.insufficientfunds', {
        amount: terms.values.downPayment,
        coin: coin.symbol,
      });
    Object.assign(v, terms.values, {
      principal: fromUnits(terms.principal, coin.decimals),
      schedule: terms.schedule,
      repaid: '0',
      paidInstallments: 0,
      state: LOAN_STATE.requested,
    });
    await ctx.tx.update('lands', SYSTEM_ACTOR, land.id as number, {
      state: LAND_STATE.reserved,
      ownerId: v.customerId,
    });
  }

  private async approve(ctx: HookContext): Promise<void> {
    const loan = ctx.current!;
    const land = await this.lockLand(ctx, loan.landId, () => conflict('loan.error.landnotreserved'));
    if (land.state !== LAND_STATE.reserved || land.ownerId !== loan.customerId)
      throw conflict('loan.error.landnotreserved');
    if (
      !(await moveFunds(
        this.writer,
        ctx.manager,
        'spend',
        loan.customerId,
        loan.coinId,
        await this.units(ctx, loan, loan.downPayment),
      ))
    )
      throw conflict('loan.error.notheld');
    const approvedAt = String(ctx.values.approvedAt);
    ctx.values.schedule = (loan.schedule as Instalment[]).map((i) => ({ ...i, dueDate: addMonths(approvedAt, i.n) }));
    await ctx.tx.update('lands', SYSTEM_ACTOR, land.id as number, {
      state: LAND_STATE.sold,
      soldAt: approvedAt,
      soldPrice: loan.price,
    });
  }

  /** Rejected or cancelled before a decision: the down payment comes back and the land is on sale again. */
  private async withdraw(ctx: HookContext): Promise<void> {
    const loan = ctx.current!;
    const land = await this.lockLand(ctx, loan.landId, () => conflict('loan.error.landnotreserved'));
    if (
      !(await moveFunds(
        this.writer,
        ctx.manager,
        'release',
        loan.customerId,
        loan.coinId,
        await this.units(ctx, loan, loan.downPayment),
      ))
    )
      throw conflict('loan.error.notheld');
    if (land.state === LAND_STATE.reserved && land.ownerId === loan.customerId)
      await ctx.tx.update('lands', SYSTEM_ACTOR, land.id as number, { state: LAND_STATE.available, ownerId: null });
  }

  private async repay(ctx: HookContext): Promise<void> {
    const loan = ctx.current!;
    const schedule = loan.schedule as Instalment[];
    const paid = Number(loan.paidInstallments);
    const next = schedule[paid];
    if (!next) throw conflict('loan.error.notactive');
    const coin = await coinInfo(ctx.manager, loan.coinId);
    const amount = toUnits(next.amount, coin.decimals) ?? 0n;
    if (!(await debit(this.writer, ctx.manager, loan.customerId, loan.coinId, amount)))
      throw AppError.badRequest('loan.error.insufficientfunds', [], { amount: next.amount, coin: coin.symbol });
    const repaid = (toUnits(trimDecimal(String(loan.repaid)), coin.decimals) ?? 0n) + amount;
    Object.assign(ctx.values, { repaid: fromUnits(repaid, coin.decimals), paidInstallments: paid + 1 });
    if (paid + 1 === schedule.length)
      Object.assign(ctx.values, { state: LOAN_STATE.repaid, closedAt: new Date().toISOString() });
  }

  private async units(ctx: HookContext, loan: Row, text: unknown): Promise<bigint> {
    const { decimals } = await coinInfo(ctx.manager, loan.coinId);
    return toUnits(trimDecimal(String(text)), decimals) ?? 0n;
  }

  private async lockLand(ctx: HookContext, id: unknown, missing: () => AppError): Promise<Row> {
    try {
      return await ctx.tx.lock('lands', SYSTEM_ACTOR, id as number);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) throw missing();
      throw err;
    }
  }
}
