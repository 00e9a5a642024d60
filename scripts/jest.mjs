// Runs Jest with ES-module support (NestJS 12, PGlite and the test files are ES modules).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');
const r = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jestBin, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
