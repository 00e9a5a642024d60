// The shared server of one Jest worker and engine, in a process of its own (started by shared-server.ts): the server
// as startServer starts it, and beside it a control port on 127.0.0.1 for the accounts work a test does inside the
// server. It says where both listen on descriptor 3. It outlives the worker that started it (Jest replaces a worker
// whose memory grew; the next one in its place uses it) and stops with the run: once Jest's own process is gone, or
// on SIGTERM. Stopping removes its database, its log and the note the worker wrote of it (arguments: the note's
// file, the log file).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type Accounts } from './server.js';

const [registry, log] = process.argv.slice(2);
const server = await startServer();

/** POST /{method} with the method's arguments as a JSON array; the answer is its result as JSON. */
const control = http.createServer((req, res) => {
  const method = (req.url ?? '').slice(1) as keyof Accounts;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      if (req.method !== 'POST' || !Object.hasOwn(server.accounts, method)) throw new Error(`no control ${req.url}`);
      const args = JSON.parse(Buffer.concat(chunks).toString()) as Parameters<Accounts[typeof method]>;
      const result = await (server.accounts[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String((err as Error).stack ?? err));
    }
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  control.close();
  try {
    await server.close();
  } finally {
    for (const file of [registry, log]) fs.rmSync(file, { force: true });
    process.exit(0);
  }
};
process.on('SIGTERM', stop).on('SIGINT', stop);
const run = Number(process.env.SARAY_TEST_RUN_PID);
setInterval(() => {
  try {
    process.kill(run, 0);
  } catch {
    void stop();
  }
}, 1000);

const { port } = control.address() as AddressInfo;
fs.writeSync(3, JSON.stringify({ url: server.url, control: `http://127.0.0.1:${port}` }));
fs.closeSync(3);
