import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error.js';
import type { AppConfig, RateLimitName } from '../config.js';
import { isAnonymous, type Actor } from './actor.js';
import { ATTEMPT_STORE } from './auth-throttler.guard.js';
import type { AttemptStore } from './attempt-store.js';

export const RATE_LIMIT_KEY = 'saray:rate-limit';
export const RATE_LIMITS = Symbol('RATE_LIMITS');

/**
 * Limits how often one caller may run an expensive call, by the name of a limit in the configuration
 * (SARAY_RATE_LIMIT_<NAME>, count/seconds): per signed-in account, or per address for guests. Past the limit the
 * call is answered 429 with Retry-After until its window ends; with REDIS_URL every node counts together.
 *
 * @example @RateLimit('search') @Get('Search') …
 */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

interface Req {
  actor?: Actor;
  ip?: string;
}
interface Reply {
  header(name: string, value: string): unknown;
}

/** Applies @RateLimit; runs after AuthGuard, so it knows who is calling. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ATTEMPT_STORE) private readonly store: AttemptStore,
    @Inject(RATE_LIMITS) private readonly limits: AppConfig['rateLimits'],
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!name) return true;
    const req = context.switchToHttp().getRequest<Req>();
    const { count, seconds } = this.limits[name];
    const caller = req.actor && !isAnonymous(req.actor) ? `account:${req.actor.id}` : `ip:${req.ip}`;
    const record = await this.store.hit(`rate:${name}:${caller}`, seconds * 1000, count, seconds * 1000);
    if (!record.blocked) return true;
    context.switchToHttp().getResponse<Reply>().header('Retry-After', String(record.retryAfter));
    throw new AppError(429, 'common.error.ratelimited', [], { seconds: record.retryAfter });
  }
}
