import { Inject, Injectable, Logger } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import type { CrudTx } from '../../crud/unit-of-work.js';
import { cyclesDue, cycleDate, type CyclePeriod } from './cycles.js';

interface RecurringRow {
  id: number;
  customer_id: number;
  coin_id: number;
  amount: string;
  period_amount: string | null;
  is_interest: boolean;
  interest_amount: string | null;
  interest_percent: string | null;
  total_cycles: number;
  cycle_length: number;
  cycle_period_id: CyclePeriod;
  start_date: string | Date;
  initial_product_order_id: number | null;
  description: string | null;
  decimals: number | null;
}

/**
 * One cycle's payment: the period amount (or the total spread evenly over the cycles), plus interest as a fixed
 * amount or a percentage of it, rounded to the coin's decimals.
 */
export function cycleAmount(
  r: Pick<
    RecurringRow,
    'amount' | 'period_amount' | 'is_interest' | 'interest_amount' | 'interest_percent' | 'total_cycles' | 'decimals'
  >,
): string {
  const decimals = r.decimals ?? 2;
  const base =
    r.period_amount != null && !new Decimal(r.period_amount).isZero()
      ? new Decimal(r.period_amount)
      : new Decimal(r.amount).div(r.total_cycles);
  let interest = new Decimal(0);
  if (r.is_interest)
    interest =
      r.interest_amount != null && !new Decimal(r.interest_amount).isZero()
        ? new Decimal(r.interest_amount)
        : base.mul(r.interest_percent ?? 0).div(100);
  return base.plus(interest).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

/**
 * Recurring payments (spec 2 §3): each active one gets a payment due for every cycle whose date has come, daily,
 * weekly, monthly or yearly from its start, up to its number of cycles; then it is completed. Runs as the scheduled
 * task 'recurringpayments' (every hour by default) and on demand; the recurring row is locked and its payments counted, so a cycle is billed once.
 */
@Injectable()
export class RecurringPayments {
  private readonly log = new Logger('RecurringPayments');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CrudService) private readonly crud: CrudService,
  ) {}

  /** Creates the payments due up to `today`; answers how many were created. */
  async generateDue(today = new Date().toISOString().slice(0, 10)): Promise<number> {
    const candidates = (await this.dataSource.query(
      `SELECT id FROM recurring_payments WHERE is_active AND NOT is_canceled AND NOT is_completed AND start_date <= $1::date
       ORDER BY id`,
      [today],
    )) as { id: number }[];
    let created = 0;
    for (const { id } of candidates) created += await this.crud.transaction((tx) => this.generateFor(tx, id, today));
    return created;
  }

  private async generateFor(tx: CrudTx, id: number, today: string): Promise<number> {
    const { manager } = tx;
    const [r] = (await manager.query(
      `SELECT r.*, c.decimals FROM recurring_payments r JOIN coins c ON c.id = r.coin_id
       WHERE r.id = $1 AND r.is_active AND NOT r.is_canceled AND NOT r.is_completed FOR UPDATE OF r`,
      [id],
    )) as RecurringRow[];
    if (!r) return 0;
    const start = r.start_date instanceof Date ? r.start_date.toISOString().slice(0, 10) : String(r.start_date);
    const [{ made }] = (await manager.query(
      `SELECT count(*)::int AS made FROM payments WHERE entity_name = 'RecurringPayment' AND entity_id = $1`,
      [id],
    )) as { made: number }[];
    const due = cyclesDue(start, r.cycle_period_id, r.cycle_length, r.total_cycles, today);
    let created = 0;
    if (due > made) {
      const paymentTypeId = await this.paymentType(manager, r);
      if (paymentTypeId === undefined) {
        this.log.warn(`recurring payment ${id}: no active payment type takes its coin; nothing billed`);
        return 0;
      }
      for (let cycle = made; cycle < due; cycle++) {
        await tx.create('payments', SYSTEM_ACTOR, {
          isReceipt: true,
          guid: randomUUID(),
          amount: cycleAmount(r),
          coinId: r.coin_id,
          customerId: r.customer_id,
          paymentTypeId,
          paymentDate: cycleDate(start, r.cycle_period_id, r.cycle_length, cycle),
          entityName: 'RecurringPayment',
          entityId: id,
          description: `${r.description ?? 'Recurring payment'} ${cycle + 1}/${r.total_cycles}`,
        });
        created++;
      }
    }
    if (Math.max(due, made) >= r.total_cycles) await tx.action('recurring-payments', SYSTEM_ACTOR, id, 'complete');
    return created;
  }

  /** The first order's payment type, else the first active one that takes the coin. */
  private async paymentType(manager: EntityManager, r: RecurringRow): Promise<number | undefined> {
    const [row] = (await manager.query(
      `SELECT COALESCE(
         (SELECT payment_type_id FROM product_orders WHERE id = $1),
         (SELECT id FROM payment_types WHERE is_active
            AND (all_coin OR base_coin_id = $2 OR $2::text = ANY(string_to_array(available_coins, ',')))
          ORDER BY is_external_process, id LIMIT 1)) AS id`,
      [r.initial_product_order_id, r.coin_id],
    )) as { id: number | null }[];
    return row?.id ?? undefined;
  }
}
