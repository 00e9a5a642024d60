import autocannon from 'autocannon';
import type { LoadResult, LoadSettings } from '../api-list/load.js';

/**
 * Warms up, then measures an endpoint with a sequence of query strings that every connection goes through in turn
 * (one lookup per three letters typed). The load generator runs in a worker thread, apart from the servers' event
 * loop; any failed request fails the run.
 */
export async function measureSequence(
  endpoint: string,
  queries: string[],
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const path = new URL(endpoint).pathname;
  const result = await autocannon({
    url: endpoint,
    connections: settings.connections,
    duration: settings.durationSeconds,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
    workers: 1,
    headers,
    requests: queries.map((q) => ({ method: 'GET', path: `${path}?${q}` })),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0)
    throw new Error(`${endpoint}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}
