import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { SessionInvalidation } from './session-invalidation.js';

export const REFRESH_TOKEN_DAYS = 30;
export type RevokeReason = 'signout' | 'signout_all' | 'token_reuse' | 'password_changed' | 'administrator';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  applicationIdentity?: string;
}

export interface SessionGrant {
  sessionId: string;
  customerId: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** What a valid access token's session says about its customer right now. */
export interface LiveSession {
  customerId: number;
  username: string;
  roles: string[];
}

interface SessionRow {
  id: number;
  publicId: string;
  customerId: number;
  refreshTokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const sameHash = (token: string, storedHex: string) => {
  const stored = Buffer.from(storedHex, 'hex');
  const given = sha256(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

/**
 * Device sessions. A refresh token is "<session id>.<secret>"; only the secret's SHA-256 is stored, and each refresh
 * replaces it. Presenting any other secret for a session (a token already rotated, so possibly stolen) revokes the
 * session: the thief and the owner both have to sign in again. Access tokens name their session, and the guard
 * checks it on every request: from a short-lived cache, which every revocation and every change to a customer's
 * login, state or roles drops at once (SessionInvalidation), so revoking is immediate.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SessionInvalidation) private readonly invalidation: SessionInvalidation,
  ) {}

  async open(
    customerId: number,
    client: ClientInfo,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SessionGrant> {
    const sessionId = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
    await manager
      .createQueryBuilder()
      .insert()
      .into('AuthSession')
      .values({
        publicId: sessionId,
        customerId,
        refreshTokenHash: sha256(secret).toString('hex'),
        applicationIdentity: client.applicationIdentity?.slice(0, 100) ?? null,
        userAgent: client.userAgent?.slice(0, 400) ?? null,
        ip: client.ip?.slice(0, 64) ?? null,
        expiresAt: refreshExpiresAt,
        lastUsedAt: new Date(),
      })
      .execute();
    return { sessionId, customerId, refreshToken: `${sessionId}.${secret}`, refreshExpiresAt };
  }

  /** Exchanges a refresh token for a new one; a reused or unknown one is refused (and a reused one ends its session). */
  async rotate(refreshToken: unknown): Promise<SessionGrant> {
    type Outcome = { refused: string; reused?: boolean } | { grant: SessionGrant };
    const [sessionId, secret]: (string | undefined)[] = typeof refreshToken === 'string' ? refreshToken.split('.') : [];
    if (!sessionId || !secret || !/^[0-9a-f-]{36}$/.test(sessionId))
      throw new AppError(401, 'security.error.tokeninvalid');
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const row = (await manager
        .createQueryBuilder('AuthSession', 's')
        .where('s.publicId = :sessionId', { sessionId })
        .setLock('pessimistic_write')
        .getOne()) as SessionRow | null;
      if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now())
        return { refused: 'security.error.tokeninvalid' };
      if (!sameHash(secret, row.refreshTokenHash)) {
        await this.revokeWhere(manager, 'id = :id', { id: row.id }, 'token_reuse');
        return { refused: 'security.error.tokenreused', reused: true };
      }
      const next = randomBytes(32).toString('base64url');
      const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
      await manager
        .createQueryBuilder()
        .update('AuthSession')
        .set({ refreshTokenHash: sha256(next).toString('hex'), lastUsedAt: new Date(), expiresAt: refreshExpiresAt })
        .where('id = :id', { id: row.id })
        .execute();
      return {
        grant: {
          sessionId: row.publicId,
          customerId: row.customerId,
          refreshToken: `${row.publicId}.${next}`,
          refreshExpiresAt,
        },
      };
    });
    // The revocation above is committed before the refusal is thrown.
    if ('refused' in outcome && outcome.reused) this.invalidation.forget({ sessionId });
    if ('refused' in outcome) throw new AppError(401, outcome.refused);
    return outcome.grant;
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.revokeWhere(this.dataSource.manager, '"public_id" = :sessionId', { sessionId }, reason);
    this.invalidation.forget({ sessionId });
  }

  /**
   * Every open session of a customer, except one to keep (the device changing its password). Given a transaction's
   * manager, the caller drops the customer's cached sessions again once it commits (a change to the customer
   * through the pipeline does): until then a request may still read them as live.
   */
  async revokeAll(
    customerId: number,
    reason: RevokeReason,
    keepSessionId?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const keep = keepSessionId ? ' AND "public_id" <> :keep' : '';
    await this.revokeWhere(manager, `"customer_id" = :customerId${keep}`, { customerId, keep: keepSessionId }, reason);
    this.invalidation.forget({ customerId });
  }

  private async revokeWhere(
    manager: EntityManager,
    where: string,
    params: object,
    reason: RevokeReason,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update('AuthSession')
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(`${where} AND "revoked_at" IS NULL`, params)
      .execute();
  }

  /**
   * The live state behind an access token: undefined when the session is revoked or expired, or the customer is
   * inactive. A session resolved recently is answered from the cache, without a statement.
   */
  async resolve(sessionId: string): Promise<LiveSession | undefined> {
    const { cache } = this.invalidation;
    const cached = cache.get(sessionId);
    if (cached) return cached;
    const generation = cache.generation();
    const row = await this.dataSource
      .createQueryBuilder('AuthSession', 's')
      .innerJoin('Customer', 'c', 'c.id = s.customerId')
      .select('c.id', 'customerId')
      .addSelect('s.expiresAt', 'expiresAt')
      .addSelect('COALESCE(c.username, c.email, c.mobile)', 'username')
      .addSelect(
        `(SELECT string_agg(r.system_name, ',') FROM customer_role_mappings m JOIN customer_roles r ON r.id = m.customer_role_id WHERE m.customer_id = c.id AND r.active)`,
        'roles',
      )
      .where('s.publicId = :sessionId AND s.revokedAt IS NULL AND s.expiresAt > now() AND c.active AND NOT c.deleted', {
        sessionId,
      })
      .getRawOne<{ customerId: number; expiresAt: Date | string; username: string; roles: string | null }>();
    if (!row) return undefined;
    const live: LiveSession = {
      customerId: Number(row.customerId),
      username: row.username,
      roles: row.roles ? row.roles.toLowerCase().split(',') : [],
    };
    cache.set(sessionId, live, new Date(row.expiresAt).getTime(), generation);
    return live;
  }
}
