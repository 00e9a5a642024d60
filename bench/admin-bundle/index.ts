// How much JavaScript the dashboard's first page costs (see first-page.ts), against the whole dashboard: every chunk,
// as a one-chunk build would ship it. Exits 1 over budget; test/unit/admin-bundle.test.ts holds the same budget.
import { spawnSync } from 'node:child_process';
import { ROOT_DIR } from '../../backend/src/config.js';
import { FIRST_PAGE_BUDGET_KB, measureFirstPage } from './first-page.js';

const build = spawnSync('npm', ['run', 'build', '--workspace', 'admin'], { cwd: ROOT_DIR, encoding: 'utf8' });
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}

const { initial, initialBytes, allBytes, chunks } = measureFirstPage();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('Dashboard JavaScript, gzip level 9\n');
for (const f of initial) console.log(`  initial  ${kb(f.bytes).padStart(7)} KB  ${f.file}`);
console.log(`\n  first page        ${kb(initialBytes).padStart(7)} KB  (budget ${FIRST_PAGE_BUDGET_KB} KB)`);
console.log(`  whole dashboard   ${kb(allBytes).padStart(7)} KB  (${chunks} chunks)`);
console.log(`\n  first page / whole dashboard: ${(initialBytes / allBytes).toFixed(2)}`);
console.log(`  first page / budget:          ${(initialBytes / 1024 / FIRST_PAGE_BUDGET_KB).toFixed(2)}`);
if (initialBytes > FIRST_PAGE_BUDGET_KB * 1024) {
  console.log('\nOVER BUDGET');
  process.exit(1);
}
