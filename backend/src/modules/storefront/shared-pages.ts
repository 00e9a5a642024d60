import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { StoredPage } from './page-store.js';

const NEWLINE = 0x0a;

/**
 * Rendered pages every node shares through Redis, under a generation they all agree on. A change to what pages show
 * moves the generation on (INCR) before the change feed tells the other nodes, which then read it (GET): a page is
 * only ever read under the generation it was rendered in, so none drawn before a change is served after it. Pages
 * expire on their own after the cache's time; those of a past generation are never read again. Nothing is shared
 * while the generation is unknown (just changed, or Redis unreachable), nor between builds of different versions.
 */
export class SharedPages {
  private readonly logger = new Logger('PageCache');
  private generation: number | undefined;
  private sequence = 0;
  /** The last change made here that Redis has not moved the generation on for (0: none). */
  private owed = 0;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    private readonly build: () => string,
  ) {}

  /** What pages show changed, here or on another node: the generation is unknown until Redis answers. */
  changed(here: boolean): Promise<void> {
    this.generation = undefined;
    const seq = ++this.sequence;
    if (here) this.owed = seq;
    return this.refresh();
  }

  async get(key: string): Promise<StoredPage | undefined> {
    const generation = this.current();
    if (generation === undefined) return undefined;
    const value = await this.redis.getBuffer(this.pageKey(generation, key)).catch(() => null);
    // Read under a generation that has since moved on: it may be from before the change.
    if (!value || generation !== this.generation) return undefined;
    const end = value.indexOf(NEWLINE);
    return end > 0 ? { etag: value.subarray(0, end).toString(), body: value.subarray(end + 1) } : undefined;
  }

  put(key: string, page: StoredPage): void {
    const generation = this.current();
    if (generation === undefined) return;
    const value = Buffer.concat([Buffer.from(`${page.etag}\n`), page.body]);
    this.redis.set(this.pageKey(generation, key), value, 'EX', this.ttlSeconds).catch((err: Error) => {
      this.logger.warn(`page not shared: ${err.message}`);
    });
  }

  /** The generation, when known and Redis is there to ask; an unknown one is asked for again. */
  private current(): number | undefined {
    if (this.redis.status !== 'ready') return undefined;
    if (this.generation === undefined && !this.pending) void this.refresh();
    return this.generation;
  }

  private refresh(): Promise<void> {
    const seq = this.sequence;
    const advance = this.owed > 0;
    const counter = `${this.prefix}:pages:generation`;
    const asked = advance ? this.redis.incr(counter) : this.redis.get(counter).then((v) => Number(v ?? 0));
    const pending: Promise<void> = asked
      .then(
        (generation) => {
          if (advance && this.owed <= seq) this.owed = 0;
          if (seq === this.sequence) this.generation = generation;
        },
        (err: Error) => this.logger.warn(`page generation not read: ${err.message}`),
      )
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }

  private pageKey(generation: number, key: string): string {
    const hash = createHash('sha256').update(key).digest('base64url');
    return `${this.prefix}:pages:${this.build()}:${generation}:${hash}`;
  }
}
