import { FIRST_PAGE_BUDGET_KB, measureFirstPage } from '../../bench/admin-bundle/first-page.js';

// Reads the build `npm test` makes before the tests (npm run build --workspace admin): a change that puts something
// sizeable on the dashboard's first page instead of a chunk loaded on use fails here, not only in the benchmark.
test(`the dashboard's first page stays within ${FIRST_PAGE_BUDGET_KB} KB of JavaScript (gzip)`, () => {
  const { initial, initialBytes } = measureFirstPage();
  const kb = initialBytes / 1024;
  if (kb > FIRST_PAGE_BUDGET_KB) {
    const listing = initial.map((f) => `  ${(f.bytes / 1024).toFixed(1)} KB  ${f.file}`).join('\n');
    throw new Error(`the first page is ${kb.toFixed(1)} KB, over ${FIRST_PAGE_BUDGET_KB} KB:\n${listing}`);
  }
  expect(kb).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KB);
  expect(initial.map((f) => f.file)).toContainEqual(expect.stringMatching(/^fa-[\w-]+\.js$/));
});
