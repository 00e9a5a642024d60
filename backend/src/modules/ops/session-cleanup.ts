import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How long an ended session stays listed (its devices and sign-out reason) before the cleanup removes it. */
export const SESSION_RETENTION_DAYS = 30;

/**
 * The scheduled task 'sessioncleanup': removes device sessions that ended (expired or revoked) over
 * SESSION_RETENTION_DAYS ago. Live sessions and recently ended ones stay, so a customer's and an administrator's
 * session lists still show the last month's sign-outs.
 */
@Injectable()
export class SessionCleanup {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Answers how many sessions were removed. */
  async removeEnded(): Promise<number> {
    const removed = (await this.dataSource.query(
      // write-sql: session-cleanup
      `DELETE FROM auth_sessions
       WHERE least(revoked_at, expires_at) < now() - $1 * interval '1 day' RETURNING id`,
      [SESSION_RETENTION_DAYS],
    )) as unknown[];
    const rows = Array.isArray(removed[0]) ? (removed[0] as unknown[]) : removed;
    return rows.length;
  }
}
