import { Inject, Injectable } from '@nestjs/common';
import { onBehalfOf } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { NotificationService } from '../../platform/messaging/notification.service.js';
import { TicketEvents } from './ticket-events.js';

/**
 * A post tells a staff answer from the customer's own: fromStaff is set here from the ticket's owner, never by the
 * caller. A new post marks the ticket's last activity (through the pipeline, so the ticket's history shows it), and
 * once committed is announced through TicketEvents. The ticket's own locks (locked, approved) refuse new posts
 * before this runs (the entity's parent rule). A staff answer queues the owner's "ticket.reply" e-mail in the post's
 * own transaction: no post, no mail. A forward's post (forwardedToUnitId) is the ticket's own move: the ticket's
 * write has marked its time, and it is no answer to mail.
 */
@Injectable()
@HooksFor('TicketPost')
export class TicketPostHooks implements EntityHooks {
  constructor(
    @Inject(TicketEvents) private readonly events: TicketEvents,
    @Inject(NotificationService) private readonly notifications: NotificationService,
  ) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op !== 'create') return;
    const [ticket] = (await ctx.manager.query('SELECT customer_id AS "customerId" FROM tickets WHERE id = $1', [
      ctx.values.ticketId,
    ])) as { customerId: number | null }[];
    const author = (ctx.values.customerId as number | null | undefined) ?? null;
    // Only a visitor's ticket (no customer) has a post without an author: the message they sent from the contact page.
    if (author === null && ticket && ticket.customerId !== null)
      throw AppError.badRequest('ticket.error.newpost', [{ path: '/customerId', error: 'common.error.required' }]);
    ctx.values.fromStaff = Boolean(ticket) && ticket.customerId !== author;
  }

  async afterWrite(ctx: HookContext): Promise<void> {
    const post = ctx.result!;
    if (ctx.op !== 'create' || post.forwardedToUnitId != null) return;
    const ticket = await ctx.tx.update('tickets', onBehalfOf(ctx.actor), post.ticketId as number, {
      lastPostAt: post.createdAt,
    });
    // A visitor's ticket has no customer to mail: the staff answer them at the contact e-mail the ticket holds.
    if (post.fromStaff !== true || ticket.customerId === null) return;
    await this.notifications.notify(
      'ticket.reply',
      ticket.customerId as number,
      {
        ticketTitle: String(ticket.title),
        postText: String(post.body ?? ''),
        link: `/account/tickets/${String(post.ticketId)}`,
      },
      { manager: ctx.manager, onceKey: `ticket.reply:${String(post.id)}` },
    );
  }

  afterCommit(ctx: HookContext): void {
    if (ctx.op !== 'create') return;
    const post = ctx.result!;
    this.events.postAdded({
      ticketId: post.ticketId as number,
      postId: post.id as number,
      authorId: (post.customerId as number | null) ?? null,
      fromStaff: post.fromStaff === true,
      forwardedToUnitId: (post.forwardedToUnitId as number | null) ?? null,
    });
  }
}
