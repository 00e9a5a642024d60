import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { hasLogin, LOGIN_FIELDS } from './customer-rules.js';
import { isValidNationalCode } from './national-code.js';

/**
 * The customer rules of spec 1 §5 that an entity file cannot express. They guard every way a customer is written:
 * the customer editor, the profile and the generic /api/customers routes alike.
 */
@Injectable()
@HooksFor('Customer')
export class CustomerHooks implements EntityHooks {
  async beforeWrite({ op, values, current, manager }: HookContext): Promise<void> {
    if (op === 'delete') return;
    if (!hasLogin({ ...current, ...values })) {
      throw AppError.badRequest(
        'customer.error.loginrequired',
        LOGIN_FIELDS.map((f) => ({ path: `/${f}`, error: 'customer.error.loginrequired' })),
      );
    }
    if (values.nationalCode != null && !isValidNationalCode(values.nationalCode)) {
      throw AppError.badRequest('customer.nationalcode_error', [
        { path: '/nationalCode', error: 'customer.nationalcode_error' },
      ]);
    }
    if (typeof values.email === 'string') await this.assertEmailFree(manager, values.email, current?.id);
  }

  /**
   * Sign-in matches e-mail addresses in any case, so two customers whose addresses differ only in case could not
   * both sign in with them; the unique index compares exact text and would let the second one in.
   */
  private async assertEmailFree(manager: EntityManager, email: string, ownId: unknown): Promise<void> {
    const qb = manager.createQueryBuilder('Customer', 'c').where('lower(c.email) = lower(:email)', { email });
    if (ownId !== undefined) qb.andWhere('c.id <> :ownId', { ownId });
    if (await qb.getExists()) {
      throw AppError.conflict('customer.error.emailexists', [{ path: '/email', error: 'customer.error.emailexists' }]);
    }
  }
}
