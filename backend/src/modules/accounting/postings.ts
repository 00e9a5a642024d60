import { Decimal } from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { flagValue, settingIn, type SettingReader } from '../../platform/settings/settings.service.js';

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

const setting = async (read: SettingReader, name: string): Promise<number> => {
  const id = Number(await read(name));
  if (!Number.isSafeInteger(id) || id < 1) throw AppError.conflict('accounting.error.notconfigured');
  return id;
};

/** Whether commerce posts its documents (setting accounting.autopost). */
export async function postingEnabled(manager: EntityManager): Promise<boolean> {
  return flagValue(await settingIn(manager, 'accounting.autopost'));
}

/**
 * Posts one balanced, approved accounting document in the caller's transaction: in the active financial year that
 * holds its date, with the year's next code and one detail per line (see POSTING_SQL). A document that does not balance is a mistake in the caller and is refused outright.
 */
export async function post(
  manager: EntityManager,
  posting: Posting,
  actorId: number | null,
  settings: SettingReader = (name) => settingIn(manager, name),
): Promise<number> {
  const lines = posting.lines.filter(
    (l) => !new Decimal(l.debtor ?? 0).isZero() || !new Decimal(l.creditor ?? 0).isZero(),
  );
  const debit = lines.reduce((s, l) => s.plus(l.debtor ?? 0), new Decimal(0));
  const credit = lines.reduce((s, l) => s.plus(l.creditor ?? 0), new Decimal(0));
  if (!debit.eq(credit)) throw new Error(`unbalanced posting ${posting.description}: ${debit} ≠ ${credit}`);
  if (lines.length === 0) return 0;
  const day = posting.date.toISOString().slice(0, 10);
  const typeId = await setting(settings, `accounting.type.${posting.kind}`);
  const ledgers = new Map<LedgerRole, number>();
  for (const role of new Set(lines.map((l) => l.ledger)))
    ledgers.set(role, await setting(settings, `accounting.ledger.${role}`));
  const params = [
    day,
    typeId,
    posting.description,
    actorId,
    posting.coinId,
    lines.map((l) => ledgers.get(l.ledger)),
    lines.map((l) => l.customerId ?? null),
    lines.map((l) => l.debtor ?? '0'),
    lines.map((l) => l.creditor ?? '0'),
    lines.map((l) => l.description),
  ];
  // Another document may take the same code first (its transaction commits between this statement's start and its
  // insert): the unique code refuses this one, which tries again with the next. Checkouts come here one at a time
  // already (each holds its store's invoice counter), so that is rare.
  for (;;) {
    const [written] = (await manager.query(POSTING_SQL, params)) as { year_id: number | null; id: number | null }[];
    if (written.year_id == null) throw AppError.conflict('accounting.error.noyear');
    if (written.id != null) return written.id;
  }
}

/**
 * One posted document in one statement: the active financial year that holds its date (kept from changing until
 * the transaction ends), the document with the year's next code, and its details.
 */
// write-sql: accounting-posting
const POSTING_SQL = `WITH year AS (
    SELECT id FROM years WHERE is_actived AND start_date <= $1::date AND end_date >= $1::date
    ORDER BY start_date DESC, id LIMIT 1 FOR SHARE),
  document AS (
    INSERT INTO accountings (year_id, accounting_type_id, code, acc_date, description, is_approved, approved_date,
      version, created_by, updated_by)
    SELECT y.id, $2, (SELECT COALESCE(MAX(code), 0) + 1 FROM accountings WHERE year_id = y.id), $1::date, $3, true,
      now(), 1, $4, $4
    FROM year y
    ON CONFLICT (year_id, code) DO NOTHING
    RETURNING id),
  details AS (
    INSERT INTO accounting_details (accounting_id, ledger_id, customer_id, coin_id, debtor, creditor, acc_date,
      description, approved_date, version, created_by, updated_by)
    SELECT d.id, l.ledger, l.customer, $5, l.debtor::numeric, l.creditor::numeric, $1::date, l.description, now(), 1,
      $4, $4
    FROM document d, unnest($6::int[], $7::int[], $8::text[], $9::text[], $10::text[])
      AS l(ledger, customer, debtor, creditor, description))
  SELECT (SELECT id FROM year) AS year_id, (SELECT id FROM document) AS id`;
