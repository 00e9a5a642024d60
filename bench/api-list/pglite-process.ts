import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSettings } from './load.js';

const CHILD = fileURLToPath(new URL('./pglite-child.ts', import.meta.url));

/** Runs the PGlite benchmark in a child process (same TypeScript loader, inherited through execArgv). */
export function benchPgliteInChildProcess(settings: LoadSettings): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [JSON.stringify(settings)], { stdio: 'inherit' });
    let result: LoadResult | undefined;
    child.on('message', (message) => {
      result = message as LoadResult;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`PGlite benchmark process failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
