import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../common/app-error.js';
import { ANONYMOUS, isAnonymous } from './actor.js';
import { ALLOW_KEY, ENTITY_ACCESS } from './allow.decorator.js';
import type { WithActor } from './current-actor.decorator.js';
import { TokenService } from './token.service.js';

/**
 * The global guard: resolves the caller from the bearer token, then applies the handler's @Allow. A bad token is a
 * 401 at once; a handler that declares no @Allow is refused (deny by default).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<WithActor & { headers: Record<string, string | undefined> }>();
    const header = request.headers.authorization;
    if (header) {
      const [scheme, token] = header.split(' ');
      const actor = scheme?.toLowerCase() === 'bearer' && token ? this.tokens.verify(token) : undefined;
      if (!actor) throw new AppError(401, 'security.error.accessdenied');
      request.actor = actor;
    } else {
      request.actor = ANONYMOUS;
    }
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
    throw new AppError(
      isAnonymous(request.actor) ? 401 : 403,
      isAnonymous(request.actor) ? 'security.error.accessdenied' : 'security.error.forbidden',
    );
  }
}
