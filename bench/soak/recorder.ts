/** The kinds of work a virtual user does; each is one "action" of one or more calls. */
export const ACTION_KINDS = ['browse', 'search', 'checkout', 'dashboard', 'chat'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** An answer the soak did not expect: a 5xx, a network error, an unexpected 4xx, a chat line never delivered. */
export interface ErrorAnswer {
  kind: ActionKind;
  at: number;
  what: string;
  status?: number;
  body?: string;
}

/** Thrown after an error answer was recorded, so the action stops there and is not timed. */
export class RecordedError extends Error {}

const KEPT_ERRORS = 10;
const KEPT_BODY = 600;

/**
 * Latencies per action kind and every error answer. Setup and the warm-up come before the measured time: their
 * actions and calls do not count in the figures, but their errors do, since a failure then is a failure all the same.
 */
export class Recorder {
  readonly latencies = new Map<ActionKind, number[]>(ACTION_KINDS.map((k) => [k, []]));
  calls = 0;
  errorCount = 0;
  readonly errors: ErrorAnswer[] = [];

  private measureFrom = Number.POSITIVE_INFINITY;
  private measureTo = Number.POSITIVE_INFINITY;

  /**
   * Figures count between these times (epoch ms); outside them, only errors do. An action still running at the end
   * is left out, so the counts divide by the measured time exactly.
   */
  measureBetween(from: number, to: number): void {
    this.measureFrom = from;
    this.measureTo = to;
  }

  measuring(now = Date.now()): boolean {
    return now >= this.measureFrom && now <= this.measureTo;
  }

  action(kind: ActionKind, ms: number): void {
    if (this.measuring()) this.latencies.get(kind)!.push(ms);
  }

  call(): void {
    if (this.measuring()) this.calls++;
  }

  /** Records the error answer and returns the error that aborts the action. */
  error(kind: ActionKind, what: string, status?: number, body?: string): RecordedError {
    this.errorCount++;
    if (this.errors.length < KEPT_ERRORS)
      this.errors.push({ kind, at: Date.now(), what, status, body: body?.slice(0, KEPT_BODY) });
    return new RecordedError(what);
  }
}

/** The p-th percentile of ascending values (nearest rank); NaN for none. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
