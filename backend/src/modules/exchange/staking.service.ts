import { Inject, Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { pagedList, type PageQuery } from '../../crud/paged-list.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';

/**
 * The /api/Staking calls: the active plans, and a customer's stakes. Each stake is made and closed through the
 * generic pipeline (the Stake hooks hold and release its funds in the same transaction), by the system on the
 * customer's behalf once the stake is known to be theirs.
 */
@Injectable()
export class StakingService {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  /** The active plans in display order, each with its coin's symbol. */
  async plans(actor: Actor): Promise<Row[]> {
    const plans = await this.crud.rows('staking-plans', actor, {
      filter: JSON.stringify({ isActive: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    });
    const coins = new Map(
      (await this.crud.rows('coins', actor, { range: ALL_ROWS })).map((c) => [c.id, String(c.symbol)]),
    );
    return plans.map((p) => ({ ...p, coinSymbol: coins.get(p.coinId) ?? null }));
  }

  /** Stakes { stakingPlanId, amount } of the caller's coins: the amount is held until the stake closes. */
  async stake(actor: Actor, body: unknown): Promise<Row> {
    const { stakingPlanId, amount } = bodyObject(body);
    const created = await this.crud.create('stakes', SYSTEM_ACTOR, { customerId: actor.id, stakingPlanId, amount });
    return this.crud.getOne('stakes', actor, String(created.id));
  }

  /** The caller's stakes, newest first, a page at a time (status narrows them: 1 active, 2 redeemed, 3 cancelled). */
  myStakes(actor: Actor, query: PageQuery & { status?: unknown }): Promise<{ data: Row[]; totalCount: number }> {
    const filter: Row = { customerId: actor.id };
    if (query.status !== undefined) filter.status = positiveId(query.status, '/status');
    return pagedList(this.crud, 'stakes', actor, { ...query, keyword: undefined }, filter);
  }

  /** Closes one of the caller's stakes { id }: redeem after its end (amount and reward), cancel before it (amount). */
  async close(actor: Actor, body: unknown, action: 'redeem' | 'cancel'): Promise<Row> {
    const id = String(positiveId(bodyObject(body).id, '/id'));
    // Another customer's stake is a 404, as reading it would be.
    await this.crud.getOne('stakes', actor, id);
    await this.crud.runAction('stakes', SYSTEM_ACTOR, id, action, {});
    return this.crud.getOne('stakes', actor, id);
  }
}
