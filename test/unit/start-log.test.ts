import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';

// `npm start` as a newcomer meets it: main.ts on a new (in-memory) database, which creates an administrator with a
// generated password and must show it once, in each log format.

// One files folder for both starts: the second finds the demo pictures the first drew (they take seconds to draw).
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-start-log-'));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

interface Started {
  stdout: string;
  /** Ends the server and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts main.ts with standard output piped (not a terminal) and waits until it prints `until`. Node runs it
 * itself, as scripts/run-ts.mjs would, so that stopping this process stops the server.
 */
function start(env: Record<string, string>, until: RegExp): Promise<Started> {
  const main = path.join(ROOT_DIR, 'backend/src/main.ts');
  const child = spawn(process.execPath, ['--conditions=source', '--import', '@swc-node/register/esm-register', main], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: 'tsconfig.json',
      DATA_DIR: 'memory://',
      SARAY_FILES_DIR: filesDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until.test(stdout))
        resolve({
          stdout,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    });
    void exited.then(() => reject(new Error(`main.ts ended before printing ${until}:\n${stdout}\n${stderr}`)));
  });
}

async function signsIn(origin: string, username: string, password: string): Promise<number> {
  const res = await fetch(`${origin}/api/Authentication/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return res.status;
}

test('without a terminal the start prints JSON lines, the generated administrator in one of them', async () => {
  const server = await start({ SARAY_LOG_FORMAT: '' }, /First start/);
  try {
    const lines = server.stdout.trim().split('\n');
    const records = lines.map((line) => JSON.parse(line) as Record<string, string>);
    expect(records.map((r) => r.context)).toContain('Saray');
    // Nest's start-up chatter (a line per module and per route) is left out.
    expect(records.filter((r) => r.context === 'RouterExplorer')).toEqual([]);
    expect(lines.length).toBeLessThan(15);
    const first = records.find((r) => r.msg.startsWith('First start'))!;
    expect(first).toEqual(
      expect.objectContaining({ level: 40, username: 'administrator', apiDocs: expect.stringMatching(/\/api\/docs$/) }),
    );
    const password = /password '([^']+)'/.exec(first.msg)![1];
    const origin = new URL(first.dashboard).origin;
    expect(await signsIn(origin, 'administrator', password)).toBe(200);
  } finally {
    await server.stop();
  }
}, 120_000);

test('with the text format the start prints readable lines and the administrator boxed apart from them', async () => {
  const server = await start({ SARAY_LOG_FORMAT: 'text' }, /API docs .*\n└─+┘\n/);
  try {
    const [log, block] = server.stdout.split('\n\n┌');
    // Time, level, context and message; no JSON, and no colours when the output is not a terminal.
    expect(log).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[NestFactory\] Starting Nest application\.\.\.$/m);
    expect(log).toMatch(/^\[[\d:.]+\] INFO: \[Saray\] Listening on http:\/\/127\.0\.0\.1:\d+ \(embedded PGlite/m);
    expect(log).not.toMatch(/^\{/m);
    expect(log).not.toContain('\u001b[');
    const rows = block.split('\n').map((line) => line.replace(/^│\s*|\s*│$/g, ''));
    expect(rows).toEqual(
      expect.arrayContaining([
        'username    administrator',
        expect.stringMatching(/^password {4}\S+ {4}\(shown only this once\)$/),
        expect.stringMatching(/^dashboard {3}http:\/\/127\.0\.0\.1:\d+\/dashboard$/),
        expect.stringMatching(/^storefront {2}http:\/\/127\.0\.0\.1:\d+\/$/),
        expect.stringMatching(/^API docs {4}http:\/\/127\.0\.0\.1:\d+\/api\/docs$/),
      ]),
    );
    const password = /^password {4}(\S+)/m.exec(rows.join('\n'))![1];
    const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(block)![0];
    expect(await signsIn(origin, 'administrator', password)).toBe(200);
  } finally {
    await server.stop();
  }
}, 120_000);
