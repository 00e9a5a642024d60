import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ContentsService } from './contents.service.js';

/** The content calls of spec 3 §7: visitors read blocks; administrators write them. */
@Controller('api/CMS')
export class ContentsController {
  constructor(@Inject(ContentsService) private readonly contents: ContentsService) {}

  @Get('getContents')
  @Allow('guests')
  getContents(
    @Query() query: { partName?: unknown; entityName?: unknown; entityId?: unknown },
    @CurrentActor() actor: Actor,
  ): Promise<Row[]> {
    return this.contents.getContents(actor, query);
  }

  @Get('getContentByGuid')
  @Allow('guests')
  getContentByGuid(@Query('guid') guid: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.contents.byGuid(actor, guid);
  }

  @Post('saveContent')
  @HttpCode(200)
  @Allow('administrators')
  saveContent(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.contents.saveContent(actor, body);
  }

  @Delete('deleteContent')
  @Allow('administrators')
  deleteContent(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.contents.deleteContent(actor, id);
  }

  @Get('exchangeContent')
  @Allow('administrators')
  exchangeContent(
    @Query('key') key: unknown,
    @Query('partName') partName: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row> {
    return this.contents.exchange(actor, key, partName);
  }

  @Post('togglePublish')
  @HttpCode(200)
  @Allow('administrators')
  togglePublish(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.contents.togglePublish(actor, id);
  }
}
