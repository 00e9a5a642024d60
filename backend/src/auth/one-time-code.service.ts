import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type CodePurpose = 'signin' | 'reset';

const LIFETIME_MINUTES: Record<CodePurpose, number> = { signin: 5, reset: 30 };
/** Wrong tries allowed on one sign-in code before it stops working: six digits must not be guessable. */
const MAX_ATTEMPTS = 5;

const hashOf = (customerId: number | null, secret: string) =>
  createHash('sha256')
    .update(`${customerId ?? ''}:${secret}`)
    .digest('hex');

interface CodeRow {
  id: number;
  customerId: number;
  codeHash: string;
  attempts: number;
}

/**
 * Sign-in codes (six digits, five minutes, five tries) and password-reset tokens (random, thirty minutes). Only a
 * hash is stored; issuing a new one voids the customer's earlier ones of the same purpose; each works once.
 */
@Injectable()
export class OneTimeCodeService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async issue(customerId: number, purpose: CodePurpose): Promise<{ secret: string; minutes: number }> {
    const secret =
      purpose === 'signin' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomBytes(32).toString('base64url');
    const minutes = LIFETIME_MINUTES[purpose];
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update('OneTimeCode')
        .set({ usedAt: new Date() })
        .where('"customer_id" = :customerId AND purpose = :purpose AND "used_at" IS NULL', { customerId, purpose })
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into('OneTimeCode')
        .values({
          customerId,
          purpose,
          codeHash: hashOf(purpose === 'reset' ? null : customerId, secret),
          expiresAt: new Date(Date.now() + minutes * 60_000),
        })
        .execute();
    });
    return { secret, minutes };
  }

  /** True when the customer's current sign-in code is this one (and uses it up); a wrong try counts against it. */
  async consumeSignInCode(customerId: number, code: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const row = (await manager
        .createQueryBuilder('OneTimeCode', 'c')
        .where("c.customerId = :customerId AND c.purpose = 'signin' AND c.usedAt IS NULL AND c.expiresAt > now()", {
          customerId,
        })
        .orderBy('c.id', 'DESC')
        .setLock('pessimistic_write')
        .getOne()) as CodeRow | null;
      if (!row || row.attempts >= MAX_ATTEMPTS) return false;
      const ok = row.codeHash === hashOf(customerId, code);
      await manager
        .createQueryBuilder()
        .update('OneTimeCode')
        .set(ok ? { usedAt: new Date() } : { attempts: row.attempts + 1 })
        .where('id = :id', { id: row.id })
        .execute();
      return ok;
    });
  }

  /** The customer a valid, unused reset token belongs to (the token is used up), or undefined. */
  async consumeResetToken(token: string): Promise<number | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const row = (await manager
        .createQueryBuilder('OneTimeCode', 'c')
        .where("c.codeHash = :hash AND c.purpose = 'reset' AND c.usedAt IS NULL AND c.expiresAt > now()", {
          hash: hashOf(null, token),
        })
        .setLock('pessimistic_write')
        .getOne()) as CodeRow | null;
      if (!row) return undefined;
      await manager
        .createQueryBuilder()
        .update('OneTimeCode')
        .set({ usedAt: new Date() })
        .where('id = :id', { id: row.id })
        .execute();
      return row.customerId;
    });
  }
}
