import fs from 'node:fs';
import path from 'node:path';

// Three projects: unit (pure code, beside it as *.spec.ts), and the integration suite once per engine.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
};

// The storefront's components render to strings in unit tests: TSX with React's automatic runtime.
const swcTsx = {
  ...swc,
  jsc: {
    ...swc.jsc,
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

const base = {
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', swc], '^.+\\.tsx$': ['@swc/jest', swcTsx] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // A .js import names its .ts source; a package's "x.json.js" (libphonenumber-js's metadata) is a real file.
  moduleNameMapper: { '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1' },
  // The shared contracts (@saray/contracts) are loaded from their TypeScript source, as the builds bundle them.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

// One migrated and seeded database per engine and run, copied by each test server (test/support/server.ts).
const seeded = (engine) => ({
  globalSetup: `<rootDir>/test/support/seeded/setup-${engine}.mjs`,
  globalTeardown: `<rootDir>/test/support/seeded/teardown-${engine}.mjs`,
});

const INTEGRATION_DIRS = ['test/integration', 'test/rules', 'test/authz'];
const ENGINES = ['pglite', 'postgres'];

/**
 * The engines an integration file runs on, from its leading docblock: `@engines pglite postgres` for a file whose
 * behaviour can differ by engine, `@engines postgres` for one that tests what only a PostgreSQL server does. A file
 * that names none runs on PostgreSQL alone (docs/decisions.md, "Each integration file on the engines it can tell
 * apart"); SARAY_TEST_EVERY_ENGINE=1 runs those on PGlite too.
 */
function enginesOf(file) {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const named = /@engines\b(.*)/.exec(docblock)?.[1].trim().split(/\s+/);
  if (!named) return process.env.SARAY_TEST_EVERY_ENGINE === '1' ? ENGINES : ['postgres'];
  const unknown = named.filter((e) => !ENGINES.includes(e));
  if (unknown.length) throw new Error(`${file}: @engines takes ${ENGINES.join(' and ')}, not "${unknown}"`);
  return named;
}

const root = import.meta.dirname;
const integrationFiles = INTEGRATION_DIRS.flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(root, dir, name)),
);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const integration = (engine) => ({
  ...base,
  displayName: engine,
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    ...integrationFiles.filter((file) => !enginesOf(file).includes(engine)).map((file) => `^${escape(file)}$`),
  ],
  testMatch: INTEGRATION_DIRS.map((dir) => `<rootDir>/${dir}/**/*.test.ts`),
  setupFiles: [`<rootDir>/test/support/engine-${engine}.ts`],
  ...seeded(engine),
});

export default {
  testTimeout: 60_000,
  // Most test time is spent waiting on PostgreSQL, Chromium and HTTP, not computing: two files at a time keep two
  // cores busy (Jest's default on two cores is one).
  maxWorkers: 2,
  // Each integration file leaves some tens of MB behind in its worker (module graphs of the server it started): a
  // worker that has run a hundred files spends most of its time collecting garbage, so it is replaced once its heap
  // passes this size after a file.
  workerIdleMemoryLimit: '800MB',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/contracts/src/**/*.spec.ts',
        '<rootDir>/backend/src/**/*.spec.ts',
        '<rootDir>/storefront/src/**/*.spec.{ts,tsx}',
        '<rootDir>/test/unit/**/*.test.ts',
      ],
      moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': '<rootDir>/test/support/empty-module.js' },
    },
    integration('pglite'),
    integration('postgres'),
    {
      ...base,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/engine-pglite.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/browser-csp.ts'],
      ...seeded('pglite'),
    },
  ],
};
