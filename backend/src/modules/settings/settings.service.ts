import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TableCache } from '../../common/table-cache.js';
import { HooksFor, type EntityHooks } from '../../crud/hooks.js';

/** Flags are on when the value is 1 or the text true (spec 1 §3). */
export const flagValue = (value: string | undefined, fallback = false): boolean => {
  const v = value?.trim().toLowerCase();
  return v === undefined ? fallback : v === '1' || v === 'true';
};

/**
 * A setting read inside a write's transaction (the first store's value): the embedded database has one connection,
 * which the write holds, so the cache cannot load there.
 */
export async function settingIn(manager: EntityManager, name: string): Promise<string | undefined> {
  const [row] = (await manager.query('SELECT value FROM settings WHERE name = $1 ORDER BY store_id LIMIT 1', [
    name,
  ])) as { value: string }[];
  return row?.value;
}

/** Setting values per store, cached: read on many requests, changed rarely (a change here applies at once). */
@Injectable()
@HooksFor('Setting')
export class SettingsService implements EntityHooks {
  private readonly values = new TableCache(async () => {
    const rows = await this.dataSource
      .createQueryBuilder('Setting', 's')
      .select(['s.name AS "name"', 's.value AS "value"', 's.storeId AS "storeId"'])
      .getRawMany<{ name: string; value: string; storeId: number }>();
    return new Map(rows.map((r) => [`${r.storeId}:${r.name}`, r.value]));
  });

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async get(storeId: number | undefined, name: string): Promise<string | undefined> {
    return storeId === undefined ? undefined : (await this.values.get()).get(`${storeId}:${name}`);
  }

  async number(storeId: number | undefined, name: string, fallback: number): Promise<number> {
    const n = Number(await this.get(storeId, name));
    return Number.isFinite(n) && n > 0 ? n : fallback;
  }

  async flag(storeId: number | undefined, name: string, fallback = false): Promise<boolean> {
    return flagValue(await this.get(storeId, name), fallback);
  }

  afterCommit(): void {
    this.values.invalidate();
  }
}
