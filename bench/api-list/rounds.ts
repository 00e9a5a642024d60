import { measure, type LoadResult, type LoadSettings } from './load.js';

export interface Target {
  name: string;
  url: string;
}

export interface RoundsOptions {
  rounds: number;
  load: LoadSettings;
  /** Waits for the work left over by a measurement before the next one starts. */
  settle: () => Promise<void>;
  onResult: (round: number, target: Target, result: LoadResult) => void;
}

/**
 * Measures the targets in turn, round after round, and keeps each one's best round: alternating spreads slow
 * drift (caches, autovacuum, other load on the machine) over all targets instead of penalising whichever ran last.
 */
export async function bestOfRounds(targets: Target[], options: RoundsOptions): Promise<Map<string, LoadResult>> {
  const best = new Map<string, LoadResult>();
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of targets) {
      const result = await measure(target.url, options.load);
      await options.settle();
      options.onResult(round, target, result);
      const previous = best.get(target.name);
      if (!previous || result.requestsPerSecond > previous.requestsPerSecond) best.set(target.name, result);
    }
  }
  return best;
}
