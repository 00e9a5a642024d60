import { Inject, Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../crud/hooks.js';
import { SessionInvalidation } from './session-invalidation.js';

/** What a resolved session reads of its customer (SessionService.resolve). */
const RESOLVED_FIELDS = ['active', 'deleted', 'username', 'email', 'mobile'];
const ROLE_FIELDS = ['active', 'systemName'];

const changed = ({ current, result }: HookContext, fields: string[]) =>
  fields.some((f) => current?.[f] !== result?.[f]);

/**
 * A committed change to what a session resolves to reaches the session cache at once: a customer's login names or
 * state, the roles mapped to them (their sessions only) or a role itself (every session).
 */
@Injectable()
@HooksFor('Customer', 'CustomerRoleMapping', 'CustomerRole')
export class SessionHooks implements EntityHooks {
  constructor(@Inject(SessionInvalidation) private readonly invalidation: SessionInvalidation) {}

  afterCommit(ctx: HookContext): void {
    const { entity, op, current, result } = ctx;
    if (op === 'create' && entity.name !== 'CustomerRoleMapping') return;
    if (entity.name === 'CustomerRole') {
      if (op === 'delete' || changed(ctx, ROLE_FIELDS)) this.invalidation.forget({ all: true });
    } else if (entity.name === 'Customer') {
      if (op === 'delete' || changed(ctx, RESOLVED_FIELDS)) this.forgetCustomer(current?.id);
    } else {
      // A mapping moved to another customer changes both.
      for (const customerId of new Set([current?.customerId, result?.customerId])) this.forgetCustomer(customerId);
    }
  }

  private forgetCustomer(id: unknown): void {
    if (typeof id === 'number') this.invalidation.forget({ customerId: id });
  }
}
