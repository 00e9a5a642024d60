import type { LiveSession } from './session.service.js';

/** What changed: one session, every session of a customer, or anything (a role's own row). */
export type SessionChange = { sessionId: string } | { customerId: number } | { all: true };

interface Entry {
  live: LiveSession;
  until: number;
}

/**
 * Resolved sessions held in memory for a short while, so that a signed-in request sends no statement for its
 * session when the same session was resolved recently. Bounded in entries (the oldest goes first) and in age; only
 * live sessions are held. A change drops what it touches at once (see SessionInvalidation for the other nodes).
 *
 * A read that started before a change may answer what the change replaced: `generation()` taken before the read and
 * given to `set` keeps such an answer out.
 *
 * @example const g = cache.generation(); const live = await read(sid); if (live) cache.set(sid, live, expiresAt, g);
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byCustomer = new Map<number, Set<string>>();
  private changes = 0;

  constructor(
    readonly maxEntries = 50_000,
    readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string): LiveSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.live;
    this.drop(sessionId);
    return undefined;
  }

  generation(): number {
    return this.changes;
  }

  /** Holds a live session until the maximum age or its own expiry, unless something changed since `generation`. */
  set(sessionId: string, live: LiveSession, expiresAt: number, generation: number): void {
    if (generation !== this.changes) return;
    this.drop(sessionId);
    while (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value as string);
    this.entries.set(sessionId, { live, until: Math.min(this.now() + this.maxAgeMs, expiresAt) });
    const own = this.byCustomer.get(live.customerId);
    if (own) own.add(sessionId);
    else this.byCustomer.set(live.customerId, new Set([sessionId]));
  }

  forget(change: SessionChange): void {
    this.changes++;
    if ('all' in change) {
      this.entries.clear();
      this.byCustomer.clear();
    } else if ('sessionId' in change) this.drop(change.sessionId);
    else for (const sessionId of this.byCustomer.get(change.customerId) ?? []) this.drop(sessionId);
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const own = this.byCustomer.get(entry.live.customerId);
    own?.delete(sessionId);
    if (own?.size === 0) this.byCustomer.delete(entry.live.customerId);
  }
}
