import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './config.js';
import { engineOf } from './db/data-source.js';

// The production builds of the libraries the server loads later (React's server renderer among them), unless the
// environment says otherwise.
process.env.NODE_ENV ??= 'production';
const config = loadConfig();
try {
  const app = await createApp(config, {
    admin: {
      username: process.env.SARAY_ADMIN_USERNAME || undefined,
      password: process.env.SARAY_ADMIN_PASSWORD || undefined,
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const where = engineOf(config) === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  new Logger('Saray').log(`Listening on http://localhost:${config.port} (${where}). API docs: /api/docs`);
} catch (err) {
  // A refused record (demo data, say) names its fields: print them, or the message alone says too little.
  const details = (err as { details?: unknown[] }).details;
  console.error((err as Error).message, details?.length ? JSON.stringify(details) : '');
  process.exit(1);
}
