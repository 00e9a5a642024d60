// The whole suite, in CI's order: lint → typecheck → dashboard build → unit → integration on PGlite and PostgreSQL.
// Integration tests need PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
// a missing server fails the run; it is never skipped.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  // The browser tests drive the dashboard as the server serves it: built from this checkout.
  ['build the dashboard', ['npm', 'run', 'build', '--workspace', 'admin']],
  ['unit and integration tests', ['node', 'scripts/jest.mjs', ...process.argv.slice(2)]],
];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${name} failed`);
    process.exit(r.status ?? 1);
  }
}
