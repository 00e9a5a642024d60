import { postJson, threadLoad } from '../load-thread.js';
import { threadCpuMs } from './cpu.js';

/** Who buys what, where: everything a shopper's loop needs, passed to the load's thread as plain data. */
export interface CheckoutPlan {
  server: 'saray' | 'baseline';
  origin: string;
  productId: number;
  paymentTypeId: number;
  /** One per concurrent shopper: the customer's id and, for Saray, their access token. */
  shoppers: { id: number; token: string }[];
  warmupMs: number;
  durationMs: number;
}

export interface Figures {
  /** Checkouts in the measured time. */
  checkouts: number;
  /** Checkouts in the warm-up and the measured time. */
  all: number;
  /** Processor time of the load's own thread (its HTTP clients), in ms. */
  clientCpuMs: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
  closeP99: number;
}

const post = async (url: string, body: object, token?: string) => {
  const { status, text } = await postJson(url, body, token);
  return { status, body: JSON.parse(text) as { id?: number; error?: string } };
};

/** One whole checkout of `shopper` on the plan's server: add to a new cart, choose the payment, close. */
export async function checkout(
  plan: Omit<CheckoutPlan, 'shoppers' | 'warmupMs' | 'durationMs'>,
  shopper: { id: number; token: string },
): Promise<{ ok: boolean; closeMs: number }> {
  if (plan.server === 'saray') {
    const api = (path: string, body: object) => post(`${plan.origin}/api/ProductOrders/${path}`, body, shopper.token);
    await api('AddCart', { productId: plan.productId });
    await api('saveCustomerProductOrder', { paymentTypeId: plan.paymentTypeId });
    const t = performance.now();
    const closed = await api('closeCart', {});
    return { ok: closed.status === 200, closeMs: performance.now() - t };
  }
  const cart = await post(`${plan.origin}/add`, { customerId: shopper.id, productId: plan.productId });
  await post(`${plan.origin}/choose`, { orderId: cart.body.id, paymentTypeId: plan.paymentTypeId });
  const t = performance.now();
  const closed = await post(`${plan.origin}/close`, { orderId: cart.body.id });
  return { ok: closed.status === 200, closeMs: performance.now() - t };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Every shopper of the plan loops through checkouts for the warm-up and then the measured time. */
async function run(plan: CheckoutPlan): Promise<Figures> {
  const totals: number[] = [];
  const closes: number[] = [];
  let failures = 0;
  let all = 0;
  const cpu = threadCpuMs();
  const measureFrom = Date.now() + plan.warmupMs;
  const end = measureFrom + plan.durationMs;
  await Promise.all(
    plan.shoppers.map(async (shopper) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const { ok, closeMs } = await checkout(plan, shopper);
        const ms = performance.now() - t0;
        all++;
        if (Date.now() < measureFrom || Date.now() > end) continue;
        if (!ok) failures++;
        totals.push(ms);
        closes.push(closeMs);
      }
    }),
  );
  totals.sort((a, b) => a - b);
  closes.sort((a, b) => a - b);
  return {
    checkouts: totals.length,
    all,
    clientCpuMs: threadCpuMs() - cpu,
    failures,
    perSecond: totals.length / (plan.durationMs / 1000),
    p50: percentile(totals, 50),
    p99: percentile(totals, 99),
    closeP99: percentile(closes, 99),
  };
}

/** Runs the plan's load in a thread of its own (bench/load-thread.ts); both servers run in the main thread. */
export const load = threadLoad(import.meta.url, 'checkout', run);
