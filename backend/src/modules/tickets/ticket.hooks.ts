import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import { TicketEvents } from './ticket-events.js';

const refuse = (path: string, key: string) => AppError.badRequest(key, [{ path, error: key }]);

/**
 * A ticket's unit must be active, its priority active, and its category one of the unit's ticket categories (a
 * Category of entity Unit mapped to the unit). Moving a ticket to another unit (a forward) records a post naming the
 * new unit, written by whoever moved it, in the same transaction; a category the new unit does not use is cleared.
 */
@Injectable()
@HooksFor('Ticket')
export class TicketHooks implements EntityHooks {
  constructor(@Inject(TicketEvents) private readonly events: TicketEvents) {}

  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete' || ctx.action) return;
    const v = ctx.values;
    const next = { ...ctx.current, ...v };
    const unitMoved = ctx.op === 'update' && v.unitId !== undefined && v.unitId !== ctx.current!.unitId;
    if (ctx.op === 'create' || unitMoved) {
      const [unit] = (await ctx.manager.query('SELECT is_actived AS active FROM units WHERE id = $1', [
        next.unitId,
      ])) as { active: boolean }[];
      if (!unit?.active) throw refuse('/unitId', 'ticket.error.unitinactive');
    }
    if (ctx.op === 'create' || (v.priorityId !== undefined && v.priorityId !== ctx.current!.priorityId)) {
      const [priority] = (await ctx.manager.query('SELECT is_active AS active FROM ticket_priorities WHERE id = $1', [
        next.priorityId,
      ])) as { active: boolean }[];
      if (!priority?.active) throw refuse('/priorityId', 'ticket.error.priorityinactive');
    }
    if (next.categoryId === null || next.categoryId === undefined) return;
    const usable = await this.unitUses(ctx, next.unitId as number, next.categoryId as number);
    if (usable) return;
    if (unitMoved && v.categoryId === undefined) v.categoryId = null;
    else throw refuse('/categoryId', 'ticket.error.category');
  }

  async afterWrite(ctx: HookContext): Promise<void> {
    const before = ctx.current;
    const after = ctx.result!;
    if (ctx.op !== 'update' || ctx.action || !before || before.unitId === after.unitId) return;
    // The platform itself (no person) moving a ticket leaves no author to record.
    if (ctx.actor.id === null) return;
    const fromStaff = ctx.actor.id !== after.customerId;
    const inserted = (await ctx.manager.query(
      `INSERT INTO ticket_posts (ticket_id, customer_id, body, from_staff, forwarded_to_unit_id, version, created_by,
         updated_by)
       VALUES ($1, $2, '', $3, $4, 1, $2, $2) RETURNING id`,
      [after.id, ctx.actor.id, fromStaff, after.unitId],
    )) as { id: number }[];
    await ctx.manager.query('UPDATE tickets SET last_post_at = now() WHERE id = $1', [after.id]);
    (ctx as HookContext & { forwardPostId?: number }).forwardPostId = inserted[0].id;
  }

  afterCommit(ctx: HookContext): void {
    const postId = (ctx as HookContext & { forwardPostId?: number }).forwardPostId;
    if (postId === undefined) return;
    this.events.postAdded({
      ticketId: ctx.result!.id as number,
      postId,
      authorId: ctx.actor.id!,
      fromStaff: ctx.actor.id !== ctx.result!.customerId,
      forwardedToUnitId: ctx.result!.unitId as number,
    });
  }

  private async unitUses(ctx: HookContext, unitId: number, categoryId: number): Promise<boolean> {
    const rows = (await ctx.manager.query(
      `SELECT 1 FROM category_mappings m JOIN categories c ON c.id = m.category_id
       WHERE m.entity_name = 'Unit' AND m.entity_id = $1 AND m.category_id = $2 AND c.entity_name = 'Unit'`,
      [unitId, categoryId],
    )) as unknown[];
    return rows.length > 0;
  }
}
