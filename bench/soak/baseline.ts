import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./baseline-child.ts', import.meta.url));

/** Requests per second of the bare http server, measured with `clients` fetch loops for `seconds`. */
export async function measureBaseline(clients: number, seconds: number): Promise<number> {
  const child = fork(CHILD, [], { stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      child.once('message', (m: { origin: string }) => resolve(m.origin));
      child.once('exit', (code) => reject(new Error(`the baseline server ended (exit code ${code})`)));
    });
    // One second of warm-up, then the measured time.
    const loop = async (until: number) => {
      let n = 0;
      while (Date.now() < until) {
        const res = await fetch(`${origin}/api/products/1`);
        await res.text();
        if (res.status !== 200) throw new Error(`the baseline server answered ${res.status}`);
        n++;
      }
      return n;
    };
    await Promise.all(Array.from({ length: clients }, () => loop(Date.now() + 1000)));
    const start = performance.now();
    const counts = await Promise.all(Array.from({ length: clients }, () => loop(Date.now() + seconds * 1000)));
    return counts.reduce((a, b) => a + b, 0) / ((performance.now() - start) / 1000);
  } finally {
    if (child.connected) child.send('close');
    await exited;
  }
}
