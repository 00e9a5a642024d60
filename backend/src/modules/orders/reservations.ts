import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { cancelOrder } from './checkout.js';
import { orderRow } from './order-read.js';

/**
 * Closed orders left unpaid past their reservation give their stock back and are cancelled. The sweep is the
 * scheduled task 'releasereservations' (every minute by default); each order is locked and checked again before it
 * is released, so a sweep run twice at once releases it once.
 */
@Injectable()
export class ReservationSweeper {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** Releases every expired reservation; answers how many orders were cancelled. */
  async releaseExpired(): Promise<number> {
    const due = (await this.dataSource.query(
      `SELECT id FROM product_orders WHERE reserved_until < now() AND is_closed AND NOT is_paid AND NOT is_canceled
       ORDER BY reserved_until LIMIT 500`,
    )) as { id: number }[];
    let released = 0;
    for (const { id } of due) {
      released += await this.crud.transaction(async (tx) => {
        const order = orderRow(await tx.lock('product-orders', SYSTEM_ACTOR, id));
        const expired = order.reserved_until != null && new Date(order.reserved_until) < new Date();
        if (!expired || order.is_paid || order.is_canceled) return 0;
        const values = await cancelOrder(tx, SYSTEM_ACTOR, order, this.settings.within(tx.manager));
        await tx.update('product-orders', SYSTEM_ACTOR, id, values);
        return 1;
      });
    }
    return released;
  }
}
