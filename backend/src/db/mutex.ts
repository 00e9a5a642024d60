/** A FIFO lock: acquire() resolves with a release function once every earlier holder has released. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  acquire(timeoutMs: number, onTimeout: () => Error): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => held);
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(onTimeout());
      }, timeoutMs);
      timer.unref();
    });
    // A caller that gave up never gets the release function: its turn is passed on at once, or every later caller
    // would wait behind it for ever.
    const granted = previous.then(() => {
      if (timedOut) release();
      return release;
    });
    return Promise.race([granted, timeout]).finally(() => clearTimeout(timer));
  }
}
