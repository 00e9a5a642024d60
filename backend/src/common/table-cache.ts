/**
 * A small table held in memory: loaded on first use, reloaded after `refreshMs` (so other server nodes' changes
 * arrive), and dropped at once by invalidate() when this node changes it.
 *
 * @example const stores = new TableCache(() => loadStores(), 15_000); (await stores.get()).get('main')
 */
export class TableCache<T> {
  private value: Promise<T> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly refreshMs = 15_000,
  ) {}

  get(): Promise<T> {
    if (!this.value || Date.now() - this.loadedAt > this.refreshMs) {
      this.loadedAt = Date.now();
      this.value = this.load().catch((err: unknown) => {
        this.value = undefined;
        throw err;
      });
    }
    return this.value;
  }

  invalidate(): void {
    this.value = undefined;
  }
}
