import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { Allow } from '../../auth/allow.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { positiveId } from '../../common/input.js';
import { BackupService, type RestoreResult } from './backup.service.js';

interface Reply {
  type(t: string): Reply;
  header(k: string, v: string): Reply;
  send(body: unknown): Reply;
}

/** A backup's file, taking one again, and restoring one: administrators only. */
@Controller('api/Backups')
export class BackupController {
  constructor(@Inject(BackupService) private readonly backups: BackupService) {}

  /** Streams the backup archive (its local file, else its cloud copy). */
  @Get('download')
  @Allow('administrators')
  async download(@Query('id') id: unknown, @Res() reply: Reply): Promise<void> {
    const file = await this.backups.open(positiveId(id, '/id'));
    reply
      .type('application/x-tar')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename="${file.name}"`);
    if (file.size !== undefined) reply.header('Content-Length', String(file.size));
    reply.send(file.stream);
  }

  /** Takes the backup again now, in the background (an automatic one too); answers whether it started. */
  @Post('start')
  @RateLimit('backup')
  @HttpCode(202)
  @Allow('administrators')
  async start(@Query('id') id: unknown): Promise<{ started: boolean }> {
    return { started: await this.backups.start(positiveId(id, '/id')) };
  }

  /** Restores the backup into a new target (body { target }): a database or data folder, never the running one. */
  @Post('restore')
  @RateLimit('backup')
  @HttpCode(200)
  @Allow('administrators')
  restore(@Query('id') id: unknown, @Body() body: { target?: unknown } | undefined): Promise<RestoreResult> {
    return this.backups.restore(positiveId(id, '/id'), body?.target);
  }
}
