/** A rendered page as the cache keeps it: the HTML's bytes and their strong entity tag. */
export interface StoredPage {
  body: Buffer;
  etag: string;
}

interface Entry extends StoredPage {
  expires: number;
  size: number;
}

/**
 * Pages in memory, the least recently used dropped first once they hold more than `maxBytes`, and each for
 * `ttlMs` at most: the safety net for a change that nothing announced (SQL written by hand, a database console).
 *
 * @example const store = new PageStore(64 * 2 ** 20, 60_000); store.set(key, page); store.get(key)?.etag
 */
export class PageStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.size;
      return undefined;
    }
    // A Map keeps insertion order: put back, the entry is the most recently used.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: StoredPage): void {
    this.delete(key);
    const size = page.body.length + key.length * 2;
    if (size > this.maxBytes) return;
    this.entries.set(key, { ...page, expires: this.now() + this.ttlMs, size });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The entries held and their bytes (keys counted as two bytes a character). */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
