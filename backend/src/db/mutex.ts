/** A FIFO lock: acquire() resolves with a release function once every earlier holder has released. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(timeoutMs: number, onTimeout: () => Error): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(onTimeout()), timeoutMs);
      timer.unref();
    });
    return Promise.race([previous.then(() => release), timeout]).finally(() => clearTimeout(timer));
  }
}
