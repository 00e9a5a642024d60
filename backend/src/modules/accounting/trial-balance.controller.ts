import { Controller, Get, Inject, Query } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import { Allow } from '../../auth/allow.decorator.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';

export interface TrialBalanceRow {
  ledgerId: number;
  ledger: string;
  coin: string;
  debtor: string;
  creditor: string;
  /** Debtor minus creditor: positive is a debit balance. */
  balance: string;
}

export interface TrialBalance {
  yearId: number;
  rows: TrialBalanceRow[];
  /** Per coin: the sums of every ledger's debits and credits, and whether they agree. */
  totals: { coin: string; debtor: string; creditor: string; balanced: boolean }[];
}

/** The trial balance of a financial year (spec 2 accounting): every ledger's debits and credits, per coin. */
@Controller('api/Accountings')
export class TrialBalanceController {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  @Get('trialBalance')
  @Allow('administrators')
  async trialBalance(@Query('yearId') yearId: unknown): Promise<TrialBalance> {
    const id = positiveId(yearId, '/yearId');
    const [year] = (await this.dataSource.query('SELECT id FROM years WHERE id = $1', [id])) as unknown[];
    if (!year) throw AppError.notFound('accounting.error.noyear');
    const rows = (await this.dataSource.query(
      `SELECT l.id AS "ledgerId", l.name AS ledger, c.symbol AS coin, SUM(d.debtor)::text AS debtor,
         SUM(d.creditor)::text AS creditor
       FROM accounting_details d JOIN accountings a ON a.id = d.accounting_id JOIN ledgers l ON l.id = d.ledger_id
       JOIN coins c ON c.id = d.coin_id WHERE a.year_id = $1
       GROUP BY l.id, l.name, c.symbol ORDER BY c.symbol, l.name, l.id`,
      [id],
    )) as Omit<TrialBalanceRow, 'balance'>[];
    const totals = new Map<string, { debtor: Decimal; creditor: Decimal }>();
    for (const r of rows) {
      const t = totals.get(r.coin) ?? { debtor: new Decimal(0), creditor: new Decimal(0) };
      totals.set(r.coin, { debtor: t.debtor.plus(r.debtor), creditor: t.creditor.plus(r.creditor) });
    }
    return {
      yearId: id,
      rows: rows.map((r) => ({ ...r, balance: new Decimal(r.debtor).minus(r.creditor).toFixed() })),
      totals: [...totals].map(([coin, t]) => ({
        coin,
        debtor: t.debtor.toFixed(),
        creditor: t.creditor.toFixed(),
        balanced: t.debtor.eq(t.creditor),
      })),
    };
  }
}
