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
  saray: LoadResult;
  /** SQL statements per render. */
  statements: { baseline: number; saray: number };
}

/**
 * Loads each page on each server, rounds alternating baseline and Saray page by page, and keeps each one's best
 * round (see bestOfRounds).
 */
export async function measurePages(
  db: ScratchDatabase,
  servers: { baseline: RunningBaseline; saray: RunningSaray },
  pages: StorefrontPage[],
  options: { rounds: number; load: LoadSettings },
): Promise<PageFigures[]> {
  const statements = new Map<string, PageFigures['statements']>();
  for (const page of pages) {
    statements.set(page.name, {
      baseline: await baselineStatements(servers.baseline, page.path),
      saray: await sarayStatements(servers.saray, page.path),
    });
  }
  const targets: Target[] = pages.flatMap((page) => [
    { name: `baseline ${page.name}`, url: servers.baseline.endpoint + page.path },
    { name: `saray ${page.name}`, url: servers.saray.origin + page.path },
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
    statements: statements.get(page.name)!,
  }));
}
