import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { ANONYMOUS, signedInActor, type Actor } from './actor.js';
import { SessionService } from './session.service.js';
import { TokenService } from './token.service.js';

/** Who a bearer token stands for: a customer with a live session, or the anonymous visitor (a guest token). */
@Injectable()
export class ActorResolver {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  /** A bad, expired or revoked token is a 401; no token at all is the anonymous visitor. */
  async fromHeader(header: string | undefined): Promise<Actor> {
    if (!header) return ANONYMOUS;
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? this.fromToken(token) : this.refuse();
  }

  async fromToken(token: string): Promise<Actor> {
    const claims = this.tokens.verify(token);
    if (!claims) return this.refuse();
    if (!claims.sid) return ANONYMOUS;
    const live = await this.sessions.resolve(claims.sid);
    if (!live) return this.refuse();
    return signedInActor(live.customerId, live.username, live.roles, claims.sid);
  }

  private refuse(): never {
    throw new AppError(401, 'security.error.accessdenied');
  }
}
