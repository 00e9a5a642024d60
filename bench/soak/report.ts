import os from 'node:os';
import { ACTION_KINDS, percentile, type ActionKind, type Recorder } from './recorder.js';
import type { MemorySample } from './server-process.js';

export interface SoakSettings {
  seconds: number;
  warmupSeconds: number;
  clients: number;
  mix: Record<ActionKind, number>;
  engine: string;
  /** The machine's one-minute load average when the load started and when it ended. */
  loadAverages: number[];
}

/** A memory sample of the server, `at` seconds after the load started. */
export type Sample = MemorySample & { at: number };

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const growth = (first: number, last: number) => ((last - first) / first) * 100;
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`;
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** Prints the figures as markdown tables and the error answers; answers whether the soak passed. */
export function report(
  settings: SoakSettings,
  recorder: Recorder,
  samples: Sample[],
  measuredSeconds: number,
  baselines: number[],
  maxHeapGrowth: number,
): boolean {
  const mix = ACTION_KINDS.map((k) => `${k} ${settings.mix[k]} %`).join(', ');
  console.log('');
  console.log(
    `Soak on ${settings.engine}: ${settings.clients} clients, ${settings.seconds} s (${settings.warmupSeconds} s of ` +
      `warm-up left out, ${measuredSeconds} s measured); mix ${mix}. Node ${process.version}, ${os.cpus().length} ` +
      `CPUs, load average ${settings.loadAverages.map((l) => l.toFixed(2)).join(' → ')}.`,
  );
  console.log('');
  console.log('| action | count | per s | p50 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  let actions = 0;
  for (const kind of ACTION_KINDS) {
    const sorted = recorder.latencies.get(kind)!.sort((a, b) => a - b);
    actions += sorted.length;
    console.log(
      `| ${kind} | ${sorted.length} | ${fixed(sorted.length / measuredSeconds, 2)} | ${fixed(percentile(sorted, 50))} | ${fixed(percentile(sorted, 99))} |`,
    );
  }
  const callsPerSecond = recorder.calls / measuredSeconds;
  const baselinePerSecond = baselines.reduce((a, b) => a + b, 0) / baselines.length;
  const each = baselines.map((b) => b.toFixed(0)).join(' and ');
  console.log(`| all actions | ${actions} | ${fixed(actions / measuredSeconds, 2)} | | |`);
  console.log('');
  console.log('| calls (HTTP requests and hub invocations) | per s | ratio |');
  console.log('| --- | ---: | ---: |');
  console.log(
    `| bare Node http server, fixed JSON (baseline: mean of ${each} before and after) | ${fixed(baselinePerSecond)} | 1.000 |`,
  );
  console.log(`| Saray, the mix above | ${fixed(callsPerSecond)} | ${fixed(callsPerSecond / baselinePerSecond, 3)} |`);

  const measured = samples.filter((s) => s.at >= settings.warmupSeconds);
  const first = measured[0];
  const last = measured[measured.length - 1];
  let heapGrowth = Number.NaN;
  console.log('');
  if (first && last && first !== last) {
    heapGrowth = growth(first.heapUsed, last.heapUsed);
    const rssGrowth = growth(first.rss, last.rss);
    console.log(`| server memory (after GC) | at ${first.at.toFixed(0)} s | at ${last.at.toFixed(0)} s | growth |`);
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| heap used, MB | ${mb(first.heapUsed)} | ${mb(last.heapUsed)} | ${signed(heapGrowth)} |`);
    console.log(`| RSS, MB | ${mb(first.rss)} | ${mb(last.rss)} | ${signed(rssGrowth)} |`);
    const peak = Math.max(...measured.map((s) => s.heapUsed));
    console.log('');
    console.log(
      `Heap after GC over the measured time: min ${mb(Math.min(...measured.map((s) => s.heapUsed)))} MB, max ${mb(peak)} MB (${measured.length} samples).`,
    );
  } else console.log('Too few memory samples after the warm-up to compare.');

  console.log('');
  console.log(`Error answers: ${recorder.errorCount}`);
  for (const e of recorder.errors)
    console.log(`  [${e.kind}] ${e.what}${e.status ? ` → ${e.status}` : ''}${e.body ? `\n    ${e.body}` : ''}`);
  const heapOk = Number.isFinite(heapGrowth) && heapGrowth < maxHeapGrowth;
  console.log(
    `Result: ${recorder.errorCount === 0 && heapOk ? 'PASS' : 'FAIL'} (no error answers, heap growth under ${maxHeapGrowth} %)`,
  );
  return recorder.errorCount === 0 && heapOk;
}
