/**
 * A small table held in memory: loaded on first use, reloaded after `refreshMs` (so other server nodes' changes
 * arrive), and dropped at once by invalidate() when this node changes it.
 *
 * @example const stores = new TableCache(() => loadStores(), 15_000); (await stores.get()).get('main')
 */
export class TableCache<T> {
  private value: Promise<T> | undefined;
  /** The last value loaded in full. */
  private ready: { value: T } | undefined;
  private loadedAt = 0;
  private readonly perTransaction = new WeakMap<object, Promise<T>>();

  constructor(
    private readonly load: () => Promise<T>,
    private readonly refreshMs = 15_000,
  ) {}

  get(): Promise<T> {
    if (!this.value || Date.now() - this.loadedAt > this.refreshMs) {
      this.loadedAt = Date.now();
      this.value = this.load().then(
        (value) => {
          this.ready = { value };
          return value;
        },
        (err: unknown) => {
          this.value = undefined;
          throw err;
        },
      );
    }
    return this.value;
  }

  /**
   * The value for code inside a transaction (`transaction`, its manager), which must not wait for another connection
   * (the embedded database has one): the last value loaded, even when a reload is due (it starts beside), or, when
   * none is held, one read by `loadHere` through the transaction itself, once per transaction, while the shared
   * value loads beside it.
   */
  within(transaction: object, loadHere: () => Promise<T>): Promise<T> {
    const fresh = this.ready && Date.now() - this.loadedAt <= this.refreshMs;
    if (!fresh) this.get().catch(() => undefined);
    if (this.ready) return Promise.resolve(this.ready.value);
    // Not kept beyond the transaction: it may see its own changes, which may roll back.
    let own = this.perTransaction.get(transaction);
    if (!own) this.perTransaction.set(transaction, (own = loadHere()));
    return own;
  }

  invalidate(): void {
    this.value = undefined;
    this.ready = undefined;
  }
}
