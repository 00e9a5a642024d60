import { Decimal } from 'decimal.js';

/** One monthly instalment of a loan, in the coin's smallest units. */
export interface Instalment {
  n: number;
  principal: bigint;
  interest: bigint;
  amount: bigint;
}

const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/**
 * The equal monthly instalments that repay `principal` over `months` at a yearly rate (the annuity formula, a
 * twelfth of the rate each month), in smallest units: each month's interest is the balance × the monthly rate
 * rounded half up, the rest of the instalment repays principal, and the last instalment is whatever clears the
 * balance (it differs from the others by the rounding alone). A rate of 0 spreads the principal evenly.
 *
 * @example loanSchedule(1200_000000n, '12', 12).map((i) => i.amount) // 106.618546 USDT eleven times, then the rest
 */
export function loanSchedule(principal: bigint, aprPercent: string, months: number): Instalment[] {
  const rate = new Exact(aprPercent).div(1200);
  const p = new Exact(principal.toString());
  const level = rate.isZero() ? p.div(months) : p.mul(rate).div(new Exact(1).minus(rate.plus(1).pow(-months)));
  const instalment = BigInt(level.toDecimalPlaces(0).toFixed());
  const out: Instalment[] = [];
  let balance = principal;
  for (let n = 1; n <= months; n++) {
    const interest = BigInt(new Exact(balance.toString()).mul(rate).toDecimalPlaces(0).toFixed());
    const last = n === months;
    let repaid = instalment - interest;
    if (last || repaid > balance) repaid = balance;
    if (repaid < 0n) repaid = 0n;
    balance -= repaid;
    out.push({ n, principal: repaid, interest, amount: repaid + interest });
  }
  return out;
}

/**
 * A due date `months` after `start`, on the same day of the month (the month's last day when it has fewer days), in
 * UTC, as YYYY-MM-DD.
 *
 * @example addMonths('2026-01-31T10:00:00Z', 1) // '2026-02-28'
 */
export function addMonths(start: string | Date, months: number): string {
  const d = new Date(start);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
