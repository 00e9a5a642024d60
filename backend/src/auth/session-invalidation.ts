import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SessionCache, type SessionChange } from './session-cache.js';

/**
 * Tells every node's session cache what changed: this node's at once, and, when Redis is configured, the other
 * nodes' through a channel they all subscribe to (a connection of its own: a subscribed one can do nothing else).
 * Without Redis, or while it is unreachable, another node holds a revoked session for the cache's maximum age at
 * most (docs/decisions.md). A node that reconnects drops everything, since it may have missed changes meanwhile.
 */
export class SessionInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private subscriber: Redis | undefined;

  constructor(
    readonly cache: SessionCache,
    private readonly redis: Redis | null,
    private readonly channel: string,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = (this.subscriber = this.redis.duplicate());
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.apply(message);
    });
    subscriber.on('ready', () => this.cache.forget({ all: true }));
    subscriber.on('error', (err: Error) => this.logger.warn(`session invalidation channel: ${err.message}`));
    await subscriber.subscribe(this.channel).catch((err: Error) => {
      this.logger.warn(`session invalidation channel not subscribed: ${err.message}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** Drops what the change touches here, then tells the other nodes. Call it once the change is committed. */
  forget(change: SessionChange): void {
    this.cache.forget(change);
    this.redis?.publish(this.channel, JSON.stringify(change)).catch((err: Error) => {
      this.logger.warn(`session invalidation not published: ${err.message}`);
    });
  }

  private apply(message: string): void {
    let change: unknown;
    try {
      change = JSON.parse(message);
    } catch {
      return;
    }
    if (!change || typeof change !== 'object') return;
    const c = change as Record<string, unknown>;
    if (c.all === true) this.cache.forget({ all: true });
    else if (typeof c.sessionId === 'string') this.cache.forget({ sessionId: c.sessionId });
    else if (typeof c.customerId === 'number') this.cache.forget({ customerId: c.customerId });
  }
}
