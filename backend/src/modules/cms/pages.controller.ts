import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { PagesService } from './pages.service.js';

type ListQuery = { pageIndex?: unknown; pageSize?: unknown; keyword?: unknown; languageCode?: unknown };

/** The page service of spec 3 §7 and the add-existing-page table's GET /api/CMS/Pages, for administrators. */
@Controller('api/CMS')
export class PagesController {
  constructor(@Inject(PagesService) private readonly pages: PagesService) {}

  @Get('checkSlug')
  @Allow('administrators')
  checkSlug(
    @Query('name') name: unknown,
    @Query('languageCode') lang: unknown,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<Row> {
    return this.pages.checkSlug(actor, context, name, lang);
  }

  @Post('addPage')
  @Allow('administrators')
  addPage(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext) {
    return this.pages.addPage(actor, context, body);
  }

  @Post('savePage')
  @HttpCode(200)
  @Allow('administrators')
  savePage(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext): Promise<Row> {
    return this.pages.savePage(actor, context, body);
  }

  @Get('Pages')
  @Allow('administrators')
  list(@Query() query: ListQuery, @CurrentActor() actor: Actor) {
    return this.pages.list(actor, query);
  }

  @Get('getPages')
  @Allow('administrators')
  getPages(@Query() query: ListQuery, @CurrentActor() actor: Actor) {
    return this.pages.list(actor, query);
  }

  @Delete('deletePage')
  @Allow('administrators')
  deletePage(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.pages.remove(actor, id);
  }

  @Get('exchangePage')
  @Allow('administrators')
  exchangePage(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.pages.exchange(actor, id);
  }
}
