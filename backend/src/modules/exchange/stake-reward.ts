const RATE = /^(\d+)(?:\.(\d+))?$/;
const DAYS_PER_YEAR = 365n;

/**
 * A stake's reward in the coin's smallest units: amount × aprPercent / 100 × days / 365, rounded down, so the
 * platform never promises a fraction of a unit. The yearly rate is decimal text read digit by digit, never a float.
 *
 * @example stakeReward(1_000_000_000n, '8', 30) // 6_575_342n: 1000 USDT (6 decimals) at 8 % for 30 days
 */
export function stakeReward(amount: bigint, aprPercent: string, days: number): bigint {
  const m = RATE.exec(aprPercent.trim());
  if (!m || !Number.isSafeInteger(days) || days < 0 || amount < 0n)
    throw new RangeError(`no reward for ${amount} at ${aprPercent} % over ${days} days`);
  const fraction = m[2] ?? '';
  const rate = BigInt(m[1] + fraction);
  return (amount * rate * BigInt(days)) / (100n * DAYS_PER_YEAR * 10n ** BigInt(fraction.length));
}
