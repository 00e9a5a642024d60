import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { I18n, type Language } from '../common/i18n.js';
import { CrudService } from '../crud/crud.service.js';
import { MessagingService } from '../platform/messaging/messaging.service.js';
import { SYSTEM_ACTOR, type Actor } from './actor.js';
import type { AuthRecord } from '@saray/contracts/session';
import type { CustomerIdentity } from './auth-record.js';
import { AuthService } from './auth.service.js';
import { AuditService } from './audit.service.js';
import { OneTimeCodeService, type CodePurpose } from './one-time-code.service.js';
import { verifyPassword } from './password.js';
import { SessionService, type ClientInfo } from './session.service.js';

type Body = Record<string, unknown> | undefined;

/** A new password: longer than 5 characters and equal to its confirmation (spec 1 §5). */
function newPassword(body: Body, field = 'password'): string {
  const password = body?.[field] ?? body?.newPassword;
  const confirmation = body?.confirmPassword ?? body?.passwordConfirmation;
  if (typeof password !== 'string' || !password)
    throw AppError.badRequest('security.error.passwordrequired', [
      { path: `/${field}`, error: 'security.error.passwordrequired' },
    ]);
  if (password.length <= 5)
    throw AppError.badRequest('security.error.passwordtooshort', [
      { path: `/${field}`, error: 'security.error.passwordtooshort' },
    ]);
  if (confirmation !== password)
    throw AppError.badRequest('security.error.passwordnotequal', [
      { path: '/confirmPassword', error: 'security.error.passwordnotequal' },
    ]);
  return password;
}

const MESSAGES: Record<CodePurpose, { subject: string; text: string }> = {
  signin: { subject: 'messaging.signincode.subject', text: 'messaging.signincode.text' },
  reset: { subject: 'messaging.reset.subject', text: 'messaging.reset.text' },
};

const REGISTRATION_FIELDS = ['username', 'email', 'mobile', 'firstName', 'lastName'];

/** Registration and the password and one-time code flows of /api/Authentication. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(OneTimeCodeService) private readonly codes: OneTimeCodeService,
    @Inject(MessagingService) private readonly messaging: MessagingService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(I18n) private readonly i18n: I18n,
  ) {}

  /**
   * A visitor becomes a customer with the registered role. The record passes the Customer validation like any
   * other; only the listed fields are taken from the body (no roles, no flags).
   */
  async register(body: Body, client: ClientInfo, lang?: Language): Promise<AuthRecord> {
    const password = newPassword(body);
    const fields = Object.fromEntries(
      REGISTRATION_FIELDS.filter((f) => body?.[f] !== undefined && body[f] !== '').map((f) => [f, body![f]]),
    );
    // The language the visitor registered in is the one their e-mails are written in.
    if (lang) fields.languageCode = lang;
    // The system creates the record on the visitor's behalf: they may only choose the fields above.
    const customer = await this.crud.create('customers', SYSTEM_ACTOR, fields);
    const role = (
      await this.crud.list('customer-roles', SYSTEM_ACTOR, {
        filter: JSON.stringify({ systemName: 'authenticated' }),
        range: '[0,0]',
      })
    ).data[0];
    if (role)
      await this.crud.create('customer-role-mappings', SYSTEM_ACTOR, {
        customerId: customer.id,
        customerRoleId: role.id,
      });
    await this.auth.setPassword(customer.id as number, password);
    return this.auth.issue(customer as unknown as CustomerIdentity, client);
  }

  async changePassword(actor: Actor, body: Body): Promise<{ result: boolean }> {
    const customer = await this.auth.findById(actor.id!);
    if (!(await verifyPassword(customer.passwordHash, String(body?.oldPassword ?? body?.currentPassword ?? '')))) {
      throw AppError.badRequest('security.error.passwordincorrect', [
        { path: '/oldPassword', error: 'security.error.passwordincorrect' },
      ]);
    }
    await this.auth.setPassword(customer.id, newPassword(body, 'newPassword'));
    // Other devices signed in with the old password are signed out; this one stays.
    await this.sessions.revokeAll(customer.id, 'password_changed', actor.sessionId);
    await this.audit.record('password_changed', { actor, subject: actor.username ?? undefined, ip: actor.ip });
    return { result: true };
  }

  /** Sends a password-reset token; the same answer whether or not the login exists. */
  forgotPassword(login: unknown, lang: Language): Promise<{ result: boolean }> {
    return this.sendOneTimeSecret(login, 'reset', lang);
  }

  async setPassword(body: Body, client: ClientInfo): Promise<{ result: boolean }> {
    const password = newPassword(body, 'newPassword');
    const customerId = typeof body?.token === 'string' ? await this.codes.consumeResetToken(body.token) : undefined;
    if (!customerId)
      throw AppError.badRequest('security.error.tokeninvalid', [
        { path: '/token', error: 'security.error.tokeninvalid' },
      ]);
    await this.auth.setPassword(customerId, password);
    await this.sessions.revokeAll(customerId, 'password_changed');
    await this.audit.record('password_reset', { actor: { id: customerId, username: null }, ip: client.ip });
    return { result: true };
  }

  /** Sends a sign-in code through the messaging channel; the same answer whether or not the login exists. */
  sendSignInCode(login: unknown, lang: Language): Promise<{ result: boolean }> {
    return this.sendOneTimeSecret(login, 'signin', lang);
  }

  /**
   * Issues a one-time code or reset token and sends it to the customer's e-mail or mobile. An unknown login, or a
   * customer with no address to send to, gets the same answer: nothing tells which accounts exist.
   */
  private async sendOneTimeSecret(login: unknown, purpose: CodePurpose, lang: Language): Promise<{ result: boolean }> {
    const customer = typeof login === 'string' && login.trim() ? await this.auth.findByLogin(login) : null;
    if (customer && customer.active && !customer.deleted && (customer.email || customer.mobile)) {
      const { secret, minutes } = await this.codes.issue(customer.id, purpose);
      const texts = MESSAGES[purpose];
      await this.messaging.send(
        { customerId: customer.id, email: customer.email, mobile: customer.mobile },
        {
          subject: this.i18n.t(lang, texts.subject),
          text: this.i18n.t(lang, texts.text, { code: secret, token: secret, minutes }),
        },
      );
    }
    return { result: true };
  }
}
