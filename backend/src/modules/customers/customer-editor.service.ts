import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../auth/actor.js';
import { SessionService } from '../../auth/session.service.js';
import { AppError, type ErrorDetail } from '../../common/app-error.js';
import { positiveId, wholeNumber } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { MAX_PAGE_SIZE } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { publicFields } from '../../schema/entity-meta.js';
import { toDetails } from '../../schema/validators.js';
import { hasLogin, isIranMobile, mobileFromQuery } from './customer-rules.js';
import { isValidNationalCode } from './national-code.js';
import { freeUsername, usernameBase } from './username.js';

const CUSTOMERS = 'customers';
/** Taken usernames are read by this many leading characters of the base, which every numbered candidate keeps. */
const PREFIX = 10;

export type NationalCodeCheck = { result: 1 } | { result: 0; error: string };

const mobileError = (): ErrorDetail => ({ path: '/mobile', error: 'customer.error.mobile_iran_format' });
const hasValue = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';
const refuse = (details: ErrorDetail[]): AppError =>
  AppError.badRequest(details.length === 1 ? details[0].error : 'common.error.validation', details);

/**
 * The administrator's customer editor (spec 1 §2.7, §4.2): look a customer up, check a national code, save,
 * delete. Every read and write goes through CrudService with the administrator as the actor.
 */
@Injectable()
export class CustomerEditorService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SessionService) private readonly sessions: SessionService,
  ) {}

  /**
   * The customer an e-mail and/or mobile number belongs to (edit mode), or a new record with id 0 holding them
   * (create mode). When the two name different customers there is no single record to edit: 409.
   */
  async check(actor: Actor, rawEmail: string | undefined, rawMobile: string | undefined): Promise<Row> {
    const entity = this.crud.entity(CUSTOMERS);
    // The lookups below read the table itself, outside the pipeline: the entity's access is checked here instead.
    await this.crud.access(entity, actor, 'list');
    const email = rawEmail?.trim() || undefined;
    const mobile = mobileFromQuery(rawMobile);
    if (!email && !mobile) {
      throw AppError.badRequest('customer.error.emailormobilerequired', [
        { path: '/email', error: 'customer.error.emailormobilerequired' },
        { path: '/mobile', error: 'customer.error.emailormobilerequired' },
      ]);
    }
    const details: ErrorDetail[] = [];
    if (email && !entity.validators.update({ email }))
      details.push(...toDetails(entity.meta, entity.validators.update.errors));
    if (mobile && !isIranMobile(mobile)) details.push(mobileError());
    if (details.length) throw refuse(details);

    const ids = new Set<number>();
    // Any case: sign-in matches e-mail addresses that way, so the editor must find the same customer it would.
    if (email) for (const id of await this.idsWhere('lower(c.email) = lower(:email)', { email })) ids.add(id);
    if (mobile) for (const id of await this.idsWhere('c.mobile = :mobile', { mobile })) ids.add(id);
    if (ids.size > 1) {
      throw AppError.conflict('customer.error.emailmobileconflict', [
        { path: '/email', error: 'customer.error.emailmobileconflict' },
        { path: '/mobile', error: 'customer.error.emailmobileconflict' },
      ]);
    }
    if (ids.size === 1) return this.crud.getOne(CUSTOMERS, actor, String([...ids][0]));
    const blank = Object.fromEntries(publicFields(entity.meta).map((f) => [f.name, f.default ?? null]));
    return { ...blank, id: 0, email: email ?? null, mobile: mobile ?? null };
  }

  /** Spec 1 §5: 1 when the code is a valid national ID no other customer holds, else 0 with the reason's key. */
  async checkNationalCode(
    actor: Actor,
    code: string | undefined,
    rawCustomerId: string | undefined,
  ): Promise<NationalCodeCheck> {
    // Whether a code is taken says something about another customer: only for those who may list customers.
    await this.crud.access(this.crud.entity(CUSTOMERS), actor, 'list');
    const customerId = rawCustomerId && rawCustomerId !== '0' ? positiveId(rawCustomerId, '/customerId') : undefined;
    const nationalCode = code?.trim();
    if (!isValidNationalCode(nationalCode)) return { result: 0, error: 'customer.nationalcode_error' };
    const holders = await this.crud.list(CUSTOMERS, actor, {
      filter: JSON.stringify({ nationalCode, ...(customerId ? { id_neq: customerId } : {}) }),
      range: '[0,0]',
    });
    return holders.total > 0 ? { result: 0, error: 'customer.error.nationalcodeexists' } : { result: 1 };
  }

  /** Creates when the body's id is 0 or absent, else updates (with the version sent, if any). */
  async save(actor: Actor, body: unknown, ifMatch?: string): Promise<{ row: Row; created: boolean }> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badRequest('common.error.badbody');
    const record = body as Row;
    if (record.mobile != null && !isIranMobile(record.mobile)) throw refuse([mobileError()]);
    const id = record.id ?? 0;
    if (id === 0 || id === '0') {
      // Only for a customer who can sign in otherwise: one with no login at all is refused by the customer rules.
      const username = hasLogin(record) && !hasValue(record.username) ? await this.newUsername(record) : undefined;
      return {
        row: await this.crud.create(CUSTOMERS, actor, { ...record, ...(username ? { username } : {}) }),
        created: true,
      };
    }
    return {
      row: await this.crud.update(CUSTOMERS, actor, String(positiveId(id, '/id')), record, ifMatch),
      created: false,
    };
  }

  getCustomer(actor: Actor, rawId: string | undefined): Promise<Row> {
    return this.crud.getOne(CUSTOMERS, actor, String(positiveId(rawId, '/id')));
  }

  /**
   * Spec 1 §6 says delete, but a customer's orders, payments and tickets must keep pointing at them, so the record
   * stays: marked deleted and inactive, which the guard and sign-in refuse. Their sessions are revoked in the same
   * transaction, so refresh tokens die too.
   */
  async remove(actor: Actor, rawId: string): Promise<Row> {
    const id = positiveId(rawId, '/id');
    // An administrator deleting their own account would lock themselves out mid-session.
    if (id === actor.id) throw AppError.badRequest('customer.error.cannotdeleteself');
    return this.crud.transaction(async (tx) => {
      const row = await tx.update(CUSTOMERS, actor, id, { deleted: true, active: false });
      await this.sessions.revokeAll(id, 'administrator', undefined, tx.manager);
      return row;
    });
  }

  /** /account/mycustomers: customers not deleted, a page at a time (pageIndex from 0), with an optional keyword. */
  async list(
    actor: Actor,
    query: { pageIndex?: string; pageSize?: string; keyword?: string },
  ): Promise<{ data: Row[]; totalCount: number }> {
    const { perPage } = this.crud.entity(CUSTOMERS).meta.list;
    const pageIndex = query.pageIndex ? wholeNumber(query.pageIndex, '/pageIndex', 0) : 0;
    const pageSize = Math.min(query.pageSize ? positiveId(query.pageSize, '/pageSize') : perPage, MAX_PAGE_SIZE);
    const keyword = query.keyword?.trim();
    const page = await this.crud.list(CUSTOMERS, actor, {
      filter: JSON.stringify({ deleted: false, ...(keyword ? { q: keyword } : {}) }),
      range: JSON.stringify([pageIndex * pageSize, (pageIndex + 1) * pageSize - 1]),
    });
    return { data: page.data, totalCount: page.total };
  }

  /**
   * A username for a customer created without one, so that every relation names them by it: made from their name,
   * e-mail or mobile (see username.ts), with a number when taken. Two editors saving the same name at once may still
   * collide: the second then gets the unique index's 409.
   */
  private async newUsername(record: Row): Promise<string> {
    const base = usernameBase(record);
    const rows = await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .select('c.username', 'username')
      .where('left(lower(c.username), :n) = :prefix', { n: PREFIX, prefix: base.slice(0, PREFIX) })
      .getRawMany<{ username: string }>();
    return freeUsername(
      base,
      rows.map((r) => r.username),
    );
  }

  private async idsWhere(where: string, params: object): Promise<number[]> {
    const rows = await this.dataSource
      .createQueryBuilder('Customer', 'c')
      .select('c.id', 'id')
      .where(where, params)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
