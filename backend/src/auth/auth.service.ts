import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { hashPassword, verifyPassword } from './password.js';
import { ACCESS_TOKEN_SECONDS, TokenService } from './token.service.js';

export interface AuthRecord {
  access_token: string;
  applicationIdentity: string;
  username: string;
  firstname: string | null;
  lastname: string | null;
  logo: string | null;
  roles: string;
  maxvalidationtime: number;
  expireTime: string;
}

interface CustomerRow {
  id: number;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  active: boolean;
  deleted: boolean;
  passwordHash: string | null;
}

/**
 * Sign-in by username, e-mail or mobile with a password. Reads the password hash, which the generic API never
 * exposes, so this is the one place that queries customers directly.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  async signIn(login: unknown, password: unknown, applicationIdentity = 'saray'): Promise<AuthRecord> {
    if (typeof login !== 'string' || !login.trim() || typeof password !== 'string' || !password) {
      throw AppError.badRequest('security.error.authenticationfailed');
    }
    const customer = (await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .where('lower(c.username) = lower(:login) OR lower(c.email) = lower(:login) OR c.mobile = :login', {
        login: login.trim(),
      })
      .getOne()) as CustomerRow | null;
    // The same answer for an unknown login and a wrong password: nothing tells which accounts exist.
    if (!customer || !(await verifyPassword(customer.passwordHash, password)))
      throw new AppError(401, 'security.error.authenticationfailed');
    if (customer.deleted) throw new AppError(401, 'security.error.customerdeleted');
    if (!customer.active) throw new AppError(401, 'security.error.customernotactive');
    const roles = await this.rolesOf(customer.id);
    const username = customer.username ?? customer.email ?? String(customer.id);
    return {
      access_token: this.tokens.sign({ id: customer.id, username, roles }),
      applicationIdentity,
      username,
      firstname: customer.firstName,
      lastname: customer.lastName,
      logo: customer.avatar,
      roles: roles.join(','),
      maxvalidationtime: ACCESS_TOKEN_SECONDS,
      expireTime: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000).toISOString(),
    };
  }

  async rolesOf(customerId: number): Promise<string[]> {
    const rows = await this.dataSource
      .createQueryBuilder('CustomerRoleMapping', 'm')
      .innerJoin('CustomerRole', 'r', 'r.id = m.customerRoleId')
      .where('m.customerId = :customerId AND r.active = true', { customerId })
      .select('r.systemName', 'systemName')
      .getRawMany<{ systemName: string }>();
    return rows.map((r) => r.systemName.toLowerCase());
  }

  async setPassword(customerId: number, password: string): Promise<void> {
    if (password.length <= 5)
      throw AppError.badRequest('security.error.passwordtooshort', [
        { path: '/password', error: 'security.error.passwordtooshort' },
      ]);
    await this.dataSource
      .createQueryBuilder()
      .update('Customer')
      .set({ passwordHash: await hashPassword(password) })
      .where('id = :customerId', { customerId })
      .execute();
  }
}
