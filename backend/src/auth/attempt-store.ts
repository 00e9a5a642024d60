import type { Redis } from 'ioredis';

export interface AttemptRecord {
  hits: number;
  blocked: boolean;
  /** Seconds until the key may try again (when blocked). */
  retryAfter: number;
}

/** Failures counted under a key in its window, and when the last one was (epoch ms; 0 without any). */
export interface FailureCount {
  count: number;
  last: number;
}

/**
 * Counts attempts per key in fixed windows (once a key passes its limit it stays blocked for blockMs); and, for calls
 * where only failures count, failures per key with the time of the last, cleared by a success, and pairs remembered
 * for a while (an account's known address).
 */
export interface AttemptStore {
  hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<AttemptRecord>;
  failures(keys: string[]): Promise<FailureCount[]>;
  /** One more failure under each key; a key's count ends windowMs after its last failure. */
  fail(keys: string[], windowMs: number): Promise<void>;
  clear(keys: string[]): Promise<void>;
  remember(key: string, ttlMs: number): Promise<void>;
  knows(key: string): Promise<boolean>;
}

/** For one server node. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { hits: number; resetAt: number; blockedUntil: number }>();
  private readonly failed = new Map<string, FailureCount & { until: number }>();
  private readonly known = new Map<string, number>();

  async failures(keys: string[]): Promise<FailureCount[]> {
    const now = Date.now();
    return keys.map((key) => {
      const f = this.failed.get(key);
      return f && f.until > now ? { count: f.count, last: f.last } : { count: 0, last: 0 };
    });
  }

  async fail(keys: string[], windowMs: number): Promise<void> {
    const now = Date.now();
    for (const key of keys) {
      const f = this.failed.get(key);
      const count = f && f.until > now ? f.count + 1 : 1;
      this.failed.set(key, { count, last: now, until: now + windowMs });
    }
    if (this.failed.size > 100_000) for (const [k, f] of this.failed) if (f.until <= now) this.failed.delete(k);
  }

  async clear(keys: string[]): Promise<void> {
    for (const key of keys) this.failed.delete(key);
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    const now = Date.now();
    this.known.set(key, now + ttlMs);
    if (this.known.size > 100_000) for (const [k, until] of this.known) if (until <= now) this.known.delete(k);
  }

  async knows(key: string): Promise<boolean> {
    return (this.known.get(key) ?? 0) > Date.now();
  }

  async hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<AttemptRecord> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || (w.resetAt <= now && w.blockedUntil <= now)) {
      w = { hits: 0, resetAt: now + windowMs, blockedUntil: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.hits++;
    if (w.blockedUntil <= now && w.hits > limit) w.blockedUntil = now + blockMs;
    const blocked = w.blockedUntil > now;
    return { hits: w.hits, blocked, retryAfter: blocked ? Math.ceil((w.blockedUntil - now) / 1000) : 0 };
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now && w.blockedUntil <= now) this.windows.delete(key);
  }
}

// One round trip, atomic: count the hit in its window, and start a block when the limit is passed.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local blocked = redis.call('PTTL', KEYS[2])
if blocked < 0 and hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  blocked = tonumber(ARGV[3])
end
return { hits, blocked }`;

/** Shared by every API node through Redis. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'saray:attempts',
  ) {}

  async failures(keys: string[]): Promise<FailureCount[]> {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.hmget(`${this.prefix}:failed:${key}`, 'count', 'last');
    const answers = (await pipeline.exec()) ?? [];
    return answers.map(([, values]) => {
      const [count, last] = (values as (string | null)[]) ?? [];
      return { count: Number(count ?? 0), last: Number(last ?? 0) };
    });
  }

  async fail(keys: string[], windowMs: number): Promise<void> {
    const now = Date.now();
    const multi = this.redis.multi();
    for (const key of keys) {
      const name = `${this.prefix}:failed:${key}`;
      multi.hincrby(name, 'count', 1).hset(name, 'last', now).pexpire(name, windowMs);
    }
    await multi.exec();
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((key) => `${this.prefix}:failed:${key}`));
  }

  async remember(key: string, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}:known:${key}`, '1', 'PX', ttlMs);
  }

  async knows(key: string): Promise<boolean> {
    return (await this.redis.exists(`${this.prefix}:known:${key}`)) === 1;
  }

  async hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<AttemptRecord> {
    const base = `${this.prefix}:${key}`;
    const [hits, blockedMs] = (await this.redis.eval(HIT, 2, base, `${base}:blocked`, windowMs, limit, blockMs)) as [
      number,
      number,
    ];
    return { hits, blocked: blockedMs > 0, retryAfter: blockedMs > 0 ? Math.ceil(blockedMs / 1000) : 0 };
  }
}
