/**
 * @engines pglite postgres
 * Each engine migrates its own catalogue.
 */
import { createDataSource } from '../../backend/src/db/data-source.js';
import { migrations } from '../../backend/src/db/migrations/index.js';
import { pendingTextIndexes } from '../../backend/src/db/text-index-migrations.js';
import { loadConfig } from '../../backend/src/config.js';
import { Registry } from '../../backend/src/schema/registry.js';
import { createStorage } from '../support/server.js';

test('a fresh database migrates to the current schema and no migration is pending', async () => {
  const storage = await createStorage({ empty: true });
  const config = { ...loadConfig(), ...storage.config };
  const registry = Registry.fromDirectory(config.schemasDir);
  const ds = await createDataSource(config, registry);
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual(migrations.map((M) => new M().name));
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    // The trigram indexes of the entity files, which TypeORM's schema builder leaves to migration:generate.
    expect((await pendingTextIndexes(ds, registry)).up).toEqual([]);
    expect(await ds.showMigrations()).toBe(false);
    const tables = await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(tables.map((t: { table_name: string }) => t.table_name)).toEqual(
      expect.arrayContaining(['products', 'countries', 'categories', 'saray_migrations']),
    );
  } finally {
    await ds.destroy();
    await storage.remove();
  }
});
