import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error.js';
import { isAnonymous } from './actor.js';
import { ActorResolver } from './actor-resolver.js';
import { ALLOW_KEY, ENTITY_ACCESS } from './allow.decorator.js';
import type { WithActor } from './current-actor.decorator.js';

/**
 * The global guard: resolves the caller from the bearer token and its live session, then applies the handler's
 * @Allow. A bad, expired or revoked token is a 401 at once; a handler that declares no @Allow is refused.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ActorResolver) private readonly actors: ActorResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<WithActor & { headers: Record<string, string | undefined>; ip?: string }>();
    request.actor = { ...(await this.actors.fromHeader(request.headers.authorization)), ip: request.ip };
    const allowed = this.reflector.getAllAndOverride<string[] | undefined>(ALLOW_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no @Allow: refused`);
      throw new AppError(403, 'security.error.forbidden');
    }
    if (allowed.includes(ENTITY_ACCESS) || allowed.includes('guests')) return true;
    const held = new Set(request.actor.roles);
    if (allowed.some((r) => held.has(r.toLowerCase()))) return true;
    throw isAnonymous(request.actor)
      ? new AppError(401, 'security.error.accessdenied')
      : new AppError(403, 'security.error.forbidden');
  }
}
