import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isLanguage, type Language } from '../../common/i18n.js';
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

/** A setting by name, as settingIn reads it. */
export type SettingReader = (name: string) => Promise<string | undefined>;

interface SettingValues {
  /** `${storeId}:${name}` → value. */
  byStore: Map<string, string>;
  /** name → the first store's value (settingIn). */
  first: Map<string, string>;
}

/**
 * Setting values per store, cached: read on many requests, changed rarely (a change applies at once here, and on the
 * other nodes when Redis carries the change feed).
 */
@Injectable()
@HooksFor('Setting')
export class SettingsService implements EntityHooks {
  private readonly values = new TableCache(() => this.load(this.dataSource.manager));

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async get(storeId: number | undefined, name: string): Promise<string | undefined> {
    return storeId === undefined ? undefined : (await this.values.get()).byStore.get(`${storeId}:${name}`);
  }

  /** The store's language (store.defaultlanguage): its text stands in for localized fields a language has none of. */
  async storeLanguage(storeId: number | undefined): Promise<Language | undefined> {
    const chosen = await this.get(storeId, 'store.defaultlanguage');
    return isLanguage(chosen) ? chosen : undefined;
  }

  /** Settings read inside a transaction, as settingIn reads them but from the cache (see TableCache.within). */
  within(manager: EntityManager): SettingReader {
    return async (name) => (await this.values.within(manager, () => this.load(manager))).first.get(name);
  }

  private async load(manager: EntityManager): Promise<SettingValues> {
    const rows = await manager
      .createQueryBuilder('Setting', 's')
      .select(['s.name AS "name"', 's.value AS "value"', 's.storeId AS "storeId"'])
      .orderBy('s.storeId', 'DESC')
      .getRawMany<{ name: string; value: string; storeId: number }>();
    // Read from the last store to the first, so the first store's value is the one kept.
    return {
      byStore: new Map(rows.map((r) => [`${r.storeId}:${r.name}`, r.value])),
      first: new Map(rows.map((r) => [r.name, r.value])),
    };
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

  /** Another node changed a setting (ChangeFeed): read them again here too, before pages are drawn from them. */
  changedElsewhere(): void {
    this.values.invalidate();
  }
}
