import { Inject, Injectable } from '@nestjs/common';
import type { TicketDetail, TicketPostView, TicketSummary, TicketsView } from '@saray/contracts/storefront/state';
import type { Row } from '../../crud/pipeline/serialize.js';
import { AppError } from '../../common/app-error.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { UPLOAD_RULES } from '../files/upload-rules.js';
import { TicketsService } from '../tickets/tickets.service.js';
import type { RouteContext } from './route-data.service.js';

const LIST = { pageSize: 50 };
// The service's rows are the views these screens declare (ticket-views.ts makes them).
const summaries = (rows: Row[]) => rows as unknown as TicketSummary[];

/** The data of /account/tickets (the lists and the new-ticket form) and /account/tickets/{id} (one conversation). */
@Injectable()
export class TicketScreens {
  constructor(
    @Inject(TicketsService) private readonly tickets: TicketsService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** Undefined when the ticket does not exist or is not the caller's to read (a 404 page). */
  async load(ctx: RouteContext, slug: string | undefined): Promise<TicketsView | undefined> {
    const base = await this.choices(ctx);
    if (slug) {
      try {
        const ticket = await this.tickets.ticket(ctx.actor, slug);
        const posts = await this.tickets.posts(ctx.actor, { ticketId: slug, pageSize: 1000 });
        return {
          ...base,
          ticket: ticket as unknown as TicketDetail,
          posts: posts.data as unknown as TicketPostView[],
        };
      } catch (err) {
        if (err instanceof AppError && (err.status === 404 || err.status === 400)) return undefined;
        throw err;
      }
    }
    const actor = ctx.actor;
    const handles = actor.roles.includes('administrators') || (await this.tickets.staffUnits(actor)).size > 0;
    const keyword = ctx.query.get('keyword')?.trim() ?? '';
    const [mine, handled, found] = await Promise.all([
      this.tickets.myTickets(actor, LIST),
      handles ? this.tickets.tickets(actor, LIST) : undefined,
      keyword ? this.tickets.search(actor, { ...LIST, keyword }) : undefined,
    ]);
    return {
      ...base,
      mine: summaries(mine.data),
      ...(handled ? { handled: summaries(handled.data) } : {}),
      ...(found ? { found: summaries(found.data), keyword } : {}),
    };
  }

  /** What the forms offer: active units, priorities, each unit's categories, and the file count per message. */
  private async choices(ctx: RouteContext): Promise<TicketsView> {
    const [units, priorities] = await Promise.all([
      this.tickets.units({ lang: ctx.lang, fallback: ctx.fallback }),
      this.tickets.priorities(),
    ]);
    const categories: TicketsView['categories'] = {};
    for (const u of units)
      categories[String(u.id)] = (await this.tickets.categories(u.id)) as TicketsView['categories'][string];
    const rule = UPLOAD_RULES.Tickets;
    return {
      units: units as TicketsView['units'],
      priorities: priorities as TicketsView['priorities'],
      categories,
      maxFiles: await this.settings.number(ctx.storeId, rule.maxFilesSetting, rule.defaultMaxFiles),
    };
  }
}
