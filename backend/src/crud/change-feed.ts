import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { HookRegistry } from './hooks.js';

/** The entities whose records changed, or 'all' when a node cannot tell (it may have missed changes). */
export type ChangedEntities = ReadonlySet<string> | 'all';

export interface Change {
  entities: ChangedEntities;
  /** Committed on another node (or this node's channel reconnected), rather than by this process. */
  remote: boolean;
}

/** Runs at once for a change; a promise it returns holds the change's publication to the other nodes until done. */
export type ChangeListener = (change: Change) => void | Promise<void>;

/**
 * Committed writes, told to whatever keeps something drawn from records (the cached storefront pages): this node's
 * listeners as soon as a transaction commits, and, when Redis is configured, every other node through one channel
 * (a connection of its own: a subscribed one can do nothing else). On another node the entities' `changedElsewhere`
 * hooks run first (their caches of rows drop), then its listeners. A node whose channel (re)connects treats
 * everything as changed, since it may have missed changes; one that failed to publish tells the others the same.
 *
 * @example feed.listen(({ entities }) => { if (entities === 'all' || entities.has('Page')) pages.clear(); });
 */
export class ChangeFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Changes');
  private readonly node = randomUUID();
  private readonly listeners: ChangeListener[] = [];
  private subscriber: Redis | undefined;
  private unsent = false;

  constructor(
    private readonly hooks: HookRegistry,
    private readonly redis: Redis | null,
    private readonly channel: string,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = (this.subscriber = this.redis.duplicate());
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.received(message);
    });
    subscriber.on('ready', () => {
      const missed = this.unsent;
      this.unsent = false;
      this.arrived('all', missed);
    });
    subscriber.on('error', (err: Error) => this.logger.warn(`change channel: ${err.message}`));
    await subscriber.subscribe(this.channel).catch((err: Error) => {
      this.logger.warn(`change channel not subscribed: ${err.message}`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }

  listen(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** A transaction's writes have committed: this node's listeners now, then the other nodes once they are done. */
  committed(entities: ChangedEntities): void {
    if (entities !== 'all' && !entities.size) return;
    void this.tell({ entities, remote: false }).then(() => this.publish(entities));
  }

  private received(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const m = parsed as { node?: unknown; all?: unknown; entities?: unknown };
    if (!m || typeof m !== 'object' || m.node === this.node) return;
    if (m.all === true) this.arrived('all', false);
    else if (Array.isArray(m.entities)) this.arrived(new Set(m.entities.map(String)), false);
  }

  /** Another node's change (or a reconnection): the entities' own caches first, then the listeners. */
  private arrived(entities: ChangedEntities, republish: boolean): void {
    this.hooks.changedElsewhere(entities);
    void this.tell({ entities, remote: true }).then(() => (republish ? this.publish('all') : undefined));
  }

  private async tell(change: Change): Promise<void> {
    // Every listener starts before the first await: what it drops at once is dropped before the caller goes on.
    const running = this.listeners.map((listener) => {
      try {
        return Promise.resolve(listener(change));
      } catch (err) {
        return Promise.reject(err as Error);
      }
    });
    for (const outcome of await Promise.allSettled(running))
      if (outcome.status === 'rejected') this.logger.warn(`change listener failed: ${String(outcome.reason)}`);
  }

  private publish(entities: ChangedEntities): void {
    if (!this.redis) return;
    const body = entities === 'all' ? { all: true } : { entities: [...entities] };
    this.redis.publish(this.channel, JSON.stringify({ node: this.node, ...body })).catch((err: Error) => {
      this.unsent = true;
      this.logger.warn(`change not published: ${err.message}`);
    });
  }
}
