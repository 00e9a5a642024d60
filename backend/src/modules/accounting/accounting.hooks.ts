import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { conflict, invalid } from '../../common/refuse.js';
import { HooksFor, type EntityHooks, type HookContext } from '../../crud/hooks.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { readRelated, touches } from '../../crud/related.js';
import { Registry } from '../../schema/registry.js';

/**
 * The accounting rules of spec 2 §4–§5: a document is dated inside an existing, active financial year, and is
 * approved only when balanced (for each coin, debtor total = creditor total, and not empty). The document row is
 * locked by the action, and every line's write locks it too (its x-rules parent), so no line can slip in between
 * the count and the approval.
 */
@Injectable()
@HooksFor('Accounting')
export class AccountingHooks implements EntityHooks {
  constructor(@Inject(Registry) private readonly registry: Registry) {}

  async beforeWrite({ op, action, manager, current, values }: HookContext): Promise<void> {
    if (op === 'delete') return;
    const document = { ...current, ...values };
    if (action === 'approve') return this.assertBalanced(manager, document.id as number);
    if (action || !touches(current, values, 'yearId', 'accDate')) return;
    const year = await readRelated(manager, this.registry, 'Year', document.yearId, 'share');
    if (!year) throw invalid('accounting.error.noyear', 'yearId');
    if (year.isActived !== true) throw invalid('accounting.error.yearclosed', 'yearId');
    if (
      (document.accDate as string) < (year.startDate as string) ||
      (document.accDate as string) > (year.endDate as string)
    )
      throw invalid('accounting.error.dateoutofrange', 'accDate');
  }

  private async assertBalanced(manager: EntityManager, id: number): Promise<void> {
    const sums = await manager
      .createQueryBuilder('AccountingDetail', 'd')
      .select('d.coinId', 'coin')
      .addSelect('COALESCE(SUM(d.debtor), 0)', 'debtor')
      .addSelect('COALESCE(SUM(d.creditor), 0)', 'creditor')
      .where('d.accountingId = :id', { id })
      .groupBy('d.coinId')
      .getRawMany<Row>();
    if (sums.length === 0) throw conflict('accounting.error.nolines');
    if (sums.some((s) => !new Decimal(String(s.debtor)).eq(String(s.creditor))))
      throw conflict('accounting.error.unbalanced');
  }
}
