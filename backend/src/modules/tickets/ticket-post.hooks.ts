import { Inject, Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { NotificationService } from '../messaging/notification.service.js';
import { TicketEvents } from './ticket-events.js';

/**
 * A post tells a staff answer from the customer's own: fromStaff is set here from the ticket's owner, never by the
 * caller. A new post marks the ticket's last activity, and once committed is announced through TicketEvents.
 * The ticket's own locks (locked, approved) refuse new posts before this runs (the entity's parent rule).
 * A staff answer queues the owner's "ticket.reply" e-mail in the post's own transaction: no post, no mail.
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
    ])) as { customerId: number }[];
    ctx.values.fromStaff = Boolean(ticket) && ticket.customerId !== ctx.values.customerId;
  }

  async afterWrite(ctx: HookContext): Promise<void> {
    if (ctx.op !== 'create') return;
    const post = ctx.result!;
    await ctx.manager.query('UPDATE tickets SET last_post_at = now() WHERE id = $1', [post.ticketId]);
    const [ticket] = (await ctx.manager.query('SELECT customer_id AS "customerId", title FROM tickets WHERE id = $1', [
      post.ticketId,
    ])) as { customerId: number; title: string }[];
    if (post.fromStaff !== true || !ticket) return;
    await this.notifications.notify(
      'ticket.reply',
      ticket.customerId,
      {
        ticketTitle: ticket.title,
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
      authorId: post.customerId as number,
      fromStaff: post.fromStaff === true,
      forwardedToUnitId: null,
    });
  }
}
