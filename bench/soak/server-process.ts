import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));

/** How the child boots Saray: PostgreSQL when databaseUrl is set, else PGlite in dataDir. */
export interface ServerSettings {
  databaseUrl?: string;
  dataDir: string;
  admin: { username: string; password: string };
}

export type ParentRequest = 'memory' | 'close';

/** The server's memory after a garbage collection, in bytes (process.memoryUsage()). */
export interface MemorySample {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

export type ChildReport = { kind: 'ready'; origin: string } | { kind: 'memory'; memory: MemorySample };

export interface SarayProcess {
  origin: string;
  pid: number;
  /** Collects garbage in the server's process and answers its memory. */
  memory(): Promise<MemorySample>;
  close(): Promise<void>;
}

const BOOT_TIMEOUT_MS = 180_000;

/**
 * Starts Saray in a child process of its own, so its memory is the server's alone and the load generator does not
 * share its event loop. The child uses the same TypeScript loader (inherited through execArgv) and the environment
 * the caller passes (rate and sign-in limits).
 */
export function startSarayProcess(settings: ServerSettings, env: NodeJS.ProcessEnv): Promise<SarayProcess> {
  const child: ChildProcess = fork(CHILD, [JSON.stringify(settings)], {
    execArgv: [...process.execArgv, '--expose-gc'],
    env,
    stdio: 'inherit',
  });
  const waiting: { answer: (memory: MemorySample) => void; fail: (err: Error) => void }[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A question asked of a process that has ended would wait for ever.
  child.once('exit', (code, signal) => {
    for (const w of waiting.splice(0)) w.fail(new Error(`Saray's process ended (${signal ?? `exit code ${code}`})`));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Saray did not start within ${BOOT_TIMEOUT_MS / 1000} s`));
    }, BOOT_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Saray's process ended (${signal ?? `exit code ${code}`})`));
    });
    child.on('message', (report: ChildReport) => {
      if (report.kind === 'memory') waiting.shift()?.answer(report.memory);
      else if (report.kind === 'ready') {
        clearTimeout(timer);
        resolve({
          origin: report.origin,
          pid: child.pid!,
          memory: () =>
            new Promise((answer, fail) => {
              waiting.push({ answer, fail });
              child.send('memory' satisfies ParentRequest);
            }),
          close: async () => {
            if (child.connected) child.send('close' satisfies ParentRequest);
            const killer = setTimeout(() => child.kill(), 30_000);
            await exited;
            clearTimeout(killer);
          },
        });
      }
    });
  });
}
