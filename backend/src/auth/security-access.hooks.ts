import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../crud/hooks.js';
import { Registry } from '../schema/registry.js';
import { SecurityAccessService } from './security-access.service.js';

/** A grant must name a real entity; any change to grants or roles takes effect on the next request. */
@Injectable()
@HooksFor('SecurityAccess', 'CustomerRole')
export class SecurityAccessHooks implements EntityHooks {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(SecurityAccessService) private readonly grants: SecurityAccessService,
  ) {}

  beforeWrite({ entity, values }: HookContext): void {
    if (entity.name !== 'SecurityAccess' || values.entityName === undefined) return;
    if (!this.registry.byName(String(values.entityName))) {
      throw AppError.badRequest('securityaccess.error.unknownentity', [
        { path: '/entityName', error: 'securityaccess.error.unknownentity' },
      ]);
    }
  }

  afterCommit(): void {
    this.grants.invalidate();
  }

  /** Changed on another node (ChangeFeed): this node's grants are read again as well. */
  changedElsewhere(): void {
    this.grants.invalidate();
  }
}
