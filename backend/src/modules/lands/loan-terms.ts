import { Decimal } from 'decimal.js';
import type { InstalmentView } from '@saray/contracts/storefront/state';
import { AppError } from '../../common/app-error.js';
import { conflict } from '../../common/refuse.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { fromUnits, toUnits, trimDecimal } from '../exchange/units.js';
import type { CoinInfo } from './land-funds.js';
import { LAND_STATE, SALE_KIND } from './land-views.js';
import { loanSchedule } from './loan-schedule.js';

/** What a loan fixes when it is requested, amounts in the coin's smallest units and as text. */
export interface LoanTerms {
  principal: bigint;
  downPayment: bigint;
  price: bigint;
  schedule: InstalmentView[];
  values: {
    coinId: number;
    price: string;
    downPayment: string;
    aprPercent: string;
    installment: string;
    totalRepayable: string;
  };
  totalInterest: string;
}

const refuse = (path: string, key: string, params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

/**
 * Checks a loan asked for on a plan towards a land, and works out its terms: the land must be on sale at a fixed
 * price in the plan's coin, the term within the plan's months, and the principal within the plan's amounts and its
 * share of the price (floor of price × loan to value). Every refusal names the field to change. The same sums serve
 * the quote a customer sees and the request they make.
 */
export function loanTerms(plan: Row, land: Row, coin: CoinInfo, principalText: unknown, termRaw: unknown): LoanTerms {
  if (land.saleKind !== SALE_KIND.fixed || land.state !== LAND_STATE.available || land.isPublished === false)
    throw conflict('land.error.notforsale', 'landId');
  if (Number(land.coinId) !== Number(plan.coinId)) throw refuse('/loanPlanId', 'loan.error.coinmismatch');
  const min = Number(plan.minTermMonths);
  const max = Number(plan.maxTermMonths);
  const months = Number(termRaw);
  if (!Number.isInteger(months) || months < min || months > max)
    throw refuse('/termMonths', 'loan.error.term', { min, max });
  const principal = toUnits(principalText, coin.decimals);
  if (!principal) throw refuse('/principal', 'exchange.error.invalidamount', { decimals: coin.decimals });
  const price = toUnits(trimDecimal(String(land.price)), coin.decimals) ?? 0n;
  const at = (v: unknown) => toUnits(trimDecimal(String(v)), coin.decimals) ?? 0n;
  const text = (units: bigint) => fromUnits(units, coin.decimals);
  if (principal < at(plan.minPrincipal ?? '0'))
    throw refuse('/principal', 'loan.error.belowminimum', { min: text(at(plan.minPrincipal)), coin: coin.symbol });
  if (plan.maxPrincipal !== null && plan.maxPrincipal !== undefined && principal > at(plan.maxPrincipal))
    throw refuse('/principal', 'loan.error.abovemaximum', { max: text(at(plan.maxPrincipal)), coin: coin.symbol });
  const ltv = trimDecimal(String(plan.maxLtvPercent));
  const limit = BigInt(new Decimal(price.toString()).mul(ltv).div(100).floor().toFixed());
  if (principal > limit)
    throw refuse('/principal', 'loan.error.abovelimit', { max: text(limit), percent: ltv, coin: coin.symbol });
  const apr = trimDecimal(String(plan.aprPercent));
  const rows = loanSchedule(principal, apr, months);
  if (rows[0].amount === 0n) throw refuse('/principal', 'loan.error.toosmall');
  const total = rows.reduce((s, r) => s + r.amount, 0n);
  return {
    principal,
    downPayment: price - principal,
    price,
    schedule: rows.map((r) => ({
      n: r.n,
      principal: text(r.principal),
      interest: text(r.interest),
      amount: text(r.amount),
    })),
    values: {
      coinId: Number(plan.coinId),
      price: text(price),
      downPayment: text(price - principal),
      aprPercent: apr,
      installment: text(rows[0].amount),
      totalRepayable: text(total),
    },
    totalInterest: text(total - principal),
  };
}
