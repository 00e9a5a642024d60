import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { endpointOf, type RunningSaray } from '../api-list/saray-server.js';
import { benchConfig } from '../bench-config.js';

const ADMIN = { username: 'bench.admin', password: 'bench-pass-1234' };

export interface LookupSaray extends RunningSaray {
  registry: Registry;
  /** The administrator's Authorization header: customers are theirs to list. */
  authorization: string;
}

/** Boots Saray as main.ts does (migrations, demo seed) on PostgreSQL, and signs the administrator in. */
export async function startSaray(databaseUrl: string): Promise<LookupSaray> {
  const config = benchConfig({ databaseUrl, dataDir: 'memory://', seed: true, logQueries: false });
  const app: NestFastifyApplication = await createApp(config, { logger: ['error'], admin: ADMIN });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const origin = endpointOf(app.getHttpServer().address(), '');
  const signin = await fetch(`${origin}/api/Authentication/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!signin.ok) throw new Error(`sign-in failed: ${signin.status} ${await signin.text()}`);
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const dataSource = app.get(DataSource);
  return {
    endpoint: `${origin}/api/customers`,
    origin,
    runSql: (sql) => dataSource.query(sql),
    dataSource,
    registry: Registry.fromDirectory(config.schemasDir),
    authorization: `Bearer ${token}`,
    close: () => app.close(),
  };
}
