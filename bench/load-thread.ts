import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

// node:http with kept-alive connections: the load's own cost per request is a fraction of fetch's, which on two
// cores would otherwise take the processor time the servers are measured by.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON (with a bearer token when given) and answers the status and the body's text. */
export const postJson = (url: string, body: object, token?: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/**
 * A load that runs in a thread of its own, as bench/api-list's autocannon does, so its HTTP clients do not share the
 * event loop of the server they measure. `module` is the load's own module (import.meta.url): started from the main
 * thread, it runs `run` with the plan in a new thread and answers its figures.
 */
export function threadLoad<Plan, Figures>(
  module: string,
  name: string,
  run: (plan: Plan) => Promise<Figures>,
): (plan: Plan) => Promise<Figures> {
  if (!isMainThread && parentPort) {
    const port = parentPort;
    void run(workerData as Plan).then((figures) => port.postMessage(figures));
  }
  return (plan) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(module), { workerData: plan });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`The ${name} load's thread exited with code ${code}`));
      });
    });
}
