import { stakeReward } from './stake-reward.js';

describe('stakeReward', () => {
  test('amount × rate × days / 365, rounded down to the smallest unit', () => {
    // 1000 USDT at 8 % for 30 days: 6.575342465… USDT.
    expect(stakeReward(1_000_000_000n, '8', 30)).toBe(6_575_342n);
    // 0.5 BTC at 4 % for 90 days: 0.004931506… BTC.
    expect(stakeReward(50_000_000n, '4', 90)).toBe(493_150n);
    // A full year pays the rate exactly.
    expect(stakeReward(1_000_000n, '12.5', 365)).toBe(125_000n);
  });

  test('fractional rates are read exactly (no float drift)', () => {
    expect(stakeReward(10n ** 18n, '0.1', 365)).toBe(10n ** 15n);
    expect(stakeReward(3_650_000n, '7.30', 1)).toBe(730n);
    expect(stakeReward(100n, '0.0001', 365)).toBe(0n);
  });

  test('nothing at 0 %, and a refusal for what is not a rate', () => {
    expect(stakeReward(1_000_000n, '0', 30)).toBe(0n);
    expect(() => stakeReward(1n, '-1', 30)).toThrow(RangeError);
    expect(() => stakeReward(1n, '1e2', 30)).toThrow(RangeError);
    expect(() => stakeReward(1n, '5', 1.5)).toThrow(RangeError);
  });
});
