import { loadConfig, type AppConfig } from '../backend/src/config.js';

const UNLIMITED = { count: 1_000_000_000, seconds: 60 };

/**
 * A short run (`--short`, or `BENCH_SHORT=1` as `npm run bench:smoke` sets it): small data, about two seconds of
 * load, one round. Every equality and consistency check still runs and still fails the run; the figures only say
 * the benchmark works, they are not worth recording.
 */
export const SHORT = process.argv.includes('--short') || process.env.BENCH_SHORT === '1';

/** The full run's value, or the short run's. */
export const fullOrShort = <T>(full: T, short: T): T => (SHORT ? short : full);

/** The warm-up and the measured time of one load (autocannon's), in seconds. */
export const LOAD_SECONDS = fullOrShort(
  { warmupSeconds: 3, durationSeconds: 10 },
  { warmupSeconds: 1, durationSeconds: 2 },
);

/**
 * Set only by the smoke runner's own test: the named benchmark's baseline answers wrongly on purpose, to show that
 * its check fails the run.
 */
export const brokenBaseline = (benchmark: string): boolean => process.env.BENCH_BREAK_BASELINE === benchmark;

/**
 * The server configuration a benchmark boots with: the environment's, with the rate limits lifted (a benchmark
 * measures the call, not its limiter), no request log (a JSON line per request would be measured too, and would
 * bury the figures), no scheduled tasks (their statements would be counted as the request's) and no storefront page
 * cache (a benchmark reading one page again and again would measure the cache; bench:storefront measures it apart).
 */
export const benchConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig(),
  rateLimits: { search: UNLIMITED, order: UNLIMITED, backup: UNLIMITED, contact: UNLIMITED },
  requestLog: false,
  schedulerTickMs: 0,
  pageCache: { ttlSeconds: 0, maxBytes: 0 },
  ...overrides,
});
