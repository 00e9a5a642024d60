// Entry point of the child process that benchmarks PGlite: PGlite is one WebAssembly instance per process, and a
// separate process also keeps its memory and CPU use from lingering in the PostgreSQL figures.
import type { LoadSettings } from './load.js';
import { benchSarayOnPglite } from './pglite-bench.js';

if (!process.send) throw new Error('pglite-child.ts is started by the benchmark through fork(), not directly');
const settings = JSON.parse(process.argv[2]) as LoadSettings;
try {
  const result = await benchSarayOnPglite(settings);
  process.send(result, () => process.disconnect());
} catch (err) {
  console.error(err);
  process.exitCode = 1;
  process.disconnect();
}
