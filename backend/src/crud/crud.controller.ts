import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Actor } from '../auth/actor.js';
import { Allow, ENTITY_ACCESS } from '../auth/allow.decorator.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../common/request-context.js';
import { SettingsService } from '../platform/settings/settings.service.js';
import { localize, writtenIn, type Languages, type Row } from './pipeline/serialize.js';
import { CrudService, type ListParams } from './crud.service.js';

interface Reply {
  header(name: string, value: string): Reply;
  status(code: number): Reply;
}

/**
 * The generic REST routes of every entity, exactly as ra-data-simple-rest calls them:
 * GET /api/{resource}?sort=[…]&range=[…]&filter={…} (Content-Range), GET/PUT/DELETE /api/{resource}/{id}, POST.
 */
@Controller('api')
@Allow(ENTITY_ACCESS)
export class CrudController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** The request's language, and the store's, whose text stands in where it has none. */
  private async languages(ctx: RequestContext): Promise<Languages> {
    return { lang: ctx.lang, fallback: await this.settings.storeLanguage(ctx.store?.id as number | undefined) };
  }

  /** A record the pipeline wrote, answered in the request's language (every language in `_i18n`). */
  private async answer(ctx: RequestContext, row: Row): Promise<Row> {
    return localize(row, await this.languages(ctx));
  }

  /** A body whose localized fields, sent as plain text, are written in the request's language. */
  private body(resource: string, ctx: RequestContext, body: unknown): unknown {
    return writtenIn(this.crud.entity(resource).meta, body, ctx.lang);
  }

  /**
   * Beside ra-data-simple-rest's sort, range and filter: titles=["customerId",…] adds each row's `_titles` (the
   * related records' titles, read in the same statement), and count=none answers without counting, the total of
   * Content-Range then being "*" (a lookup shows no total).
   */
  @Get(':resource')
  async list(
    @Param('resource') resource: string,
    @Query() query: ListParams,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row[]> {
    const languages = await this.languages(ctx);
    const { data, total, counted, offset } = await this.crud.list(resource, actor, { ...query, ...languages });
    const range = data.length ? `${offset}-${offset + data.length - 1}` : '*';
    reply.header('Content-Range', `${resource} ${range}/${counted ? total : '*'}`);
    return data;
  }

  /** Who created and changed the record, and what each change was. */
  @Get(':resource/:id/history')
  history(@Param('resource') resource: string, @Param('id') id: string, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.crud.history(resource, actor, id);
  }

  /** The record for printing (an invoice); refused when its rules say it cannot be printed. */
  @Get(':resource/:id/print')
  print(@Param('resource') resource: string, @Param('id') id: string, @CurrentActor() actor: Actor): Promise<Row> {
    return this.crud.print(resource, actor, id);
  }

  /** One record; titles=["customerId",…] adds its `_titles` as the list does. */
  @Get(':resource/:id')
  async getOne(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Query('titles') titles: string | undefined,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const row = await this.crud.getOne(resource, actor, id, titles, await this.languages(ctx));
    reply.header('ETag', `"${String(row.version)}"`);
    return row;
  }

  @Post(':resource')
  async create(
    @Param('resource') resource: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const row = await this.crud.create(resource, actor, this.body(resource, ctx, body));
    reply.status(201).header('ETag', `"${String(row.version)}"`);
    return this.answer(ctx, row);
  }

  @Put(':resource/:id')
  async update(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const row = await this.crud.update(resource, actor, id, this.body(resource, ctx, body), ifMatch);
    reply.header('ETag', `"${String(row.version)}"`);
    return this.answer(ctx, row);
  }

  /** A named action of the entity's rules: POST /api/{resource}/{id}/actions/{name}, body { confirm: true } if irreversible. */
  @Post(':resource/:id/actions/:action')
  @HttpCode(200)
  async runAction(
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Context() ctx: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const row = await this.crud.runAction(resource, actor, id, action, body);
    reply.header('ETag', `"${String(row.version)}"`);
    return this.answer(ctx, row);
  }

  @Delete(':resource/:id')
  remove(@Param('resource') resource: string, @Param('id') id: string, @CurrentActor() actor: Actor): Promise<Row> {
    return this.crud.remove(resource, actor, id);
  }
}
