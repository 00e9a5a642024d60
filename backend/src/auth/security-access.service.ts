import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TableCache } from '../common/table-cache.js';
import type { AccessType } from '../schema/entity-file.js';

/** Per entity name, the access types each role was granted in SecurityAccess rows. */
export type GrantTable = Map<string, Record<string, AccessType[]>>;

/**
 * The SecurityAccess rows, held in memory: the table is small and read on every request. Writes through the API
 * invalidate it (see SecurityAccessHooks), on other nodes too when Redis carries the change feed; without it they
 * pick a change up within the cache's refresh time.
 */
@Injectable()
export class SecurityAccessService {
  private readonly table = new TableCache(() => this.load());

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** `manager`: the caller is inside this transaction (see TableCache.within). */
  async grantsFor(entityName: string, manager?: EntityManager): Promise<Record<string, AccessType[]>> {
    const table = manager ? await this.table.within(manager, () => this.load(manager)) : await this.table.get();
    return table.get(entityName) ?? {};
  }

  invalidate(): void {
    this.table.invalidate();
  }

  private async load(manager: EntityManager = this.dataSource.manager): Promise<GrantTable> {
    const rows = await manager
      .createQueryBuilder('SecurityAccess', 'a')
      .innerJoin('CustomerRole', 'r', 'r.id = a.customerRoleId AND r.active')
      .select(['a.entityName AS "entityName"', 'a.accessType AS "accessType"', 'r.systemName AS "role"'])
      .getRawMany<{ entityName: string; accessType: AccessType; role: string }>();
    const table: GrantTable = new Map();
    for (const { entityName, accessType, role } of rows) {
      const grants = table.get(entityName) ?? {};
      (grants[role.toLowerCase()] ??= []).push(accessType);
      table.set(entityName, grants);
    }
    return table;
  }
}
