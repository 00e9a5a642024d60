import { spawnSync } from 'node:child_process';
import { ROOT_DIR } from '../../backend/src/config.js';
import { ADMIN_URL } from '../support/database.js';

// `npm run bench:smoke` runs every benchmark's short run in CI so that none rots. Its worth is that a benchmark whose
// check fails fails the run: here the products list's baseline answers wrongly on purpose (it leaves out a column,
// as it once did when products gained fields), and the run must stop at the check, before any measurement.
test('a baseline that answers differently from Saray fails its benchmark and the smoke run', () => {
  const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'bench/smoke.ts', 'api-list'], {
    cwd: ROOT_DIR,
    env: { ...process.env, BENCH_DATABASE_URL: ADMIN_URL, BENCH_BREAK_BASELINE: 'api-list' },
    encoding: 'utf8',
    timeout: 110_000,
  });
  const output = run.stdout + run.stderr;
  expect([run.status, output]).toEqual([1, expect.stringContaining('Benchmark failed')]);
  expect(output).toContain('Baseline and Saray return different JSON for the same rows');
  expect(output).not.toContain('round 1/1');
  expect(run.stdout).toMatch(/^api-list\s+FAIL \(exit code 1\)/m);
  expect(run.stdout).toContain('1 of 1 failed.');
}, 120_000);
