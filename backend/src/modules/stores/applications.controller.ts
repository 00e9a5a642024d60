import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { StoreDirectory } from '../../platform/stores/store-directory.service.js';

export interface MyApplication {
  id: number;
  name: string;
  appVersion: string;
  description: string | null;
  applicationGuid: string;
  /** For the caller's own applications: how many devices are signed in, and when one was last used. */
  sessions?: number;
  lastUsedAt?: string;
}

const publicFields = (app: Row): MyApplication => ({
  id: Number(app.id),
  name: String(app.name),
  appVersion: String(app.appVersion),
  description: (app.description as string | null) ?? null,
  applicationGuid: String(app.applicationGuid),
});

/**
 * GET /api/Applications/getMyApplications: the dashboard home (spec 2 §2) lists the applications the caller is signed
 * in to (a live session opened through that application; a session that named none belongs to the first one) and the
 * other active applications available to them.
 */
@Controller('api/Applications')
export class ApplicationsController {
  constructor(
    @Inject(StoreDirectory) private readonly directory: StoreDirectory,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  @Get('getMyApplications')
  @Allow('authenticated')
  async getMyApplications(
    @CurrentActor() actor: Actor,
  ): Promise<{ mine: MyApplication[]; available: MyApplication[] }> {
    const apps = await this.directory.activeApplications();
    const sessions = (await this.dataSource
      .createQueryBuilder()
      .select('s.applicationIdentity', 'identity')
      .addSelect('COUNT(*)', 'sessions')
      .addSelect('MAX(s.lastUsedAt)', 'lastUsedAt')
      .from('AuthSession', 's')
      .where('s.customerId = :id AND s.revokedAt IS NULL AND s.expiresAt > :now', { id: actor.id, now: new Date() })
      .groupBy('s.applicationIdentity')
      .getRawMany()) as { identity: string | null; sessions: string; lastUsedAt: Date | string }[];
    const mine = new Map<number, MyApplication>();
    for (const s of sessions) {
      const app = (s.identity && (await this.directory.application(s.identity))) || apps[0];
      if (!app) continue;
      const entry = mine.get(Number(app.id)) ?? { ...publicFields(app), sessions: 0, lastUsedAt: '' };
      const used = new Date(s.lastUsedAt).toISOString();
      entry.sessions! += Number(s.sessions);
      if (used > entry.lastUsedAt!) entry.lastUsedAt = used;
      mine.set(entry.id, entry);
    }
    return {
      mine: [...mine.values()],
      available: apps.filter((a) => !mine.has(Number(a.id))).map(publicFields),
    };
  }
}
