import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** Access tokens are short-lived; the refresh token (30 days, rotating) keeps a device signed in. */
export const ACCESS_TOKEN_SECONDS = 900;
export const GUEST_USERNAME = 'guest';

export interface AccessClaims {
  sub: string;
  /** The device session; absent on a guest token. */
  sid?: string;
  username: string;
  app?: string;
}

/** Signs and checks access tokens: HS256 only, so a token claiming another algorithm (or none) is refused. */
@Injectable()
export class TokenService {
  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  sign(claims: AccessClaims): string {
    return this.jwt.sign({ ...claims }, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS });
  }

  /** The claims of a valid token of ours, or undefined when it is malformed, tampered with, expired or not HS256. */
  verify(token: string): AccessClaims | undefined {
    try {
      return this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return undefined;
    }
  }
}
