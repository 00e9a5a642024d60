import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccessType } from '../schema/entity-file.js';

/** Per entity name, the access types each role was granted in SecurityAccess rows. */
export type GrantTable = Map<string, Record<string, AccessType[]>>;

/** How long another node's change may take to be seen here; a change made on this node is seen at once. */
const REFRESH_MS = 15_000;

/**
 * The SecurityAccess rows, held in memory: the table is small and read on every request. Writes through the API
 * invalidate it (see SecurityAccessHooks); other nodes pick a change up within REFRESH_MS.
 */
@Injectable()
export class SecurityAccessService {
  private table: Promise<GrantTable> | undefined;
  private loadedAt = 0;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async grantsFor(entityName: string): Promise<Record<string, AccessType[]>> {
    if (!this.table || Date.now() - this.loadedAt > REFRESH_MS) {
      this.loadedAt = Date.now();
      this.table = this.load().catch((err: unknown) => {
        this.table = undefined;
        throw err;
      });
    }
    return (await this.table).get(entityName) ?? {};
  }

  invalidate(): void {
    this.table = undefined;
  }

  private async load(): Promise<GrantTable> {
    const rows = await this.dataSource
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
