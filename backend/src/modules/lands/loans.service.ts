import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LoanPlanView, LoanQuote } from '@saray/contracts/storefront/state';
import { onBehalfOf, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { pagedList, type PageQuery } from '../../crud/paged-list.js';
import { bodyObject, type Languages, type Row } from '../../crud/pipeline/serialize.js';
import { fromUnits } from '../exchange/units.js';
import { coinInfo } from './land-funds.js';
import { toPlanView } from './land-views.js';
import { LandsService } from './lands.service.js';
import { activePlan } from './loan-plans.js';
import { loanTerms } from './loan-terms.js';

/**
 * The /api/Loans calls: the active plans, what a loan would cost, and a customer's loans: requested, cancelled while
 * undecided, and repaid instalment by instalment. Each write is the Loan entity's pipeline (its hooks hold, spend
 * and release the funds), made by the platform on the customer's behalf once the loan is known to be theirs.
 */
@Injectable()
export class LoansService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(LandsService) private readonly lands: LandsService,
  ) {}

  /** The active plans in display order (those of one coin when it is given). */
  async plans(actor: Actor, languages: Languages, coinId?: number): Promise<LoanPlanView[]> {
    const [plans, coins] = await Promise.all([
      this.crud.rows('loan-plans', actor, {
        filter: JSON.stringify({ isActive: true, ...(coinId ? { coinId } : {}) }),
        sort: JSON.stringify(['displayOrder', 'ASC']),
        range: ALL_ROWS,
        ...languages,
      }),
      this.lands.coins(actor),
    ]);
    return plans.map((p) => toPlanView(p, coins));
  }

  /** The terms a loan { loanPlanId, landId, principal, termMonths } would have, checked as its request would be. */
  async quote(actor: Actor, body: unknown): Promise<LoanQuote> {
    const b = bodyObject(body);
    const planId = positiveId(b.loanPlanId, '/loanPlanId');
    const landId = String(positiveId(b.landId, '/landId'));
    const plan = await activePlan(this.dataSource.manager, planId);
    if (!plan)
      throw AppError.badRequest('loan.error.planinactive', [{ path: '/loanPlanId', error: 'loan.error.planinactive' }]);
    const land = await this.crud.getOne('lands', actor, landId);
    const coin = await coinInfo(this.dataSource.manager, plan.coinId);
    const terms = loanTerms(plan, land, coin, b.principal, b.termMonths);
    return {
      price: terms.values.price,
      principal: fromUnits(terms.principal, coin.decimals),
      downPayment: terms.values.downPayment,
      aprPercent: terms.values.aprPercent,
      termMonths: Number(b.termMonths),
      installment: terms.values.installment,
      totalRepayable: terms.values.totalRepayable,
      totalInterest: terms.totalInterest,
      coin: coin.symbol,
      schedule: terms.schedule,
    };
  }

  /** Requests a loan for the caller: the down payment is held and the land reserved until the loan is decided. */
  async request(actor: Actor, body: unknown): Promise<Row> {
    const { loanPlanId, landId, principal, termMonths } = bodyObject(body);
    // The land must be one the caller may see, as for a purchase.
    await this.crud.getOne('lands', actor, String(positiveId(landId, '/landId')));
    const made = await this.crud.create('loans', onBehalfOf(actor), {
      customerId: actor.id,
      loanPlanId,
      landId,
      principal,
      termMonths,
    });
    return this.crud.getOne('loans', actor, String(made.id));
  }

  /** The caller's loans, newest first, a page at a time, each with its land's title. */
  async mine(actor: Actor, query: PageQuery, languages: Languages): Promise<{ data: Row[]; totalCount: number }> {
    const page = await pagedList(this.crud, 'loans', actor, { ...query, keyword: undefined }, { customerId: actor.id });
    const ids = [...new Set(page.data.map((l) => Number(l.landId)))];
    const lands = ids.length
      ? await this.crud.rows('lands', actor, { filter: JSON.stringify({ id: ids }), range: ALL_ROWS, ...languages })
      : [];
    const titles = new Map(lands.map((l) => [Number(l.id), String(l.title)]));
    const coins = await this.lands.coins(actor);
    return {
      ...page,
      data: page.data.map((l) => ({
        ...l,
        landTitle: titles.get(Number(l.landId)) ?? null,
        coin: coins.get(Number(l.coinId)) ?? '',
      })),
    };
  }

  /** Runs cancel (an undecided request) or repay (the next instalment) on one of the caller's loans { id }. */
  async act(actor: Actor, body: unknown, action: 'cancel' | 'repay'): Promise<Row> {
    const id = String(positiveId(bodyObject(body).id, '/id'));
    // Another customer's loan is a 404, as reading it would be.
    await this.crud.getOne('loans', actor, id);
    await this.crud.runAction('loans', onBehalfOf(actor), id, action, {});
    return this.crud.getOne('loans', actor, id);
  }
}
