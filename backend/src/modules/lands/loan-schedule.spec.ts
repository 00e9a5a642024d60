import { addMonths, loanSchedule } from './loan-schedule.js';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('loanSchedule', () => {
  test('equal instalments that repay the principal exactly, interest on the falling balance', () => {
    // 1200 USDT (6 decimals) over 12 months at 12 % a year: 1 % a month, 106.618546 USDT a month (1200 × 0.01 ∕ (1 − 1.01⁻¹²)).
    const rows = loanSchedule(1_200_000_000n, '12', 12);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ n: 1, principal: 94_618_546n, interest: 12_000_000n, amount: 106_618_546n });
    expect(new Set(rows.slice(0, 11).map((r) => r.amount))).toEqual(new Set([106_618_546n]));
    expect(sum(rows.map((r) => r.principal))).toBe(1_200_000_000n);
    for (const r of rows) expect(r.amount).toBe(r.principal + r.interest);
    // The last one clears the balance: it differs from the others by rounding only.
    const last = rows[11].amount - rows[0].amount;
    expect(last >= -12n && last <= 12n).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i].interest <= rows[i - 1].interest).toBe(true);
  });

  test('a rate of 0 spreads the principal evenly, the last month taking the remainder', () => {
    const rows = loanSchedule(1000n, '0', 3);
    expect(rows.map((r) => [r.principal, r.interest])).toEqual([
      [333n, 0n],
      [333n, 0n],
      [334n, 0n],
    ]);
  });

  test('one month repays everything with one month of interest', () => {
    expect(loanSchedule(500_00n, '24', 1)).toEqual([{ n: 1, principal: 500_00n, interest: 1_000n, amount: 510_00n }]);
  });

  test('holds for any principal, rate and term', () => {
    for (const [p, rate, months] of [
      [1n, '7.5', 12],
      [999_999_999_999n, '35', 360],
      [123_456n, '0.01', 7],
    ] as const) {
      const rows = loanSchedule(p, rate, months);
      expect(rows).toHaveLength(months);
      expect(sum(rows.map((r) => r.principal))).toBe(p);
      expect(rows.every((r) => r.principal >= 0n && r.interest >= 0n)).toBe(true);
    }
  });
});

describe('addMonths', () => {
  test('keeps the day of the month, or the month’s last day', () => {
    expect(addMonths('2026-01-15T10:00:00Z', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31T10:00:00Z', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31T00:00:00Z', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30T23:59:00Z', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-31T00:00:00Z', 12)).toBe('2027-05-31');
  });
});
