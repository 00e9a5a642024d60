import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { cancelOrder, lockOrder } from './checkout.js';

/**
 * Closed orders left unpaid past their reservation give their stock back and are cancelled. The sweep is the
 * scheduled task 'releasereservations' (every minute by default); each order is locked and checked again before it
 * is released, so a sweep run twice at once releases it once.
 */
@Injectable()
export class ReservationSweeper {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Releases every expired reservation; answers how many orders were cancelled. */
  async releaseExpired(): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM product_orders WHERE reserved_until < now() AND is_closed AND NOT is_paid AND NOT is_canceled
       ORDER BY reserved_until LIMIT 500`,
    )) as { id: number }[];
    let released = 0;
    for (const { id } of due) {
      released += await this.dataSource.transaction(async (manager) => {
        const order = await lockOrder(manager, id);
        const expired = order?.reserved_until != null && new Date(order.reserved_until) < new Date();
        if (!order || !expired || order.is_paid || order.is_canceled) return 0;
        await cancelOrder(manager, order, null);
        return 1;
      });
    }
    return released;
  }
}
