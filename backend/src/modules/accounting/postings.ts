import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { flagValue, settingIn } from '../settings/settings.service.js';

/** One line of a posted document: a debit or a credit on a ledger, for a customer when it is theirs. */
export interface PostingLine {
  ledger: LedgerRole;
  customerId?: number | null;
  debtor?: string;
  creditor?: string;
  description: string;
}

/** The ledgers postings use, each named by a setting accounting.ledger.{role} holding its id. */
export type LedgerRole = 'cash' | 'receivable' | 'sales' | 'tax' | 'shipping';

export interface Posting {
  /** accounting.type.{kind} holds the accounting type's id. */
  kind: 'sales' | 'receipt';
  date: Date;
  coinId: number;
  description: string;
  lines: PostingLine[];
}

const setting = async (manager: EntityManager, name: string): Promise<number> => {
  const id = Number(await settingIn(manager, name));
  if (!Number.isSafeInteger(id) || id < 1) throw AppError.conflict('accounting.error.notconfigured');
  return id;
};

/** Whether commerce posts its documents (setting accounting.autopost). */
export async function postingEnabled(manager: EntityManager): Promise<boolean> {
  return flagValue(await settingIn(manager, 'accounting.autopost'));
}

/**
 * Posts one balanced, approved accounting document in the caller's transaction: in the active financial year that
 * holds its date (the year row is locked while the document's code, the next in the year, is taken), with one
 * detail per line. A document that does not balance is a mistake in the caller and is refused outright.
 */
export async function post(manager: EntityManager, posting: Posting, actorId: number | null): Promise<number> {
  const lines = posting.lines.filter(
    (l) => !new Decimal(l.debtor ?? 0).isZero() || !new Decimal(l.creditor ?? 0).isZero(),
  );
  const debit = lines.reduce((s, l) => s.plus(l.debtor ?? 0), new Decimal(0));
  const credit = lines.reduce((s, l) => s.plus(l.creditor ?? 0), new Decimal(0));
  if (!debit.eq(credit)) throw new Error(`unbalanced posting ${posting.description}: ${debit} ≠ ${credit}`);
  if (lines.length === 0) return 0;
  const day = posting.date.toISOString().slice(0, 10);
  const [year] = (await manager.query(
    `SELECT id FROM years WHERE is_actived AND start_date <= $1::date AND end_date >= $1::date
     ORDER BY start_date DESC, id LIMIT 1 FOR UPDATE`,
    [day],
  )) as { id: number }[];
  if (!year) throw AppError.conflict('accounting.error.noyear');
  const typeId = await setting(manager, `accounting.type.${posting.kind}`);
  const ledgers = new Map<LedgerRole, number>();
  for (const role of new Set(lines.map((l) => l.ledger)))
    ledgers.set(role, await setting(manager, `accounting.ledger.${role}`));
  const [{ id }] = (await manager.query(
    `INSERT INTO accountings (year_id, accounting_type_id, code, acc_date, description, is_approved, approved_date,
       version, created_by, updated_by)
     SELECT $1, $2, COALESCE(MAX(code), 0) + 1, $3::date, $4, true, now(), 1, $5, $5 FROM accountings WHERE year_id = $1
     RETURNING id`,
    [year.id, typeId, day, posting.description, actorId],
  )) as { id: number }[];
  await manager.query(
    `INSERT INTO accounting_details (accounting_id, ledger_id, customer_id, coin_id, debtor, creditor, acc_date,
       description, approved_date, version, created_by, updated_by)
     SELECT $1, l.ledger, l.customer, $2, l.debtor::numeric, l.creditor::numeric, $3::date, l.description, now(), 1, $4, $4
     FROM unnest($5::int[], $6::int[], $7::text[], $8::text[], $9::text[])
       AS l(ledger, customer, debtor, creditor, description)`,
    [
      id,
      posting.coinId,
      day,
      actorId,
      lines.map((l) => ledgers.get(l.ledger)),
      lines.map((l) => l.customerId ?? null),
      lines.map((l) => l.debtor ?? '0'),
      lines.map((l) => l.creditor ?? '0'),
      lines.map((l) => l.description),
    ],
  );
  return id;
}
