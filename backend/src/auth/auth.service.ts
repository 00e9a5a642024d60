import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from './actor.js';
import { AppError } from '../common/app-error.js';
import { toE164 } from '../schema/phone-number.js';
import type { AuthRecord } from '@saray/contracts/session';
import { authRecord, displayName, type CustomerIdentity } from './auth-record.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.js';
import { OneTimeCodeService } from './one-time-code.service.js';
import { SessionService, type ClientInfo, type SessionGrant } from './session.service.js';
import { GUEST_USERNAME, TokenService } from './token.service.js';

export const DEFAULT_APPLICATION = 'saray';

export interface CustomerCredentials extends CustomerIdentity {
  active: boolean;
  deleted: boolean;
  passwordHash: string | null;
  twoFactorEnabled: boolean;
}

/**
 * Sign-in, refresh and sign-out. Reads password hashes and two-factor secrets, which the generic API never exposes,
 * so this is where customers are queried directly.
 */
@Injectable()
export class AuthService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(OneTimeCodeService) private readonly codes: OneTimeCodeService,
  ) {}

  async findById(id: number): Promise<CustomerCredentials> {
    const customer = (await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .where('c.id = :id', { id })
      .getOne()) as CustomerCredentials | null;
    if (!customer) throw new AppError(401, 'security.error.accessdenied');
    return customer;
  }

  /** Sign-in with a one-time code sent through the messaging channel, instead of a password. */
  async checkCode(login: unknown, code: unknown): Promise<CustomerCredentials> {
    const customer = typeof login === 'string' && login.trim() ? await this.findByLogin(login) : null;
    const ok =
      customer &&
      typeof code === 'string' &&
      /^\d{6}$/.test(code.trim()) &&
      (await this.codes.consumeSignInCode(customer.id, code.trim()));
    if (!customer || !ok)
      throw new AppError(401, 'security.error.codeincorrect', [
        { path: '/code', error: 'security.error.codeincorrect' },
      ]);
    this.assertUsable(customer);
    return customer;
  }

  /**
   * The customer a login names: username or e-mail (any case) or mobile number, typed as it is stored (+989…) or
   * as the customer knows it (0912 345 6789).
   */
  findByLogin(login: string): Promise<CustomerCredentials | null> {
    const text = login.trim();
    return this.dataSource
      .createQueryBuilder('Customer', 'c')
      .where(
        'lower(c.username) = lower(:login) OR lower(c.email) = lower(:login) OR c.mobile = :login OR c.mobile = :mobile',
        { login: text, mobile: toE164(text, { kind: 'mobile' }) ?? text },
      )
      .getOne() as Promise<CustomerCredentials | null>;
  }

  /** Password check with the same answer for an unknown login and a wrong password: nothing tells which accounts exist. */
  async checkPassword(login: unknown, password: unknown): Promise<CustomerCredentials> {
    if (typeof login !== 'string' || !login.trim() || typeof password !== 'string' || !password) {
      throw AppError.badRequest('security.error.authenticationfailed');
    }
    const customer = await this.findByLogin(login);
    const valid = customer
      ? await verifyPassword(customer.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!customer || !valid) throw new AppError(401, 'security.error.authenticationfailed');
    this.assertUsable(customer);
    return customer;
  }

  assertUsable(customer: Pick<CustomerCredentials, 'active' | 'deleted'>): void {
    if (customer.deleted) throw new AppError(401, 'security.error.customerdeleted');
    if (!customer.active) throw new AppError(401, 'security.error.customernotactive');
  }

  /** Opens a device session for a customer who has proven who they are, and answers the auth record. */
  async issue(customer: CustomerIdentity, client: ClientInfo): Promise<AuthRecord> {
    const grant = await this.sessions.open(customer.id, client);
    return this.recordFor(customer, grant, client.applicationIdentity);
  }

  async refresh(refreshToken: unknown, client: ClientInfo): Promise<AuthRecord> {
    const grant = await this.sessions.rotate(refreshToken);
    const customer = (await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .where('c.id = :id', { id: grant.customerId })
      .getOne()) as CustomerCredentials | null;
    if (!customer) throw new AppError(401, 'security.error.tokeninvalid');
    this.assertUsable(customer);
    return this.recordFor(customer, grant, client.applicationIdentity);
  }

  async signOut(actor: Actor, allDevices: boolean): Promise<void> {
    if (allDevices) await this.sessions.revokeAll(actor.id!, 'signout_all');
    else await this.sessions.revoke(actor.sessionId!, 'signout');
  }

  /** A token for an anonymous visitor of an application: no session, the guest role only. */
  guest(applicationIdentity: string | undefined): AuthRecord {
    const app = applicationIdentity || DEFAULT_APPLICATION;
    const access = this.tokens.sign({ sub: GUEST_USERNAME, username: GUEST_USERNAME, app });
    return authRecord(null, { access, refresh: null, refreshExpiresAt: null }, ['guests'], app, GUEST_USERNAME);
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

  private async recordFor(
    customer: CustomerIdentity,
    grant: SessionGrant,
    applicationIdentity: string | undefined,
  ): Promise<AuthRecord> {
    const roles = await this.rolesOf(customer.id);
    const app = applicationIdentity || DEFAULT_APPLICATION;
    const access = this.tokens.sign({
      sub: String(customer.id),
      sid: grant.sessionId,
      username: displayName(customer),
      app,
    });
    return authRecord(
      customer,
      { access, refresh: grant.refreshToken, refreshExpiresAt: grant.refreshExpiresAt },
      roles,
      app,
      GUEST_USERNAME,
    );
  }
}
