import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { onBehalfOf, SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { pagedList, pageParams, type PageQuery } from '../../crud/paged-list.js';
import { bodyObject, type Languages, type Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { FILE_STORAGE, type FileStorage, type OpenedFile } from '../../platform/storage/file-storage.js';
import { UPLOAD_RULES } from '../files/upload-rules.js';
import { attachmentNames, isHandler, mayRun, ticketRoles, unitsUnder, type TicketRole } from './ticket-access.js';
import { postViews, ticketViews } from './ticket-views.js';

type Page = { data: Row[]; totalCount: number };
export type TicketQuery = PageQuery & { unitId?: unknown; isResolved?: unknown; isLocked?: unknown };

/** The ticket state actions of the entity file, in the order screens show them. */
export const TICKET_ACTIONS = ['resolve', 'reopen', 'approve', 'lock', 'unlock'] as const;

const flag = (raw: unknown, path: string): boolean | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw AppError.badRequest('common.error.invalidvalue', [{ path, error: 'common.error.invalidvalue' }]);
};

/** A 400 of the spec's error catalogue (new ticket, new post) carrying the failing fields' own keys. */
const withKey = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.status === 400 && err.key === 'common.error.validation')
      throw new AppError(400, key, err.details);
    throw err;
  }
};

/**
 * The spec's Tickets and CRM calls. Who may read a ticket is decided here, on every call: its owner, staff of its
 * current unit or of a unit above it (UnitMember), and administrators. Everyone else, including staff who forwarded
 * it to a unit they do not serve, gets a 404, as for a ticket that does not exist.
 */
@Injectable()
export class TicketsService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** The units the caller serves: those they are a member of and every unit under them. */
  async staffUnits(actor: Actor): Promise<Set<number>> {
    if (actor.id === null) return new Set();
    const filter = JSON.stringify({ customerId: actor.id });
    const members = await this.crud.rows('unit-members', SYSTEM_ACTOR, { filter, range: ALL_ROWS });
    if (!members.length) return new Set();
    const units = await this.crud.rows('units', SYSTEM_ACTOR, { range: ALL_ROWS });
    const nodes = units.map((u) => ({ id: u.id as number, parentUnitId: (u.parentUnitId as number | null) ?? null }));
    return new Set(
      unitsUnder(
        nodes,
        members.map((m) => m.unitId as number),
      ),
    );
  }

  private async roles(actor: Actor, ticket: Row): Promise<Set<TicketRole>> {
    const isAdmin = actor.roles.includes('administrators');
    return ticketRoles({ id: actor.id, isAdmin, staffUnits: await this.staffUnits(actor) }, ticket);
  }

  /** The ticket and the caller's standing on it; a 404 when they may not read it. */
  async readable(actor: Actor, rawId: unknown, path = '/ticketId'): Promise<{ ticket: Row; roles: Set<TicketRole> }> {
    const id = positiveId(rawId, path);
    const ticket = await this.crud.getOne('tickets', SYSTEM_ACTOR, String(id));
    const roles = await this.roles(actor, ticket);
    if (!roles.size) throw AppError.notFound();
    return { ticket, roles };
  }

  /** The active units, as a tree by parentUnitId, in display order; titled in the reader's language when given. */
  async units(languages?: Languages): Promise<Row[]> {
    const rows = await this.crud.rows('units', SYSTEM_ACTOR, {
      filter: JSON.stringify({ isActived: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
      ...languages,
    });
    return rows.map((u) => ({ id: u.id, title: u.title, parentUnitId: u.parentUnitId ?? null }));
  }

  /** A unit's ticket categories: the published categories of entity Unit mapped to it. */
  async categories(rawUnitId: unknown): Promise<Row[]> {
    const unitId = positiveId(rawUnitId, '/unitId');
    const mappings = await this.crud.rows('category-mappings', SYSTEM_ACTOR, {
      filter: JSON.stringify({ entityName: 'Unit', entityId: unitId }),
      range: ALL_ROWS,
    });
    if (!mappings.length) return [];
    const rows = await this.crud.rows('categories', SYSTEM_ACTOR, {
      filter: JSON.stringify({ id: mappings.map((m) => m.categoryId), entityName: 'Unit', published: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    });
    return rows.map((c) => ({ id: c.id, name: c.name }));
  }

  async priorities(): Promise<Row[]> {
    const rows = await this.crud.rows('ticket-priorities', SYSTEM_ACTOR, {
      filter: JSON.stringify({ isActive: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    });
    return rows.map((p) => ({ id: p.id, name: p.name }));
  }

  /** The tickets the caller opened, newest first; the keyword searches titles. */
  async myTickets(actor: Actor, query: TicketQuery): Promise<Page> {
    if (actor.id === null) return { data: [], totalCount: 0 };
    return this.page(query, { customerId: actor.id });
  }

  /**
   * The tickets the caller handles: those of the units they serve (unitId narrows to one of them), or every ticket
   * for an administrator. A customer who serves no unit has none.
   */
  async tickets(actor: Actor, query: TicketQuery): Promise<Page> {
    const filter: Row = {};
    if (!actor.roles.includes('administrators')) {
      const units = await this.staffUnits(actor);
      if (!units.size) return { data: [], totalCount: 0 };
      filter.unitId = [...units];
    }
    if (query.unitId !== undefined && query.unitId !== '') {
      const unitId = positiveId(query.unitId, '/unitId');
      if (Array.isArray(filter.unitId) && !filter.unitId.includes(unitId)) return { data: [], totalCount: 0 };
      filter.unitId = unitId;
    }
    return this.page(query, filter);
  }

  private async page(query: TicketQuery, filter: Row): Promise<Page> {
    const isResolved = flag(query.isResolved, '/isResolved');
    const isLocked = flag(query.isLocked, '/isLocked');
    const narrowed = {
      ...filter,
      ...(isResolved === undefined ? {} : { isResolved }),
      ...(isLocked === undefined ? {} : { isLocked }),
    };
    const page = await pagedList(this.crud, 'tickets', SYSTEM_ACTOR, query, narrowed);
    return { data: await ticketViews(this.crud, page.data), totalCount: page.totalCount };
  }

  /** Every ticket the caller may read whose title holds the keyword or whose number it is ("42" or "#42"). */
  async search(actor: Actor, query: PageQuery): Promise<Page> {
    const { size, index, keyword } = pageParams(query);
    const number = /^#?\d{1,9}$/.test(keyword) ? Number(keyword.replace('#', '')) : null;
    const everyone = actor.roles.includes('administrators');
    const units = [...(await this.staffUnits(actor))];
    const where = `($1::boolean OR customer_id = $2 OR unit_id = ANY($3::int[]))
      AND ($4 = '' OR title ILIKE '%' || $5 || '%' ESCAPE '\\' OR id = $6)`;
    const params = [everyone, actor.id ?? 0, units, keyword, keyword.replace(/[\\%_]/g, '\\$&'), number ?? 0];
    const [rows, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT id FROM tickets WHERE ${where} ORDER BY id DESC LIMIT ${size} OFFSET ${index * size}`,
        params,
      ) as Promise<{ id: number }[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM tickets WHERE ${where}`, params) as Promise<
        { total: number }[]
      >,
    ]);
    if (!rows.length) return { data: [], totalCount: Number(counted[0]?.total ?? 0) };
    const found = await this.crud.rows('tickets', SYSTEM_ACTOR, {
      filter: JSON.stringify({ id: rows.map((r) => r.id) }),
      sort: JSON.stringify(['id', 'DESC']),
      range: ALL_ROWS,
    });
    return { data: await ticketViews(this.crud, found), totalCount: Number(counted[0]?.total ?? 0) };
  }

  /** One ticket with what the caller may do with it: their standing, state actions, reply and forward. */
  async ticket(actor: Actor, rawId: unknown): Promise<Row> {
    const { ticket, roles } = await this.readable(actor, rawId, '/id');
    const [view] = await ticketViews(this.crud, [ticket]);
    const allowed = (ticket._allowed as string[] | undefined) ?? [];
    const open = ticket.isLocked !== true && ticket.isApproved !== true;
    return {
      ...view,
      roles: [...roles],
      actions: TICKET_ACTIONS.filter((a) => allowed.includes(a) && mayRun(roles, a)),
      canReply: open,
      canForward: open && isHandler(roles),
    };
  }

  /** A ticket's posts, oldest first, a page at a time. */
  async posts(actor: Actor, query: PageQuery & { ticketId?: unknown }): Promise<Page> {
    const { ticket } = await this.readable(actor, query.ticketId);
    const page = await pagedList(
      this.crud,
      'ticket-posts',
      SYSTEM_ACTOR,
      { ...query, keyword: undefined },
      { ticketId: ticket.id },
      ['id', 'ASC'],
    );
    return { data: await postViews(this.crud, page.data), totalCount: page.totalCount };
  }

  /** Opens a ticket { title, unitId, priorityId, categoryId?, body, attachments? } with its first post. */
  async addTicket(actor: Actor, raw: unknown, storeId: number | undefined): Promise<Row> {
    const body = bodyObject(raw);
    const post = await this.postValues(body, storeId, 'ticket.error.newticket');
    // A ticket without its first message is no ticket: both are written, or neither.
    const ticket = await this.crud.transaction(async (tx) => {
      const opened = await withKey('ticket.error.newticket', () =>
        tx.create('tickets', onBehalfOf(actor), {
          title: typeof body.title === 'string' ? body.title.trim() : body.title,
          unitId: body.unitId,
          priorityId: body.priorityId,
          categoryId: body.categoryId ?? null,
          customerId: actor.id,
        }),
      );
      await tx.create('ticket-posts', onBehalfOf(actor), { ...post, ticketId: opened.id, customerId: actor.id });
      return opened;
    });
    return this.ticket(actor, ticket.id);
  }

  /** Adds a post { ticketId, body, attachments? } to a ticket the caller may read and that is not locked. */
  async addPost(actor: Actor, raw: unknown, storeId: number | undefined): Promise<Row> {
    const body = bodyObject(raw);
    const { ticket } = await this.readable(actor, body.ticketId);
    const post = await this.postValues(body, storeId, 'ticket.error.newpost');
    const created = await withKey('ticket.error.newpost', () =>
      this.crud.create('ticket-posts', onBehalfOf(actor), { ...post, ticketId: ticket.id, customerId: actor.id }),
    );
    return (await postViews(this.crud, [created]))[0];
  }

  /**
   * Forwards a ticket { ticketId, unitId, note? } to another active unit: staff of its unit or an administrator may.
   * The note, when given, is posted first; the move itself is recorded as a post naming the new unit. Whoever
   * forwarded it keeps access only if they also serve the new unit.
   */
  async forward(actor: Actor, raw: unknown, storeId: number | undefined): Promise<Row> {
    const body = bodyObject(raw);
    const { ticket, roles } = await this.readable(actor, body.ticketId);
    if (!isHandler(roles)) throw new AppError(403, 'ticket.error.forwardnotallowed');
    const unitId = positiveId(body.unitId, '/unitId');
    if (unitId === ticket.unitId)
      throw AppError.conflict('ticket.error.sameunit', [{ path: '/unitId', error: 'ticket.error.sameunit' }]);
    const unit = await this.crud.getOne('units', SYSTEM_ACTOR, String(unitId)).catch(() => undefined);
    if (unit?.isActived !== true)
      throw AppError.badRequest('ticket.error.unitinactive', [{ path: '/unitId', error: 'ticket.error.unitinactive' }]);
    if (ticket.isLocked === true || ticket.isApproved === true)
      throw AppError.conflict(ticket.isLocked === true ? 'ticket.error.locked' : 'ticket.error.approved');
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const post = note ? await this.postValues({ body: note }, storeId, 'ticket.error.newpost') : undefined;
    // The note and the move are one change: the note is not left behind when the move is refused.
    const moved = await this.crud.transaction(async (tx) => {
      if (post)
        await withKey('ticket.error.newpost', () =>
          tx.create('ticket-posts', onBehalfOf(actor), { ...post, ticketId: ticket.id, customerId: actor.id }),
        );
      return tx.update('tickets', onBehalfOf(actor), ticket.id as number, { unitId });
    });
    const still = await this.roles(actor, moved);
    return { id: moved.id, unitId: moved.unitId, unitTitle: unit.title, canRead: still.size > 0 };
  }

  /** Runs a state action { ticketId, action, confirm? } the caller's standing allows (approve must be confirmed). */
  async changeState(actor: Actor, raw: unknown): Promise<Row> {
    const body = bodyObject(raw);
    const { ticket, roles } = await this.readable(actor, body.ticketId);
    const action = String(body.action ?? '');
    if (!(TICKET_ACTIONS as readonly string[]).includes(action))
      throw AppError.badRequest('common.error.unknownaction', [
        { path: '/action', error: 'common.error.unknownaction' },
      ]);
    if (!mayRun(roles, action)) throw new AppError(403, 'security.error.forbidden');
    await this.crud.runAction('tickets', onBehalfOf(actor), String(ticket.id), action, { confirm: body.confirm });
    return this.ticket(actor, ticket.id);
  }

  /** The stored file of an attachment, for a caller who may read the ticket whose post holds it; else a 404. */
  async attachment(actor: Actor, name: string): Promise<OpenedFile> {
    // Only a name the server made and stored is looked up: no other text (wildcards, NUL) reaches the query.
    if (!(await this.storage.exists('Tickets', name))) throw AppError.notFound();
    const [post] = (await this.dataSource.query(
      `SELECT ticket_id AS "ticketId" FROM ticket_posts WHERE ',' || attachments || ',' LIKE $1 LIMIT 1`,
      [`%,${name},%`],
    )) as { ticketId: number }[];
    if (!post) throw AppError.notFound();
    await this.readable(actor, post.ticketId);
    const file = await this.storage.open('Tickets', name);
    if (!file) throw AppError.notFound();
    return file;
  }

  /**
   * A post's text and attachments, checked before anything is written: some text or a file; at most the store's
   * ticket file count; each an upload of the Tickets directory that no post holds yet (so a file cannot be read
   * through another ticket).
   */
  private async postValues(body: Row, storeId: number | undefined, key: string): Promise<Row> {
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    const names = Array.isArray(body.attachments)
      ? body.attachments.filter((n): n is string => typeof n === 'string')
      : attachmentNames(body.attachments);
    if (!text && !names.length) throw AppError.badRequest(key, [{ path: '/body', error: 'common.error.required' }]);
    const rule = UPLOAD_RULES.Tickets;
    const max = await this.settings.number(storeId, rule.maxFilesSetting, rule.defaultMaxFiles);
    if (names.length > max)
      throw AppError.badRequest(
        'content.error.filecount',
        [{ path: '/attachments', error: 'content.error.filecount' }],
        {
          count: max,
        },
      );
    for (const name of new Set(names)) {
      const refused = () =>
        AppError.badRequest('ticket.error.attachment', [
          { path: '/attachments', error: 'ticket.error.attachment', params: { name } },
        ]);
      // Only a name the server made is looked up: no other text (wildcards, NUL) reaches the query.
      if (!(await this.storage.exists('Tickets', name))) throw refused();
      const [used] = (await this.dataSource.query(
        `SELECT 1 FROM ticket_posts WHERE ',' || attachments || ',' LIKE $1 LIMIT 1`,
        [`%,${name},%`],
      )) as unknown[];
      if (used) throw refused();
    }
    return { body: text, ...(names.length ? { attachments: [...new Set(names)].join(',') } : {}) };
  }
}
