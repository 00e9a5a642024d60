// `npm run bench:smoke`: every benchmark in its short run (see bench-config.ts), one after another, so that none
// rots unnoticed: small data and seconds of load, but every equality and consistency check. It prints a table of how
// each ended and exits 1 if any failed. Names on the command line run only those: `npm run bench:smoke -- lookup`.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../backend/src/config.js';

/** Every benchmark, in bench/README.md's order. */
const BENCHMARKS = [
  'api-list',
  'admin-bundle',
  'storefront',
  'checkout',
  'matching',
  'chat',
  'soak',
  'lookup',
  'search',
] as const;

// A short run takes well under a minute; one that hangs must not hold CI for its whole time.
const TIMEOUT_MS = 5 * 60_000;

interface Outcome {
  name: string;
  /** The exit code, or why there is none. */
  result: number | 'timed out' | string;
  seconds: number;
}

let running: ChildProcess | undefined;
// The benchmark runs in a process group of its own (below), which a Ctrl-C in the terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (running?.pid) process.kill(-running.pid, 'SIGTERM');
    process.exit(1);
  });

/** Runs one benchmark with BENCH_SHORT=1 in a process group of its own, so a timeout ends its children too. */
function run(name: string): Promise<Outcome> {
  const started = performance.now();
  const entry = path.join(ROOT_DIR, 'bench', name, 'index.ts');
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'scripts', 'run-ts.mjs'), entry], {
    cwd: ROOT_DIR,
    env: { ...process.env, BENCH_SHORT: '1' },
    stdio: 'inherit',
    detached: true,
  });
  running = child;
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, TIMEOUT_MS);
    const done = (result: Outcome['result']) => {
      clearTimeout(timer);
      resolve({ name, result, seconds: (performance.now() - started) / 1000 });
    };
    child.once('error', (err) => done(err.message));
    child.once('exit', (code, signal) => done(timedOut ? 'timed out' : (code ?? `ended by ${signal}`)));
  });
}

function summary(outcomes: Outcome[]): string {
  const rows = outcomes.map((o) => [
    o.name,
    o.result === 0 ? 'pass' : `FAIL (${typeof o.result === 'number' ? `exit code ${o.result}` : o.result})`,
    `${o.seconds.toFixed(1)} s`,
  ]);
  const total = outcomes.reduce((sum, o) => sum + o.seconds, 0);
  const lines = [['benchmark', 'short run', 'time'], ...rows, ['all', '', `${total.toFixed(1)} s`]];
  const widths = lines[0].map((_, col) => Math.max(...lines.map((line) => line[col].length)));
  const format = (line: string[]) =>
    line.map((cell, col) => (col === 2 ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [format(lines[0]), rule, ...lines.slice(1, -1).map(format), rule, format(lines.at(-1)!)].join('\n');
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
if (unknown.length) {
  console.error(`No such benchmark: ${unknown.join(', ')} (there are ${BENCHMARKS.join(', ')})`);
  process.exit(2);
}
const outcomes: Outcome[] = [];
for (const name of asked.length ? asked : BENCHMARKS) {
  console.log(`\n== bench:${name} (short run)`);
  outcomes.push(await run(name));
}
console.log(`\nBenchmarks, short runs:\n\n${summary(outcomes)}`);
const failed = outcomes.filter((o) => o.result !== 0);
console.log(failed.length ? `\n${failed.length} of ${outcomes.length} failed.` : `\nAll ${outcomes.length} passed.`);
if (failed.length) process.exitCode = 1;
