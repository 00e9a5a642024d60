import fs from 'node:fs';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { AppConfig } from '../config.js';
import type { Registry } from '../schema/registry.js';
import { migrations } from './migrations/index.js';
import { openPGlite, pgliteDriver } from './pglite-pool.js';
import { pipelineTransactions } from './pipelined-transactions.js';
import { PreparedStatements, type PgPool } from './prepared-statements.js';

export type Engine = 'postgres' | 'pglite';

export const engineOf = (config: Pick<AppConfig, 'databaseUrl'>): Engine =>
  config.databaseUrl ? 'postgres' : 'pglite';

/**
 * The TypeORM data source over PostgreSQL (DATABASE_URL) or the embedded PGlite (DATA_DIR, 'memory://' for a
 * throwaway one). Entities come from the registry; the schema comes from the committed migrations.
 */
export async function createDataSource(config: AppConfig, registry: Registry): Promise<DataSource> {
  const common = {
    type: 'postgres',
    entities: registry.schemas,
    migrations,
    migrationsTableName: 'saray_migrations',
    synchronize: false,
    // Query errors surface through the API's error filter (500s are logged there); 'all' for debugging.
    logging: config.logQueries ? ('all' as const) : false,
  } as const;
  let options: DataSourceOptions;
  if (config.databaseUrl) {
    const { max, acquireTimeoutMs, idleTimeoutMs } = config.dbPool;
    options = {
      ...common,
      url: config.databaseUrl,
      poolSize: max,
      // pg-pool's connectionTimeoutMillis bounds both the wait for a free connection and the connect itself.
      extra: {
        connectionTimeoutMillis: acquireTimeoutMs,
        idleTimeoutMillis: idleTimeoutMs,
        pipeline: config.dbPool.pipeline,
      },
    };
  } else {
    if (config.dataDir !== 'memory://') fs.mkdirSync(config.dataDir, { recursive: true });
    const db = await openPGlite(config.dataDir, config.dataDump);
    options = { ...common, driver: pgliteDriver(db), database: 'postgres' } as DataSourceOptions;
  }
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  const pool = (dataSource.driver as PostgresDriver).master as PgPool;
  if (config.databaseUrl && config.dbPool.preparedStatements) new PreparedStatements().attach(pool);
  if (config.databaseUrl && config.dbPool.pipeline) pipelineTransactions(pool);
  return dataSource;
}
