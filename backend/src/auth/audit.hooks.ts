import { Inject, Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../crud/hooks.js';
import { AuditService, type AuditEvent } from './audit.service.js';

const EVENTS: Record<string, Record<string, AuditEvent>> = {
  CustomerRoleMapping: { create: 'role_added', delete: 'role_removed', update: 'role_changed' },
  CustomerRole: { create: 'role_changed', update: 'role_changed', delete: 'role_changed' },
  SecurityAccess: {
    create: 'security_access_added',
    delete: 'security_access_removed',
    update: 'security_access_changed',
  },
};

/** Role and security-access changes enter the audit trail in the same transaction as the change itself. */
@Injectable()
@HooksFor(...Object.keys(EVENTS))
export class AuditHooks implements EntityHooks {
  constructor(@Inject(AuditService) private readonly audit: AuditService) {}

  async afterWrite({ entity, op, actor, current, result, manager }: HookContext): Promise<void> {
    const record = result ?? current ?? {};
    await this.audit.record(
      EVENTS[entity.name][op],
      {
        actor: actor.system ? null : actor,
        subject: `${entity.name} #${String(record.id)}`,
        ip: actor.ip,
        details: {
          before: op === 'create' ? null : (current ?? null),
          after: op === 'delete' ? null : (result ?? null),
        },
      },
      manager,
    );
  }
}
