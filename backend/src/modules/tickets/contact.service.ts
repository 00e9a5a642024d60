import { Inject, Injectable } from '@nestjs/common';
import type { ContactView } from '@saray/contracts/storefront/state';
import { isAnonymous, onBehalfOf, SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError, type ErrorDetail } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { prepareCreate } from '../../crud/pipeline/validate-input.js';
import { bodyObject, type Languages, type Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';

/** The setting naming the priority messages from the contact page get; the first active priority without it. */
export const CONTACT_PRIORITY_SETTING = 'contact.priority';

const text = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Messages from the contact page, which anyone may send: each becomes a support ticket with the message as its first
 * post, for the staff of the chosen unit (else the first active unit) to answer. A visitor's ticket has no customer
 * and carries the name, e-mail and phone they gave; a signed-in customer's ticket is theirs and shows in their
 * account. Nothing in the form depends on the visitor, so the page can be served from a cache.
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** The form's choices: the active units in display order, titled in the page's language. */
  async form(languages: Languages): Promise<ContactView> {
    const units = await this.crud.rows('units', SYSTEM_ACTOR, {
      filter: JSON.stringify({ isActived: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
      ...languages,
    });
    return { units: units.map((u) => ({ id: Number(u.id), title: String(u.title) })) };
  }

  /**
   * Sends a message { contactName, contactEmail, contactPhone?, title, body, unitId? }: answers the new ticket's
   * number. Every field's problem is answered at once (400 ticket.error.contact), checked as the write checks it;
   * name and e-mail are required of visitors only.
   */
  async send(actor: Actor, raw: unknown, storeId: number | undefined): Promise<{ id: number; mine: boolean }> {
    const body = bodyObject(raw);
    const visitor = isAnonymous(actor);
    const contact: Row = {};
    for (const field of ['contactName', 'contactEmail', 'contactPhone'])
      if (!blank(text(body[field]))) contact[field] = text(body[field]);
    const title = text(body.title);
    const message = text(body.body);
    const required = [
      ...(visitor ? ['contactName', 'contactEmail'] : []).filter((f) => blank(contact[f])),
      ...(blank(title) ? ['title'] : []),
      ...(blank(message) ? ['body'] : []),
    ];
    const details: ErrorDetail[] = required.map((f) => ({ path: `/${f}`, error: 'common.error.required' }));
    const unitId = blank(body.unitId) ? await this.firstUnit() : positiveId(body.unitId, '/unitId');
    const priorityId = await this.priority(storeId);
    const ticket: Row = {
      ...contact,
      ...(blank(title) ? {} : { title }),
      unitId,
      priorityId,
      ...(visitor ? {} : { customerId: actor.id }),
    };
    // The post is checked before its ticket exists: any ticket number stands in for the one it will get.
    const post: Row = { ticketId: 1, ...(blank(message) ? {} : { body: message }) };
    details.push(...this.problems('tickets', ticket, details), ...this.problems('ticket-posts', post, details));
    if (details.length) throw AppError.badRequest('ticket.error.contact', details);

    const author = onBehalfOf(actor);
    // The ticket and its message are one change: both are written, or neither.
    const opened = await this.crud.transaction(async (tx) => {
      const created = await tx.create('tickets', author, ticket);
      await tx.create('ticket-posts', author, {
        ticketId: created.id,
        ...(visitor ? {} : { customerId: actor.id }),
        body: message,
      });
      return created;
    });
    return { id: Number(opened.id), mine: !visitor };
  }

  /** The entity file's own refusals of these values, for the fields not already refused. */
  private problems(resource: string, values: Row, known: ErrorDetail[]): ErrorDetail[] {
    try {
      prepareCreate(this.crud.entity(resource), values);
      return [];
    } catch (err) {
      if (!(err instanceof AppError) || err.key !== 'common.error.validation') throw err;
      return err.details.filter((d) => !known.some((k) => k.path === d.path));
    }
  }

  /** Where a message goes when the visitor chose no unit: the first active top-level unit. */
  private async firstUnit(): Promise<number> {
    const [unit] = await this.crud.rows('units', SYSTEM_ACTOR, {
      filter: JSON.stringify({ isActived: true, parentUnitId: null }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: '[0,0]',
    });
    if (!unit)
      throw AppError.badRequest('ticket.error.unitinactive', [{ path: '/unitId', error: 'ticket.error.unitinactive' }]);
    return Number(unit.id);
  }

  /** The store's contact priority when it is active, else the first active priority. */
  private async priority(storeId: number | undefined): Promise<number | undefined> {
    const rows = await this.crud.rows('ticket-priorities', SYSTEM_ACTOR, {
      filter: JSON.stringify({ isActive: true }),
      sort: JSON.stringify(['displayOrder', 'ASC']),
      range: ALL_ROWS,
    });
    const chosen = Number(await this.settings.get(storeId, CONTACT_PRIORITY_SETTING));
    const priority = rows.find((p) => p.id === chosen) ?? rows[0];
    return priority ? Number(priority.id) : undefined;
  }
}
