import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/src/app.factory.js';
import type { AppConfig } from '../../backend/src/config.js';
import { benchConfig } from '../bench-config.js';
import type { RunSql } from './seed-products.js';

export interface RunningServer {
  /** URL of the endpoint under test, without query string (the products list; a storefront server's origin). */
  endpoint: string;
  close(): Promise<void>;
}

export interface RunningSaray extends RunningServer {
  /** Where the server listens, without a path: http://127.0.0.1:<port>. */
  origin: string;
  /** Raw SQL through the app's own DataSource, so data lands in whichever engine the app runs on. */
  runSql: RunSql;
  /** The app's DataSource, to watch the statements a request sends. */
  dataSource: DataSource;
}

export function endpointOf(address: AddressInfo | string | null, path: string): string {
  if (!address || typeof address === 'string')
    throw new Error(`Server is not listening on TCP (address: ${String(address)})`);
  return `http://${address.address}:${address.port}${path}`;
}

/**
 * Boots Saray the way main.ts does (migrations, demo seed) on the given engine, listening on a free port; `overrides`
 * changes its configuration further (the storefront benchmark's second server, with its page cache on).
 */
export async function startSaray(
  database: Partial<Pick<AppConfig, 'databaseUrl' | 'dataDir'>>,
  overrides: Partial<AppConfig> = {},
): Promise<RunningSaray> {
  const config = benchConfig({ ...database, seed: true, logQueries: false, ...overrides });
  const app: NestFastifyApplication = await createApp(config, { logger: ['error'] });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const dataSource = app.get(DataSource);
  const address = app.getHttpServer().address();
  return {
    endpoint: endpointOf(address, '/api/products'),
    origin: endpointOf(address, ''),
    runSql: (sql) => dataSource.query(sql),
    dataSource,
    close: () => app.close(),
  };
}
