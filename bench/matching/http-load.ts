import { postJson, threadLoad } from '../load-thread.js';

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
        const { status } = await postJson(
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

/** Sends the plan's orders from a thread of its own (node:http, kept-alive); answers once its time is up. */
export const placeOrders = threadLoad(import.meta.url, 'order', run);
