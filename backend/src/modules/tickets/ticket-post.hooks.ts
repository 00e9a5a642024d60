import { Inject, Injectable } from '@nestjs/common';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { TicketEvents } from './ticket-events.js';

/**
 * A post tells a staff answer from the customer's own: fromStaff is set here from the ticket's owner, never by the
 * caller. A new post marks the ticket's last activity, and once committed is announced through TicketEvents.
 * The ticket's own locks (locked, approved) refuse new posts before this runs (the entity's parent rule).
 */
@Injectable()
@HooksFor('TicketPost')
export class TicketPostHooks implements EntityHooks {
  constructor(@Inject(TicketEvents) private readonly events: TicketEvents) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op !== 'create') return;
    const [ticket] = (await ctx.manager.query('SELECT customer_id AS "customerId" FROM tickets WHERE id = $1', [
      ctx.values.ticketId,
    ])) as { customerId: number }[];
    ctx.values.fromStaff = Boolean(ticket) && ticket.customerId !== ctx.values.customerId;
  }

  async afterWrite(ctx: HookContext): Promise<void> {
    if (ctx.op !== 'create') return;
    await ctx.manager.query('UPDATE tickets SET last_post_at = now() WHERE id = $1', [ctx.result!.ticketId]);
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
