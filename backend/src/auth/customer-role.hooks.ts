import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../crud/hooks.js';

/** The built-in roles (administrators, authenticated, guests) keep their system name and cannot be deleted. */
@Injectable()
@HooksFor('CustomerRole')
export class CustomerRoleHooks implements EntityHooks {
  beforeWrite({ op, current, values }: HookContext): void {
    if (!current?.systemRole) return;
    if (op === 'delete') throw AppError.conflict('role.error.systemrole');
    if (values.systemName !== undefined && values.systemName !== current.systemName) {
      throw AppError.conflict('role.error.systemrole', [{ path: '/systemName', error: 'role.error.systemrole' }]);
    }
    if (values.active === false)
      throw AppError.conflict('role.error.systemrole', [{ path: '/active', error: 'role.error.systemrole' }]);
  }
}
