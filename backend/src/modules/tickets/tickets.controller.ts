import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { PageQuery } from '../../crud/paged-list.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import { ContactService } from './contact.service.js';
import { TicketsService, type TicketQuery } from './tickets.service.js';

type Page = Promise<{ data: Row[]; totalCount: number }>;
interface Reply {
  type(t: string): Reply;
  header(k: string, v: string): Reply;
  send(body: unknown): Reply;
}
const storeOf = (context: RequestContext) => context.store?.id as number | undefined;

/** The spec's Tickets calls (spec 1 §7): every one decides from the ticket who may read and write it. */
@Controller('api/Tickets')
@Allow('authenticated')
export class TicketsController {
  constructor(
    @Inject(TicketsService) private readonly tickets: TicketsService,
    @Inject(ContactService) private readonly contact: ContactService,
  ) {}

  /**
   * The contact page's message { contactName, contactEmail, contactPhone?, title, body, unitId? } from anyone: a new
   * ticket (the customer's when signed in). Limited per address (per account when signed in) against floods.
   */
  @Post('contactUs')
  @Allow('guests')
  @RateLimit('contact')
  contactUs(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<{ id: number; mine: boolean }> {
    return this.contact.send(actor, body, storeOf(context));
  }

  /** Tickets of the units the caller serves (all for administrators); unitId, isResolved, isLocked narrow them. */
  @Get('getTickets')
  getTickets(@Query() query: TicketQuery, @CurrentActor() actor: Actor): Page {
    return this.tickets.tickets(actor, query);
  }

  /** The tickets the caller opened. */
  @Get('getMyTickets')
  getMyTickets(@Query() query: TicketQuery, @CurrentActor() actor: Actor): Page {
    return this.tickets.myTickets(actor, query);
  }

  /** Any ticket the caller may read, by title or number (keyword). */
  @Get('searchTickets')
  @RateLimit('search')
  searchTickets(@Query() query: PageQuery, @CurrentActor() actor: Actor): Page {
    return this.tickets.search(actor, query);
  }

  @Get('getTicket')
  getTicket(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.tickets.ticket(actor, id);
  }

  @Get('getTicketPosts')
  getTicketPosts(@Query() query: PageQuery & { ticketId?: unknown }, @CurrentActor() actor: Actor): Page {
    return this.tickets.posts(actor, query);
  }

  @Get('getPriorities')
  getPriorities(): Promise<Row[]> {
    return this.tickets.priorities();
  }

  /** { title, unitId, priorityId, categoryId?, body, attachments? }: a new ticket with its first post. */
  @Post('addTicket')
  addTicket(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext): Promise<Row> {
    return this.tickets.addTicket(actor, body, storeOf(context));
  }

  /** { ticketId, body, attachments? }: attachments are names the upload call (directory Tickets) returned. */
  @Post('addTicketPost')
  addTicketPost(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext): Promise<Row> {
    return this.tickets.addPost(actor, body, storeOf(context));
  }

  /** { ticketId, unitId, note? }: the ticket moves to the unit; the sender keeps it only if they serve that unit. */
  @Post('forwardTicket')
  @HttpCode(200)
  forwardTicket(@Body() body: unknown, @CurrentActor() actor: Actor, @Context() context: RequestContext): Promise<Row> {
    return this.tickets.forward(actor, body, storeOf(context));
  }

  /** { ticketId, action, confirm? }: resolve, reopen, approve, lock or unlock, as the caller's standing allows. */
  @Post('changeTicketState')
  @HttpCode(200)
  changeTicketState(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.tickets.changeState(actor, body);
  }

  /** An attachment, as a download, to whoever may read its ticket. */
  @Get('attachment/:file')
  async attachment(@Param('file') file: string, @CurrentActor() actor: Actor, @Res() reply: Reply): Promise<void> {
    const found = await this.tickets.attachment(actor, file);
    reply
      .type('application/octet-stream')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .header('Content-Length', String(found.size))
      .send(found.body);
  }
}

/** The spec's CRM calls the ticket forms use: the units and a unit's ticket categories. */
@Controller('api/CRM')
@Allow('authenticated')
export class CrmController {
  constructor(@Inject(TicketsService) private readonly tickets: TicketsService) {}

  @Get('getUnits')
  getUnits(): Promise<Row[]> {
    return this.tickets.units();
  }

  @Get('getCategories')
  getCategories(@Query('unitId') unitId: unknown): Promise<Row[]> {
    return this.tickets.categories(unitId);
  }
}
