import type { LoadResult } from './load.js';

export interface ReportRow {
  /** The first column: the engine (products list), the page (storefront). */
  group: string;
  server: string;
  connections: number;
  result: LoadResult;
  /** req/s relative to the raw PostgreSQL baseline. */
  ratio: number;
}

/** One measurement on one line, as the rounds print it. */
export const describeResult = (r: LoadResult): string =>
  `${r.requestsPerSecond.toFixed(1)} req/s, p99 ${r.p99Ms.toFixed(1)} ms`;

const HEADERS = ['Server', 'Conns', 'req/s (avg)', 'p99 (ms)', 'vs baseline'];
// Text columns read best left-aligned, figures right-aligned.
const LEFT_ALIGNED = new Set([0, 1]);

const cells = (row: ReportRow): string[] => [
  row.group,
  row.server,
  String(row.connections),
  row.result.requestsPerSecond.toFixed(1),
  row.result.p99Ms.toFixed(1),
  row.ratio.toFixed(2),
];

export function formatTable(rows: ReportRow[], groupHeader = 'Engine'): string {
  const headers = [groupHeader, ...HEADERS];
  const lines = [headers, ...rows.map(cells)];
  const widths = headers.map((_, col) => Math.max(...lines.map((line) => line[col].length)));
  const format = (line: string[]) =>
    line.map((cell, col) => (LEFT_ALIGNED.has(col) ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ');
  return [format(lines[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(format)].join('\n');
}

export function formatVerdict(ratio: number, target: number, what = 'on PostgreSQL'): string {
  const verdict = ratio >= target ? 'PASS' : 'BELOW TARGET';
  return `Saray/baseline req/s ${what}: ${ratio.toFixed(2)} (target >= ${target.toFixed(2)}): ${verdict}`;
}
