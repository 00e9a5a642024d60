import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TableCache } from '../../common/table-cache.js';
import { HooksFor, type EntityHooks } from '../../crud/hooks.js';

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

  /** Flags are on when the value is 1 or the text true (spec 1 §3). */
  async flag(storeId: number | undefined, name: string, fallback = false): Promise<boolean> {
    const v = (await this.get(storeId, name))?.trim().toLowerCase();
    return v === undefined ? fallback : v === '1' || v === 'true';
  }

  afterCommit(): void {
    this.values.invalidate();
  }
}
