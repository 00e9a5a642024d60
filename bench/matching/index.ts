import { MatchingEngine, type OrderInput } from '../../backend/src/modules/exchange/matching-engine.js';
import { fullOrShort } from '../bench-config.js';
import { seededRandom } from '../seeded-random.js';
import { persistedBench } from './persisted.js';
import { restartBench } from './restart.js';

// Orders per second through the in-memory matching engine, and each placement's latency: a random stream around a
// moving mid price (limit GTC mostly, some IOC and market orders, some cancels) from 1,000 accounts.
const ORDERS = Number(process.env.BENCH_ORDERS ?? fullOrShort(300_000, 30_000));
const ACCOUNTS = 1000;
const TARGET = 100_000;

function stream(): (OrderInput | { cancel: string })[] {
  const next = seededRandom(42);
  const out: (OrderInput | { cancel: string })[] = [];
  let mid = 30_000;
  for (let i = 0; i < ORDERS; i++) {
    mid += Math.round((next() - 0.5) * 4);
    const r = next();
    if (r < 0.1 && i > 0) {
      out.push({ cancel: `o${Math.floor(next() * i)}` });
      continue;
    }
    const side = next() < 0.5 ? 'buy' : 'sell';
    const offset = Math.round(next() * 20) * (side === 'buy' ? -1 : 1) + (r < 0.25 ? (side === 'buy' ? 15 : -15) : 0);
    const type = r > 0.95 ? 'market' : 'limit';
    out.push({
      id: `o${i}`,
      account: `a${Math.floor(next() * ACCOUNTS)}`,
      side,
      type,
      price: type === 'limit' ? BigInt(mid + offset) : undefined,
      quantity: BigInt(1 + Math.floor(next() * 100)),
      tif: type === 'market' || r > 0.9 ? 'IOC' : 'GTC',
    });
  }
  return out;
}

function main(): void {
  const engine = new MatchingEngine({
    base: 'BTC',
    quote: 'USDT',
    baseUnit: 100n,
    tickSize: 1n,
    lotSize: 1n,
    minNotional: 0n,
    makerFeeBps: 10n,
    takerFeeBps: 20n,
  });
  for (let a = 0; a < ACCOUNTS; a++) {
    engine.deposit(`a${a}`, 'BTC', 10n ** 12n);
    engine.deposit(`a${a}`, 'USDT', 10n ** 15n);
  }
  const orders = stream();
  const latencies = new Float64Array(orders.length);
  let trades = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const t0 = process.hrtime.bigint();
    if ('cancel' in o) engine.cancel(o.cancel);
    else trades += engine.place(o).trades.length;
    latencies[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort();
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const perSecond = orders.length / seconds;
  console.log(`In-memory matching, ${orders.length} operations (orders and cancels), ${trades} trades`);
  console.log('| operations/s | p50 µs | p99 µs | p99.9 µs | resting bids | resting asks | target |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${Math.round(perSecond).toLocaleString('en')} | ${at(50).toFixed(1)} | ${at(99).toFixed(1)} | ${at(99.9).toFixed(1)} | ${
      engine.depth('buy').length
    } | ${engine.depth('sell').length} | ${perSecond >= TARGET ? 'met' : 'NOT met'} (≥ ${TARGET.toLocaleString('en')}) |`,
  );
}

main();
persistedBench()
  .then(() => restartBench())
  .then((ok) => {
    if (!ok) {
      console.error('A restart did not rebuild the books and balances the journal holds.');
      process.exitCode = 1;
    }
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
