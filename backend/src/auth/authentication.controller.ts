import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { StoreDirectory } from '../platform/stores/store-directory.service.js';
import type { Actor } from './actor.js';
import { Allow } from './allow.decorator.js';
import type { AuthRecord } from '@saray/contracts/session';
import { AppError } from '../common/app-error.js';
import { AuditService } from './audit.service.js';
import { AuthService } from './auth.service.js';
import { SignInLimiter } from './sign-in-limiter.js';
import { Client } from './client-info.decorator.js';
import { CurrentActor } from './current-actor.decorator.js';
import type { ClientInfo } from './session.service.js';
import { TwoFactorService, type TwoFactorSetup } from './two-factor.service.js';

type Body = Record<string, unknown> | undefined;

/** The spec's /api/Authentication calls (spec 1 §7). */
@Controller('api/Authentication')
export class AuthenticationController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StoreDirectory) private readonly directory: StoreDirectory,
    @Inject(SignInLimiter) private readonly limiter: SignInLimiter,
  ) {}

  @Post('signin')
  @HttpCode(200)
  @Allow('guests')
  async signIn(
    @Body() body: Body,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: { header(name: string, value: string): unknown },
  ): Promise<AuthRecord> {
    const login = body?.username ?? body?.login;
    const applicationIdentity = (body?.applicationIdentity as string | undefined) ?? client.applicationIdentity;
    await this.limiter.check(login, client.ip, reply);
    try {
      // A one-time code from the messaging channel stands in for the password; two-factor still applies.
      const byCode = body?.code !== undefined && body?.password === undefined;
      const customer = byCode
        ? await this.auth.checkCode(login, body?.code)
        : await this.auth.checkPassword(login, body?.password);
      await this.twoFactor.verifySignIn(customer.id, body?.twoFactorCode);
      const record = await this.auth.issue(customer, { ...client, applicationIdentity });
      await this.limiter.succeeded(login, client.ip);
      await this.audit.record('signin', {
        actor: { id: customer.id, username: record.username },
        subject: String(login),
        ip: client.ip,
        details: { byCode },
      });
      return record;
    } catch (err) {
      if (err instanceof AppError && err.status === 401) await this.limiter.failed(login, client.ip);
      if (err instanceof AppError && err.status === 401) {
        await this.audit.record('signin_failed', {
          subject: typeof login === 'string' ? login : undefined,
          ip: client.ip,
          details: { reason: err.key },
        });
      }
      throw err;
    }
  }

  @Post('refresh')
  @HttpCode(200)
  @Allow('guests')
  refresh(@Body() body: Body, @Client() client: ClientInfo): Promise<AuthRecord> {
    return this.auth.refresh(body?.refresh_token ?? body?.refreshToken, client);
  }

  @Post('signout')
  @HttpCode(200)
  @Allow('authenticated')
  async signOut(@Body() body: Body, @CurrentActor() actor: Actor): Promise<{ result: boolean }> {
    const allDevices = body?.allDevices === true || body?.allDevices === 'true';
    await this.auth.signOut(actor, allDevices);
    await this.audit.record('signout', { actor, ip: actor.ip, details: { allDevices } });
    return { result: true };
  }

  @Get('GetAnonymousToken')
  @Allow('guests')
  async anonymous(
    @Query('appIdentity') appIdentity: string | undefined,
    @Client() client: ClientInfo,
  ): Promise<AuthRecord> {
    if (appIdentity && !(await this.directory.application(appIdentity)))
      throw AppError.badRequest('application.error.unknown');
    return this.auth.guest(appIdentity ?? client.applicationIdentity);
  }

  @Get('getTwoFactorAuthenticationStatus')
  @Allow('authenticated')
  twoFactorStatus(@CurrentActor() actor: Actor): Promise<{ enabled: boolean }> {
    return this.twoFactor.status(actor.id!);
  }

  /** Without a code: starts enabling (QR code and manual key). With the app's code: confirms and enables. */
  @Post('setTwoFactorAuthentication')
  @HttpCode(200)
  @Allow('authenticated')
  async setTwoFactor(@Body() body: Body, @CurrentActor() actor: Actor): Promise<TwoFactorSetup | { enabled: boolean }> {
    const code = body?.code ?? body?.pinCode;
    if (code === undefined) return this.twoFactor.begin(actor.id!);
    const result = await this.twoFactor.confirm(actor.id!, code);
    await this.audit.record('two_factor_enabled', { actor, ip: actor.ip });
    return result;
  }

  @Post('disableTwoFactorAuthentication')
  @HttpCode(200)
  @Allow('authenticated')
  async disableTwoFactor(@Body() body: Body, @CurrentActor() actor: Actor): Promise<{ enabled: boolean }> {
    const result = await this.twoFactor.disable(actor.id!, body?.pinCode);
    await this.audit.record('two_factor_disabled', { actor, ip: actor.ip });
    return result;
  }

  @Get('CheckAuthenticated')
  @Allow('authenticated')
  check(@CurrentActor() actor: Actor): { authenticated: boolean; username: string | null; roles: string } {
    return { authenticated: true, username: actor.username, roles: actor.roles.join(',') };
  }
}
