import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { signIn } from './http.js';
import { engine, type Accounts, type Engine, type ServerAccess } from './server.js';

interface Running {
  url: string;
  control: string;
  pid: number;
}

/**
 * Where the shared server of this worker's place and an engine is noted, for the test files after the one that
 * started it; SARAY_TEST_RUN_PID is Jest's own process (test/support/seeded).
 */
const fileOf = (e: Engine, ext: string) =>
  path.join(
    os.tmpdir(),
    `saray-shared-server-${process.env.SARAY_TEST_RUN_PID}-${process.env.JEST_WORKER_ID}-${e}.${ext}`,
  );

async function answers(running: Running): Promise<boolean> {
  try {
    process.kill(running.pid, 0);
    const live = await fetch(`${running.url}/api/health/live`);
    await live.arrayBuffer();
    return live.ok;
  } catch {
    return false;
  }
}

/** Starts shared-server-main.ts; its output goes to a log file, shown when it does not start. */
async function start(e: Engine): Promise<Running> {
  const log = fileOf(e, 'log');
  const out = fs.openSync(log, 'w');
  const child = spawn(
    process.execPath,
    [
      // @saray/contracts resolves to its TypeScript sources, as in scripts/run-ts.mjs: nothing builds it for the tests.
      '--conditions=source',
      '--import',
      '@swc-node/register/esm-register',
      path.join(ROOT_DIR, 'test/support/shared-server-main.ts'),
      fileOf(e, 'json'),
      log,
    ],
    {
      cwd: ROOT_DIR,
      env: { ...process.env, SARAY_TEST_ENGINE: e, SWC_NODE_PROJECT: 'tsconfig.json' },
      stdio: ['ignore', out, out, 'pipe'],
    },
  );
  fs.closeSync(out);
  // It never keeps the worker from exiting, and stops by itself with the run.
  child.unref();
  // Where it listens, on descriptor 3, which closes once said (or when the process ends without saying it).
  let said = '';
  const where = child.stdio[3]!;
  where.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await new Promise((resolve) => where.once('close', resolve));
  if (!said)
    throw new Error(`the shared ${e} test server did not start:\n${fs.readFileSync(log, 'utf8').slice(-4000)}`);
  return { ...(JSON.parse(said) as Omit<Running, 'pid'>), pid: child.pid! };
}

async function sharedServer(e: Engine): Promise<Running> {
  if (!process.env.SARAY_TEST_RUN_PID) throw new Error('SARAY_TEST_RUN_PID is set by the seeded global setup');
  const registry = fileOf(e, 'json');
  if (fs.existsSync(registry)) {
    const running = JSON.parse(fs.readFileSync(registry, 'utf8')) as Running;
    if (await answers(running)) return running;
  }
  const running = await start(e);
  fs.writeFileSync(registry, JSON.stringify(running));
  return running;
}

const remote = (control: string): Accounts => {
  const send = async (method: keyof Accounts, args: unknown[]) => {
    const res = await fetch(`${control}/${method}`, { method: 'POST', body: JSON.stringify(args) });
    if (!res.ok) throw new Error(`shared server ${method}: ${await res.text()}`);
    return res.json();
  };
  return {
    setPassword: (...args) => send('setPassword', args),
    issue: (...args) => send('issue', args),
  };
};

/**
 * The server this Jest worker shares between the test files that ask for it, started by the first of them and kept
 * until the worker ends; the administrator signed in for each file. It saves a file the start of a server and the
 * loading of the server's modules (a few seconds each), and suits a file that only reads, or writes records that
 * are its own (names no other file uses) and asserts nothing another file's records could change: the files before
 * it in the worker leave what they made. A file that changes settings, shared records or the server's
 * configuration, or reads the database, keeps a server of its own (useServer).
 */
export function useSharedServer(): { server: ServerAccess; token: string } {
  const ctx = {} as { server: ServerAccess; token: string };
  // A loaded machine can take a minute to start a server.
  beforeAll(async () => {
    const running = await sharedServer(engine());
    ctx.server = { url: running.url, accounts: remote(running.control) };
    ctx.token = await signIn(running.url);
  }, 180_000);
  return ctx;
}
