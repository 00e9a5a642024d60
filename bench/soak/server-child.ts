// Entry point of the process that runs Saray during the soak (started by server-process.ts with --expose-gc). It
// boots the server the way main.ts does and answers the parent's memory questions over IPC: a heap figure is only
// comparable between samples once garbage collection has run, so each sample collects first.
import { createApp } from '../../backend/src/app.factory.js';
import { loadConfig } from '../../backend/src/config.js';
import type { ChildReport, ParentRequest, ServerSettings } from './server-process.js';

if (!process.send) throw new Error('server-child.ts is started by the soak benchmark through fork(), not directly');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('server-child.ts needs --expose-gc');
const send = (report: ChildReport) => process.send!(report);

const settings = JSON.parse(process.argv[2]) as ServerSettings;
// React's production build, as main.ts chooses it.
process.env.NODE_ENV ??= 'production';
try {
  const app = await createApp(
    { ...loadConfig(), databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, seed: true, logQueries: false },
    { logger: ['error', 'warn'], admin: settings.admin },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  process.on('message', (request: ParentRequest) => {
    if (request === 'memory') {
      gc();
      const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
      send({ kind: 'memory', memory: { heapUsed, heapTotal, rss, external, arrayBuffers } });
    } else if (request === 'close') {
      void app.close().then(() => process.disconnect());
    }
  });
  send({ kind: 'ready', origin: `http://127.0.0.1:${port}` });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
  process.disconnect();
}
