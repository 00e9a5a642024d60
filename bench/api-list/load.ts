import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
}

/**
 * Warms the endpoint up, then measures it. The load generator runs in a worker thread so it does not share the
 * event loop of the servers under test. Any failed request invalidates the figure, so it fails the run.
 */
export async function measure(url: string, settings: LoadSettings): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
    workers: 1,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}
