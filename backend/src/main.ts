import { Logger } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory.js';
import { credentialsBlock, credentialsRecord } from './common/first-start.js';
import { loadConfig } from './config.js';
import { engineOf } from './db/data-source.js';
import { Seeder } from './db/seed.js';

// The production builds of the libraries the server loads later (React's server renderer among them), unless the
// environment says otherwise.
process.env.NODE_ENV ??= 'production';
try {
  const config = loadConfig();
  const app = await createApp(config, {
    admin: {
      username: process.env.SARAY_ADMIN_USERNAME || undefined,
      password: process.env.SARAY_ADMIN_PASSWORD || undefined,
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const origin = `http://${host}:${port}`;
  const where = engineOf(config) === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const logger = new Logger('Saray');
  logger.log(`Listening on ${origin} (${where}): storefront /, dashboard /dashboard, API docs /api/docs`);
  const admin = app.get(Seeder).generatedAdministrator;
  if (admin && config.logFormat === 'text') process.stdout.write(credentialsBlock(admin, origin));
  else if (admin) logger.warn(credentialsRecord(admin, origin));
} catch (err) {
  // A refused record (demo data, say) names its fields: print them, or the message alone says too little.
  const details = (err as { details?: unknown[] }).details;
  console.error((err as Error).message, details?.length ? JSON.stringify(details) : '');
  process.exit(1);
}
