// The whole suite, in CI's order: lint → typecheck → dashboard and storefront builds → unit → integration on PGlite and PostgreSQL.
// Integration tests need PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
// a missing server fails the run; it is never skipped.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  // The integration and browser tests use the dashboard and the storefront as the server serves them: built from
  // this checkout.
  ['build the dashboard', ['npm', 'run', 'build', '--workspace', 'admin']],
  ['build the storefront', ['npm', 'run', 'build', '--workspace', 'storefront']],
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
