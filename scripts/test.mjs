// The whole suite, in CI's order: lint, typecheck and the dashboard and storefront builds side by side → unit →
// integration on PGlite and PostgreSQL → browser.
// Integration tests need PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
// a missing server fails the run; it is never skipped.
import { spawn, spawnSync } from 'node:child_process';

// Independent of each other and each mostly on one core: run at once, each one's output shown whole when it ends.
// The integration and browser tests use the dashboard and the storefront as the server serves them: built from this
// checkout.
const checks = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['build the dashboard', ['npm', 'run', 'build', '--workspace', 'admin']],
  ['build the storefront', ['npm', 'run', 'build', '--workspace', 'storefront']],
];

/** Runs a step with its output kept, and answers its name, exit status and output. */
function run(name, [cmd, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => resolve({ name, status: 1, output: String(err) }));
    child.on('close', (status) => resolve({ name, status, output: Buffer.concat(output).toString() }));
  });
}

const results = await Promise.all(
  checks.map((check) =>
    run(...check).then((result) => {
      console.log(`\n== ${result.name}\n${result.output.trimEnd()}`);
      return result;
    }),
  ),
);
const failed = results.filter((r) => r.status !== 0);
if (failed.length) {
  console.error(`\n${failed.map((r) => r.name).join(', ')} failed`);
  process.exit(failed[0].status ?? 1);
}

console.log('\n== unit and integration tests');
const tests = spawnSync('node', ['scripts/jest.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
if (tests.status !== 0) console.error('\nunit and integration tests failed');
process.exit(tests.status ?? 1);
