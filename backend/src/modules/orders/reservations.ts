import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { cancelOrder, lockOrder } from './checkout.js';

const SWEEP_MS = 60_000;

/**
 * Closed orders left unpaid past their reservation give their stock back and are cancelled. The sweep runs every
 * minute in each API process; each order is locked and checked again before it is released, so several processes
 * sweeping at once release it once.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly log = new Logger('Reservations');

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.releaseExpired().catch((err: unknown) => this.log.error(`reservation sweep failed: ${String(err)}`));
    }, SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

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
