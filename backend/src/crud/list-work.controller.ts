import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Actor } from '../auth/actor.js';
import { Allow, ENTITY_ACCESS } from '../auth/allow.decorator.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../common/request-context.js';
import { BulkService, type BulkResult } from './bulk.service.js';
import { ExportService, type ExportQuery } from './export/export.service.js';

interface Reply {
  type(t: string): Reply;
  header(name: string, value: string): Reply;
  send(body: unknown): Reply;
}

/**
 * Work on a list's selection, for every entity: bulk delete or rule action, and export. The entity file's access
 * block decides, as for the single-record routes.
 */
@Controller('api')
@Allow(ENTITY_ACCESS)
export class ListWorkController {
  constructor(
    @Inject(BulkService) private readonly bulk: BulkService,
    @Inject(ExportService) private readonly exports: ExportService,
  ) {}

  /**
   * POST /api/{resource}/bulk { action: "delete" | "<rule action>", ids: [..], confirm? }: each record through the
   * generic pipeline on its own; answers { done: [ids], refused: [{ id, error, message }] }.
   */
  @Post(':resource/bulk')
  @HttpCode(200)
  run(
    @Param('resource') resource: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<BulkResult> {
    return this.bulk.run(resource, actor, body, context.lang);
  }

  /** GET /api/{resource}/export?format=csv|xlsx&filter=…&sort=…&columns=[…]: every matching row, as a download. */
  @Get(':resource/export')
  async export(
    @Param('resource') resource: string,
    @Query() query: ExportQuery,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
    @Res() reply: Reply,
  ): Promise<void> {
    const file = await this.exports.open(resource, actor, query, context.lang);
    reply
      .type(file.type)
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store');
    reply.send(file.stream);
  }
}
