import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TableCache } from '../../common/table-cache.js';
import { HooksFor, type EntityHooks } from '../../crud/hooks.js';
import { toJson, type Row } from '../../crud/pipeline/serialize.js';
import { Registry } from '../../schema/registry.js';

/** Stores and applications by name, for the store and Application headers of every request. */
@Injectable()
@HooksFor('Store', 'Application')
export class StoreDirectory implements EntityHooks {
  private readonly stores = new TableCache(() => this.load('Store', (r) => [String(r.name).toLowerCase()]));
  private readonly applications = new TableCache(() =>
    this.load('Application', (r) => [String(r.applicationGuid), String(r.name).toLowerCase()]),
  );

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Registry) private readonly registry: Registry,
  ) {}

  async store(name: string): Promise<Row | undefined> {
    return (await this.stores.get()).get(name.toLowerCase());
  }

  /** The store a request without a store header or segment belongs to: the first one created. */
  async defaultStore(): Promise<Row | undefined> {
    return [...(await this.stores.get()).values()].sort((a, b) => Number(a.id) - Number(b.id))[0];
  }

  /** An active application by its identity (GUID) or name. */
  async application(identity: string): Promise<Row | undefined> {
    const app =
      (await this.applications.get()).get(identity) ?? (await this.applications.get()).get(identity.toLowerCase());
    return app?.isActive === false ? undefined : app;
  }

  /** Every active application, oldest first; the first one is the application of calls that name none. */
  async activeApplications(): Promise<Row[]> {
    const unique = new Set((await this.applications.get()).values());
    return [...unique].filter((a) => a.isActive !== false).sort((a, b) => Number(a.id) - Number(b.id));
  }

  afterCommit(): void {
    this.stores.invalidate();
    this.applications.invalidate();
  }

  /** Another node changed a store or an application (ChangeFeed): read them again here too. */
  changedElsewhere(): void {
    this.afterCommit();
  }

  private async load(entity: string, keys: (row: Row) => string[]): Promise<Map<string, Row>> {
    const meta = this.registry.byName(entity)!.meta;
    const rows = (await this.dataSource.createQueryBuilder(entity, 'e').getMany()) as Row[];
    const map = new Map<string, Row>();
    for (const row of rows.map((r) => toJson(meta, r))) for (const key of keys(row)) map.set(key, row);
    return map;
  }
}
