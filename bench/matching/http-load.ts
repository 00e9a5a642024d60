import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** What the HTTP load's thread needs, as plain data: where to send orders, as whom, and for how long. */
export interface OrderPlan {
  origin: string;
  marketId: number;
  tokens: string[];
  clients: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Orders answered 201, the warm-up's included. */
  accepted: number;
}

/** A deterministic order of client w's i-th step: limit orders around 30,000 on both sides, crossing often. */
export function order(w: number, i: number): { side: 'buy' | 'sell'; price: number; lots: number } {
  const x = Math.imul(w * 7919 + i * 104729, 2654435761) >>> 0;
  const side = x % 2 === 0 ? ('buy' as const) : ('sell' as const);
  const ticks = (x >>> 3) % 40;
  const price = 30_000 + (side === 'buy' ? 10 - ticks : ticks - 10);
  const lots = 2 + ((x >>> 9) % 50); // at least 0.0002 BTC: above the market’s minimum value
  return { side, price, lots };
}

// node:http with kept-alive connections, in a thread of its own: the clients' cost does not share the event loop of
// the server they measure (as bench/checkout's load).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const post = (url: string, body: object, token: string) =>
  new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function run(plan: OrderPlan): Promise<LoadFigures> {
  const times: number[] = [];
  let failures = 0;
  let accepted = 0;
  const measureFrom = Date.now() + plan.warmupMs;
  const end = measureFrom + plan.durationMs;
  await Promise.all(
    Array.from({ length: plan.clients }, async (_, w) => {
      for (let i = 0; Date.now() < end; i++) {
        const o = order(w + 1000, i);
        const t0 = performance.now();
        const status = await post(
          `${plan.origin}/api/Market/PlaceOrder`,
          {
            marketId: plan.marketId,
            sideId: o.side === 'buy' ? 1 : 2,
            typeId: 1,
            price: String(o.price),
            quantity: (o.lots / 10_000).toFixed(4),
          },
          plan.tokens[(w * 7 + i) % plan.tokens.length],
        );
        const ms = performance.now() - t0;
        if (status === 201) accepted++;
        const now = Date.now();
        if (now < measureFrom || now > end) continue;
        times.push(ms);
        if (status !== 201) failures++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / (plan.durationMs / 1000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    failures,
    accepted,
  };
}

/** Sends the plan's orders from a thread of its own; answers once its time is up. */
export function placeOrders(plan: OrderPlan): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The order load's thread exited with code ${code}`));
    });
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void run(workerData as OrderPlan).then((figures) => port.postMessage(figures));
}
