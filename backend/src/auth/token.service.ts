import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Actor } from './actor.js';

export const ACCESS_TOKEN_SECONDS = 3600;

interface AccessClaims {
  sub: string;
  username: string;
  roles: string[];
}

/** Signs and checks access tokens: HS256 only, so a token claiming another algorithm (or none) is refused. */
@Injectable()
export class TokenService {
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  sign(actor: { id: number; username: string; roles: string[] }): string {
    const claims: AccessClaims = { sub: String(actor.id), username: actor.username, roles: actor.roles };
    return this.jwt.sign(claims, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS });
  }

  /** The actor a token stands for, or undefined when it is invalid, expired or not ours. */
  verify(token: string): Actor | undefined {
    try {
      const claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'] });
      const roles = [...new Set([...claims.roles.map((r) => r.toLowerCase()), 'authenticated', 'guests'])];
      return { id: Number(claims.sub), username: claims.username, roles };
    } catch {
      return undefined;
    }
  }
}
