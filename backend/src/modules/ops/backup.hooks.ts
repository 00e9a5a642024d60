import { Inject, Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { BackupService } from './backup.service.js';

/**
 * A new backup is taken at once in the background, unless it is automatic (the scheduled task 'backup' takes those
 * when their period comes); a removed backup takes its file and its cloud copy with it.
 */
@Injectable()
@HooksFor('Backup')
export class BackupHooks implements EntityHooks {
  constructor(@Inject(BackupService) private readonly backups: BackupService) {}

  async afterCommit(ctx: HookContext): Promise<void> {
    if (ctx.op === 'create' && ctx.result && !ctx.result.autoBackup) await this.backups.start(Number(ctx.result.id));
    if (ctx.op === 'delete' && ctx.current)
      await this.backups.discard({
        fileName: ctx.current.fileName as string | null,
        cloudFileName: ctx.current.cloudFileName as string | null,
      });
  }
}
