import { SessionCache } from './session-cache.js';

const live = (customerId: number) => ({ customerId, username: `c${customerId}`, roles: ['authenticated'] });
const FAR = Number.MAX_SAFE_INTEGER;

describe('SessionCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 1_000));

  test('holds a live session until its maximum age', () => {
    const cache = new SessionCache(10, 30_000, clock);
    cache.set('a', live(1), FAR, cache.generation());
    now += 29_999;
    expect(cache.get('a')).toEqual(live(1));
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('never beyond the session’s own expiry', () => {
    const cache = new SessionCache(10, 30_000, clock);
    cache.set('a', live(1), now + 5_000, cache.generation());
    now += 5_000;
    expect(cache.get('a')).toBeUndefined();
  });

  test('drops the oldest entry at its size cap', () => {
    const cache = new SessionCache(2, 30_000, clock);
    for (const sid of ['a', 'b', 'c']) cache.set(sid, live(1), FAR, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    expect(cache.size).toBe(2);
  });

  test('forgets one session, every session of a customer, or all', () => {
    const cache = new SessionCache(10, 30_000, clock);
    const fill = () => {
      for (const [sid, customer] of [
        ['a', 1],
        ['b', 1],
        ['c', 2],
      ] as const)
        cache.set(sid, live(customer), FAR, cache.generation());
    };
    fill();
    cache.forget({ sessionId: 'a' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    fill();
    cache.forget({ customerId: 1 });
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, false, true]);
    fill();
    cache.forget({ all: true });
    expect(cache.size).toBe(0);
  });

  test('a read that started before a change is not kept', () => {
    const cache = new SessionCache(10, 30_000, clock);
    const before = cache.generation();
    cache.forget({ customerId: 1 });
    cache.set('a', live(1), FAR, before);
    expect(cache.get('a')).toBeUndefined();
  });
});
