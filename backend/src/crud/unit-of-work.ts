import type { EntityManager } from 'typeorm';
import type { Actor } from '../auth/actor.js';
import type { HookContext } from './hooks.js';
import type { LaterWrite } from './pipeline/history.js';
import type { Row } from './pipeline/serialize.js';

/** `locked`: the record as the caller has already locked it in this transaction (as the API shows it), not read again. */
export interface WriteOptions {
  locked?: Row;
  /** The version the client last saw (an If-Match header), for an update. */
  ifMatch?: string;
}

/**
 * The pipeline inside one transaction. Every create, update, delete and action joins it: each runs its access check,
 * validation, rules and hooks as on its own, the history of all of them is written together just before the
 * transaction commits, and their afterCommit hooks run once it has. A hook writes other records through its
 * context's `tx`, so a feature that writes several records (a checkout: the order, its lines, its payment and
 * shipment) gets every record's hooks, checks and history, all or nothing.
 */
export interface CrudTx {
  /** The transaction itself, for reads and for the few writes that are hand-written SQL (docs/decisions.md). */
  readonly manager: EntityManager;
  create(resource: string, actor: Actor, body: unknown): Promise<Row>;
  update(resource: string, actor: Actor, id: string | number, body: unknown, options?: WriteOptions): Promise<Row>;
  remove(resource: string, actor: Actor, id: string | number, options?: WriteOptions): Promise<Row>;
  /**
   * A record this transaction holds locked, as it stands now (the pipeline's own reads and writes, and those the
   * caller declared with `locked`): read again without a statement. Undefined when this transaction holds no lock on it.
   */
  recall(entityName: string, id: unknown): Row | undefined;
  /**
   * A row the caller read and locked with its own SQL (SELECT … FOR UPDATE; column names, driver values), held for
   * the rest of the transaction and answered as the API shows it.
   */
  hold(resource: string, stored: Row): Row;
  /**
   * SQL for the whole row of `alias` (a table of this entity) as one JSON value that hold() takes as the driver's
   * row: exact decimals and big integers as text, so a record read inside a larger statement is held without a
   * statement of its own.
   */
  rowJson(resource: string, alias: string): string;
  /**
   * A write whose answer nobody waits for (an outbox row, ON CONFLICT DO NOTHING and no RETURNING), sent with the
   * transaction's history in its last statement (see historyStatement), so it costs no statement of its own.
   */
  later(sql: string, params: unknown[]): void;
  /** The records of this entity the transaction holds (those it wrote through the pipeline among them). */
  held(entityName: string): Row[];
  /**
   * Records of this entity were changed by this transaction's own SQL (one of docs/decisions.md's named
   * exceptions): once committed, the change feed names it with the entities written through the pipeline, so what
   * is drawn from them (cached storefront pages) is dropped too.
   */
  changed(entityName: string): void;
  /** A record as this caller may read it (else 404), locked and held for the rest of the transaction. */
  lock(resource: string, actor: Actor, id: string | number): Promise<Row>;
  /** A named action of the entity's rules (closeCart, markPaid…). */
  action(
    resource: string,
    actor: Actor,
    id: string | number,
    name: string,
    body?: unknown,
    options?: WriteOptions,
  ): Promise<Row>;
}

/**
 * What a transaction's writes leave for its end (history rows to insert, hooks to run after the commit) and the
 * records it holds locked. A locked row changes only through this transaction, and its writes go through the
 * pipeline, which keeps the copy here current.
 */
export class UnitOfWork {
  readonly history: Row[] = [];
  readonly later: LaterWrite[] = [];
  readonly committed: HookContext[] = [];
  /** The entities whose records the transaction changed: through the pipeline, or by SQL it declared (changed()). */
  readonly changed = new Set<string>();
  private readonly held = new Map<string, Row>();

  constructor(readonly manager: EntityManager) {}

  hold(entityName: string, row: Row): void {
    this.held.set(`${entityName}#${String(row.id)}`, row);
  }

  recall(entityName: string, id: unknown): Row | undefined {
    return this.held.get(`${entityName}#${String(id)}`);
  }

  all(entityName: string): Row[] {
    return [...this.held].filter(([key]) => key.startsWith(`${entityName}#`)).map(([, row]) => row);
  }

  forget(entityName: string, id: unknown): void {
    this.held.delete(`${entityName}#${String(id)}`);
  }
}
