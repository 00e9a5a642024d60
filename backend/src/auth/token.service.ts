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

/** Tokens remembered as verified at most: a signed-in device sends the same token for up to 15 minutes. */
const VERIFIED_MAX = 10_000;

/**
 * Signs and checks access tokens: HS256 only, so a token claiming another algorithm (or none) is refused. A token
 * that verified is remembered until it expires (its signature cannot change), so a device's later calls skip the
 * signature's HMAC and the decoding; revocation is the session's business (ActorResolver), not the token's.
 */
@Injectable()
export class TokenService {
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  /** The time in ms, for tokens' expiry (a test sets its own). */
  clock: () => number = Date.now;

  constructor(@Inject(JwtService) private readonly jwt: JwtService) {}

  sign(claims: AccessClaims): string {
    return this.jwt.sign(
      { ...claims, iat: Math.floor(this.clock() / 1000) },
      { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_SECONDS },
    );
  }

  /** The claims of a valid token of ours, or undefined when it is malformed, tampered with, expired or not HS256. */
  verify(token: string): AccessClaims | undefined {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > this.clock()) return { ...known.claims };
      this.verified.delete(token);
    }
    let claims: AccessClaims & { exp?: number };
    try {
      claims = this.jwt.verify<AccessClaims & { exp?: number }>(token, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock() / 1000),
      });
    } catch {
      return undefined;
    }
    if (typeof claims.exp === 'number') {
      // The oldest entries go first when full: a Map iterates in insertion order.
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims: { ...claims }, expiresAt: claims.exp * 1000 });
    }
    return claims;
  }
}
