import { Inject, Injectable } from '@nestjs/common';
import { LAND_STATUSES, type LandFilters, type LandsView, type LandStatus } from '@saray/contracts/storefront/state';
import { AppError } from '../../common/app-error.js';
import { LandsService } from '../lands/lands.service.js';
import { LoansService } from '../lands/loans.service.js';
import { inLanguage, type RouteContext } from './route-data.service.js';

const DECIMAL = /^\d+(\.\d+)?$/;

/** The map's filters from the address's query (?area=&status=&min=&max=); anything unreadable is left out. */
export function landFilters(query: URLSearchParams): LandFilters {
  const area = Number(query.get('area'));
  const status = query.get('status') as LandStatus | null;
  const min = query.get('min')?.trim();
  const max = query.get('max')?.trim();
  return {
    ...(Number.isSafeInteger(area) && area > 0 ? { area } : {}),
    ...(status && LAND_STATUSES.includes(status) ? { status } : {}),
    ...(min && DECIMAL.test(min) ? { min } : {}),
    ...(max && DECIMAL.test(max) ? { max } : {}),
  };
}

/**
 * The data of the land screens, read as the visitor: the planet map (/lands), a land's page with its auction's bids
 * and the loan plans of its coin (/lands/{id}), and the loan plans with the lands they can finance (/loans). What
 * is the visitor's own (their bids, lands and loans) the screens ask the API for once drawn, so these pages read the
 * same for every visitor.
 */
@Injectable()
export class LandScreens {
  constructor(
    @Inject(LandsService) private readonly lands: LandsService,
    @Inject(LoansService) private readonly loanPlans: LoansService,
  ) {}

  async map(ctx: RouteContext): Promise<LandsView> {
    const now = new Date();
    return {
      now: now.toISOString(),
      ...(await this.lands.map(ctx.actor, inLanguage(ctx), now)),
      filters: landFilters(ctx.query),
    };
  }

  /** A land's page, or undefined (the 404 page) for a land the visitor may not see. */
  async land(ctx: RouteContext, id: string): Promise<LandsView | undefined> {
    const now = new Date();
    const languages = inLanguage(ctx);
    const found = await this.lands.land(ctx.actor, id, languages, now).catch((err: unknown) => {
      if (err instanceof AppError && (err.status === 404 || err.status === 400)) return undefined;
      throw err;
    });
    if (!found) return undefined;
    const [map, plans] = await Promise.all([
      this.lands.map(ctx.actor, languages, now),
      found.land.saleKind === 'fixed' ? this.loanPlans.plans(ctx.actor, languages, found.land.coinId) : [],
    ]);
    return { now: now.toISOString(), ...map, land: found.land, bids: found.bids, plans };
  }

  /** The plans, and the lands on sale at a fixed price in a plan's coin (what a loan can be asked for). */
  async loans(ctx: RouteContext): Promise<LandsView> {
    const now = new Date();
    const languages = inLanguage(ctx);
    const [map, plans] = await Promise.all([
      this.lands.map(ctx.actor, languages, now),
      this.loanPlans.plans(ctx.actor, languages),
    ]);
    const coins = new Set(plans.map((p) => p.coinId));
    return {
      now: now.toISOString(),
      areas: map.areas,
      lands: map.lands.filter((l) => l.status === 'sale' && coins.has(l.coinId)),
      plans,
    };
  }
}
