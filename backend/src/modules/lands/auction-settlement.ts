import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { BID_STATE, LAND_STATE, SALE_KIND } from './land-views.js';

/** Auctions settled in one run at most; the rest wait for the next run. */
const BATCH = 100;

/**
 * The scheduled task 'landauctions': every auction that has ended with a leading bid is settled (the Land's settle
 * action: the bid's held amount is spent and the land becomes the bidder's). Each is its own action, so one that is
 * refused (settled meanwhile by an administrator or another process) leaves the others to go through.
 */
@Injectable()
export class AuctionSettlement {
  private readonly log = new Logger('Lands');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
  ) {}

  async settleEnded(): Promise<{ settled: number[]; refused: number[] }> {
    const due = (await this.dataSource.query(
      `SELECT l.id FROM lands l
       WHERE l.sale_kind = $1 AND l.state = $2 AND l.auction_ends_at <= now()
         AND EXISTS (SELECT 1 FROM land_bids b WHERE b.land_id = l.id AND b.state = $3)
       ORDER BY l.auction_ends_at, l.id LIMIT ${BATCH}`,
      [SALE_KIND.auction, LAND_STATE.available, BID_STATE.leading],
    )) as { id: number }[];
    const settled: number[] = [];
    const refused: number[] = [];
    for (const { id } of due) {
      try {
        await this.crud.runAction('lands', SYSTEM_ACTOR, String(id), 'settle', { confirm: true });
        settled.push(id);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        this.log.warn(`auction of land ${id} not settled: ${err.key}`);
        refused.push(id);
      }
    }
    return { settled, refused };
  }
}
