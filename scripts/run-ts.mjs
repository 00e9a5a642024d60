// Runs a TypeScript entry point (ES module, decorators with metadata) without a build step: node scripts/run-ts.mjs file.ts [args]
// The `source` condition loads the shared contracts (@saray/contracts) from their TypeScript source too.
import { spawnSync } from 'node:child_process';

const [file, ...args] = process.argv.slice(2);
const r = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', '@swc-node/register/esm-register', file, ...args],
  {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json' },
  },
);
process.exit(r.status ?? 1);
