import type { LoadResult, LoadSettings } from '../api-list/load.js';
import { describeResult } from '../api-list/report.js';
import { bestOfRounds, type Target } from '../api-list/rounds.js';
import type { RunningSaray } from '../api-list/saray-server.js';
import type { ScratchDatabase } from '../api-list/scratch-database.js';
import type { RunningBaseline } from './baseline-server.js';
import type { StorefrontPage } from './pages.js';
import { baselineStatements, sarayStatements } from './statements.js';

export interface PageFigures {
  page: StorefrontPage;
  baseline: LoadResult;
  /** Saray drawing the page for every request (its page cache off). */
  saray: LoadResult;
  /** Saray serving the page its cache kept for anonymous visitors. */
  cached: LoadResult;
  /** SQL statements per render, and per request served from the cache. */
  statements: { baseline: number; saray: number; cached: number };
}

/** The servers measured: the floor, Saray drawing every page, and Saray with its page cache. */
export interface MeasuredServers {
  baseline: RunningBaseline;
  saray: RunningSaray;
  cached: RunningSaray;
}

/**
 * Loads each page on each server, rounds alternating baseline, Saray and Saray with its page cache page by page, and
 * keeps each one's best round (see bestOfRounds).
 */
export async function measurePages(
  db: ScratchDatabase,
  servers: MeasuredServers,
  pages: StorefrontPage[],
  options: { rounds: number; load: LoadSettings },
): Promise<PageFigures[]> {
  const statements = new Map<string, PageFigures['statements']>();
  for (const page of pages) {
    statements.set(page.name, {
      baseline: await baselineStatements(servers.baseline, page.path),
      saray: await sarayStatements(servers.saray, page.path),
      cached: await sarayStatements(servers.cached, page.path),
    });
  }
  const targets: Target[] = pages.flatMap((page) => [
    { name: `baseline ${page.name}`, url: servers.baseline.endpoint + page.path },
    { name: `saray ${page.name}`, url: servers.saray.origin + page.path },
    { name: `cached ${page.name}`, url: servers.cached.origin + page.path },
  ]);
  const width = Math.max(...targets.map((t) => t.name.length));
  const best = await bestOfRounds(targets, {
    ...options,
    settle: db.waitUntilIdle,
    onResult: (round, target, result) =>
      console.log(`  round ${round}/${options.rounds} ${target.name.padEnd(width)} ${describeResult(result)}`),
  });
  return pages.map((page) => ({
    page,
    baseline: best.get(`baseline ${page.name}`)!,
    saray: best.get(`saray ${page.name}`)!,
    cached: best.get(`cached ${page.name}`)!,
    statements: statements.get(page.name)!,
  }));
}
