import { loadConfig, type AppConfig } from '../backend/src/config.js';

const UNLIMITED = { count: 1_000_000_000, seconds: 60 };

/**
 * The server configuration a benchmark boots with: the environment's, with the rate limits lifted (a benchmark
 * measures the call, not its limiter) and no request log (a JSON line per request would be measured too, and would
 * bury the figures).
 */
export const benchConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig(),
  rateLimits: { search: UNLIMITED, order: UNLIMITED, backup: UNLIMITED },
  requestLog: false,
  ...overrides,
});
