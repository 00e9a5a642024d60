import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config.js';
import type { AttemptStore } from './attempt-store.js';

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');
export const AUTH_LIMITS = Symbol('AUTH_LIMITS');
export type AuthLimits = AppConfig['authLimits'];

interface Req {
  body?: Record<string, unknown>;
  ip?: string;
}
interface Reply {
  header(name: string, value: string): unknown;
}

/** The account a request names (login, e-mail or mobile), whether or not it exists. */
const accountOf = (req: Req): string | undefined => {
  const b = req.body ?? {};
  const login = b.username ?? b.login ?? b.email ?? b.mobile;
  return typeof login === 'string' && login.trim() ? login.trim().toLowerCase() : undefined;
};

/**
 * Limits the calls that guess at secrets (sign-in, one-time codes, password reset): so many attempts per account
 * and per address in each window, then 429 with Retry-After-Account / Retry-After-Ip until the block ends.
 * Unknown accounts are counted like real ones, so the limit reveals nothing.
 */
@Injectable()
export class AuthThrottlerGuard implements CanActivate {
  constructor(
    @Inject(ATTEMPT_STORE) private readonly store: AttemptStore,
    @Inject(AUTH_LIMITS) private readonly limits: AuthLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Req>();
    const reply = context.switchToHttp().getResponse<Reply>();
    const window = this.limits.windowSeconds * 1000;
    const account = accountOf(req);
    const checks: [string, string, number][] = [['Ip', `ip:${req.ip}`, this.limits.perIp]];
    if (account) checks.unshift(['Account', `account:${account}`, this.limits.perAccount]);
    for (const [name, key, limit] of checks) {
      const record = await this.store.hit(key, window, limit, window);
      if (record.blocked) {
        reply.header(`Retry-After-${name}`, String(record.retryAfter));
        reply.header('Retry-After', String(record.retryAfter));
        throw new AppError(429, 'security.error.toomanyattempts');
      }
    }
    return true;
  }
}
