/**
 * @engines pglite postgres
 * Each engine migrates its own catalogue.
 */
import { createDataSource } from '../../backend/src/db/data-source.js';
import { InternationalPhoneNumbers1795765129054 } from '../../backend/src/db/migrations/1795765129054-InternationalPhoneNumbers.js';
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

test('phone numbers of the old ten-digit form become international ones, and go back', async () => {
  const storage = await createStorage();
  const config = { ...loadConfig(), ...storage.config };
  const ds = await createDataSource(config, Registry.fromDirectory(config.schemasDir));
  // The embedded engine has one connection: every statement goes through the runner that holds it.
  const runner = ds.createQueryRunner();
  try {
    const [place] = await runner.query(`SELECT "id", "country_id" FROM "cities" ORDER BY "id" LIMIT 1`);
    const [customer] = await runner.query(`SELECT "id" FROM "customers" ORDER BY "id" LIMIT 1`);
    const [{ id }] = await runner.query(
      `INSERT INTO "customer_addresses" ("customer_id", "country_id", "city_id", "address_detail", "phone_number",
        "fax_number", "version") VALUES ($1, $2, $3, 'Old St. 1', '2025550143', NULL, 1) RETURNING "id"`,
      [customer.id, place.country_id, place.id],
    );
    const [store] = await runner.query(`SELECT "id" FROM "stores" ORDER BY "id" LIMIT 1`);
    await runner.query(`UPDATE "stores" SET "company_phone_number" = '021 8888 7777' WHERE "id" = $1`, [store.id]);
    const phones = async () => [
      (await runner.query(`SELECT "phone_number", "fax_number" FROM "customer_addresses" WHERE "id" = $1`, [id]))[0],
      (await runner.query(`SELECT "company_phone_number" FROM "stores" WHERE "id" = $1`, [store.id]))[0],
    ];
    const migration = new InternationalPhoneNumbers1795765129054();
    await migration.up(runner);
    expect(await phones()).toEqual([
      { phone_number: '+12025550143', fax_number: null },
      { company_phone_number: '+982188887777' },
    ]);
    await migration.down(runner);
    expect((await phones())[0]).toEqual({ phone_number: '2025550143', fax_number: null });
  } finally {
    await runner.release();
    await ds.destroy();
    await storage.remove();
  }
});
