import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error.js';
import { ANONYMOUS, isAnonymous, signedInActor, type Actor } from './actor.js';
import { ALLOW_KEY, ENTITY_ACCESS } from './allow.decorator.js';
import type { WithActor } from './current-actor.decorator.js';
import { SessionService } from './session.service.js';
import { TokenService } from './token.service.js';

/**
 * The global guard: resolves the caller from the bearer token and its live session, then applies the handler's
 * @Allow. A bad, expired or revoked token is a 401 at once; a handler that declares no @Allow is refused.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<WithActor & { headers: Record<string, string | undefined>; ip?: string }>();
    request.actor = { ...(await this.actorOf(request.headers.authorization)), ip: request.ip };
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

  private async actorOf(header: string | undefined): Promise<Actor> {
    if (!header) return ANONYMOUS;
    const [scheme, token] = header.split(' ');
    const claims = scheme?.toLowerCase() === 'bearer' && token ? this.tokens.verify(token) : undefined;
    if (!claims) throw new AppError(401, 'security.error.accessdenied');
    if (!claims.sid) return ANONYMOUS;
    const live = await this.sessions.resolve(claims.sid);
    if (!live) throw new AppError(401, 'security.error.accessdenied');
    return signedInActor(live.customerId, live.username, live.roles, claims.sid);
  }
}
