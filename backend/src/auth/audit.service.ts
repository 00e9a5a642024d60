import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from './actor.js';

export type AuditEvent =
  | 'signin'
  | 'signin_failed'
  | 'signout'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'role_added'
  | 'role_removed'
  | 'role_changed'
  | 'security_access_added'
  | 'security_access_removed'
  | 'security_access_changed';

export interface AuditEntry {
  actor?: Pick<Actor, 'id' | 'username'> | null;
  /** What the event is about: the login tried, the role or grant changed. */
  subject?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

/** The security audit trail (AuditLog): who did what, when, from where. Never holds a password, code or token. */
@Injectable()
export class AuditService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async record(event: AuditEvent, entry: AuditEntry, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into('AuditLog')
      .values({
        event,
        actorId: entry.actor?.id ?? null,
        actorName: entry.actor?.username?.slice(0, 200) ?? null,
        subject: entry.subject?.slice(0, 400) ?? null,
        ip: entry.ip?.slice(0, 64) ?? null,
        details: entry.details ?? null,
      })
      .execute();
  }
}
