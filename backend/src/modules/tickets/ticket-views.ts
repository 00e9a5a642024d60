import { SYSTEM_ACTOR } from '../../auth/actor.js';
import type { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { fileUrl } from '../files/files.service.js';
import { attachmentNames } from './ticket-access.js';

/** What a ticket's reader sees of a customer: their username and name, nothing more. */
export interface PersonView {
  id: number;
  username: string | null;
  name: string;
}

const ids = (rows: Row[], field: string): number[] => [
  ...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number')),
];

const byId = async (crud: CrudService, resource: string, wanted: number[]): Promise<Map<unknown, Row>> =>
  wanted.length
    ? new Map(
        (await crud.rows(resource, SYSTEM_ACTOR, { filter: JSON.stringify({ id: wanted }), range: ALL_ROWS })).map(
          (r) => [r.id, r],
        ),
      )
    : new Map();

const person = (c: Row | undefined): PersonView | null =>
  c
    ? {
        id: c.id as number,
        username: (c.username as string | null) ?? null,
        name: [c.firstName, c.lastName].filter(Boolean).join(' ') || String(c.username ?? c.id),
      }
    : null;

/** Tickets with the titles of their unit, priority and category and their owner, read in one query per kind. */
export async function ticketViews(crud: CrudService, tickets: Row[]): Promise<Row[]> {
  const [units, priorities, categories, customers] = await Promise.all([
    byId(crud, 'units', ids(tickets, 'unitId')),
    byId(crud, 'ticket-priorities', ids(tickets, 'priorityId')),
    byId(crud, 'categories', ids(tickets, 'categoryId')),
    byId(crud, 'customers', ids(tickets, 'customerId')),
  ]);
  return tickets.map(({ _allowed, _locked, ...t }) => ({
    ...t,
    unitTitle: units.get(t.unitId)?.title ?? null,
    priorityName: priorities.get(t.priorityId)?.name ?? null,
    categoryName: categories.get(t.categoryId)?.name ?? null,
    customer: person(customers.get(t.customerId)),
  }));
}

/** Posts with their author, the unit a forward went to, and each attachment's name and address. */
export async function postViews(crud: CrudService, posts: Row[]): Promise<Row[]> {
  const [authors, units] = await Promise.all([
    byId(crud, 'customers', ids(posts, 'customerId')),
    byId(crud, 'units', ids(posts, 'forwardedToUnitId')),
  ]);
  return posts.map((p) => ({
    id: p.id,
    ticketId: p.ticketId,
    body: p.body,
    createdAt: p.createdAt,
    fromStaff: p.fromStaff,
    author: person(authors.get(p.customerId)),
    forwardedToUnitId: p.forwardedToUnitId,
    forwardedToUnitTitle: units.get(p.forwardedToUnitId)?.title ?? null,
    attachments: attachmentNames(p.attachments).map((name) => ({ name, url: fileUrl('Tickets', name) })),
  }));
}
