import { Injectable } from '@nestjs/common';
import { onBehalfOf } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';

const refuse = (path: string, key: string) => AppError.badRequest(key, [{ path, error: key }]);
const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** A ticket without a customer (a visitor's, from the contact page) must say whom to answer: a name and an e-mail. */
function assertSomeoneToAnswer(next: Record<string, unknown>): void {
  if (next.customerId !== null && next.customerId !== undefined) return;
  const missing = ['contactName', 'contactEmail'].filter((field) => blank(next[field]));
  if (missing.length)
    throw AppError.badRequest(
      'ticket.error.contactrequired',
      missing.map((field) => ({ path: `/${field}`, error: 'common.error.required' })),
    );
}

/**
 * A ticket names a customer, or else a contact name and e-mail (a visitor's message from the contact page). Its unit
 * must be active, its priority active, and its category one of the unit's ticket categories (a
 * Category of entity Unit mapped to the unit), checked when one of them changes. Moving a ticket to another unit (a
 * forward) records a post naming the new unit, written by whoever moved it, in the same transaction; a category the
 * new unit does not use is cleared.
 */
@Injectable()
@HooksFor('Ticket')
export class TicketHooks implements EntityHooks {
  async beforeWrite(ctx: HookContext): Promise<void> {
    if (ctx.op === 'delete' || ctx.action) return;
    const v = ctx.values;
    const next = { ...ctx.current, ...v };
    assertSomeoneToAnswer(next);
    const unitMoved = ctx.op === 'update' && v.unitId !== undefined && v.unitId !== ctx.current!.unitId;
    if (ctx.op === 'create' || unitMoved) {
      const [unit] = (await ctx.manager.query('SELECT is_actived AS active FROM units WHERE id = $1', [
        next.unitId,
      ])) as { active: boolean }[];
      if (!unit?.active) throw refuse('/unitId', 'ticket.error.unitinactive');
      // The forward's post (afterWrite) is the ticket's latest: its time is written with the move itself.
      if (unitMoved && ctx.actor.id !== null) v.lastPostAt = new Date().toISOString();
    }
    if (ctx.op === 'create' || (v.priorityId !== undefined && v.priorityId !== ctx.current!.priorityId)) {
      const [priority] = (await ctx.manager.query('SELECT is_active AS active FROM ticket_priorities WHERE id = $1', [
        next.priorityId,
      ])) as { active: boolean }[];
      if (!priority?.active) throw refuse('/priorityId', 'ticket.error.priorityinactive');
    }
    if (next.categoryId === null || next.categoryId === undefined) return;
    if (ctx.op === 'update' && !unitMoved && (v.categoryId === undefined || v.categoryId === ctx.current!.categoryId))
      return;
    const usable = await this.unitUses(ctx, next.unitId as number, next.categoryId as number);
    if (usable) return;
    if (unitMoved && v.categoryId === undefined) v.categoryId = null;
    else throw refuse('/categoryId', 'ticket.error.category');
  }

  /** A forward is recorded as a post of the person who moved the ticket (the platform moving one has no author). */
  async afterWrite(ctx: HookContext): Promise<void> {
    const before = ctx.current;
    const after = ctx.result!;
    if (ctx.op !== 'update' || ctx.action || !before || before.unitId === after.unitId || ctx.actor.id === null) return;
    await ctx.tx.create('ticket-posts', onBehalfOf(ctx.actor), {
      ticketId: after.id,
      customerId: ctx.actor.id,
      body: '',
      forwardedToUnitId: after.unitId,
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
