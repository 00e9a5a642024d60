// Three projects: unit (pure code, beside it as *.spec.ts), and the integration suite twice, once per engine.
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
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

// One migrated and seeded database per engine and run, copied by each test server (test/support/server.ts).
const seeded = (engine) => ({
  globalSetup: `<rootDir>/test/support/seeded/setup-${engine}.mjs`,
  globalTeardown: `<rootDir>/test/support/seeded/teardown-${engine}.mjs`,
});

// Files named *.postgres.test.ts test what only a PostgreSQL server does (faults of a server and its connections).
const integration = (engine) => ({
  ...base,
  displayName: engine,
  testPathIgnorePatterns:
    engine === 'pglite' ? [...base.testPathIgnorePatterns, '\\.postgres\\.test\\.ts$'] : base.testPathIgnorePatterns,
  testMatch: [
    '<rootDir>/test/integration/**/*.test.ts',
    '<rootDir>/test/rules/**/*.test.ts',
    '<rootDir>/test/authz/**/*.test.ts',
  ],
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
