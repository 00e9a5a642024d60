import type { Redis } from 'ioredis';

export interface AttemptRecord {
  hits: number;
  blocked: boolean;
  /** Seconds until the key may try again (when blocked). */
  retryAfter: number;
}

/** Counts attempts per key in fixed windows; once a key passes its limit it stays blocked for blockMs. */
export interface AttemptStore {
  hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<AttemptRecord>;
}

/** For one server node. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { hits: number; resetAt: number; blockedUntil: number }>();

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

  async hit(key: string, windowMs: number, limit: number, blockMs: number): Promise<AttemptRecord> {
    const base = `${this.prefix}:${key}`;
    const [hits, blockedMs] = (await this.redis.eval(HIT, 2, base, `${base}:blocked`, windowMs, limit, blockMs)) as [
      number,
      number,
    ];
    return { hits, blocked: blockedMs > 0, retryAfter: blockedMs > 0 ? Math.ceil(blockedMs / 1000) : 0 };
  }
}
