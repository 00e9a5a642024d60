import { Inject, Injectable } from '@nestjs/common';
import type { AccountField, ListView, RouteData } from '@saray/contracts/storefront/state';
import { AppError } from '../../common/app-error.js';
import { I18n } from '../../common/i18n.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import type { EntityMeta } from '../../schema/entity-meta.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { Registry } from '../../schema/registry.js';
import { SECTIONS, type FormField, type Section } from './account-section-list.js';
import { lastPage, pageRange, readListRequest, type ListRequest } from './list-request.js';
import { ProfileScreen } from './profile-screen.js';
import type { RouteContext } from './route-data.service.js';

type Account = NonNullable<RouteData['account']>;
/** The sections that are a form of the customer's own record rather than a list. */
const PROFILE = 'profile';
/** Column kinds that link to a record's page rather than show a value one would order by. */
const LINKS = new Set(['invoice', 'pay']);

/**
 * Reads a section of the signed-in customer's account as one page of a table with translated column labels: the
 * address's search, order and page (?q=&sort=&order=&page=&size=) applied through the generic list query, so the
 * entity's access rules choose the rows (a customer's own only), the sort is one of the section's own columns and the
 * search text reaches the database as a bound parameter.
 */
@Injectable()
export class AccountSections {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(Registry) private readonly registry: Registry,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(I18n) private readonly i18n: I18n,
    @Inject(ProfileScreen) private readonly profile: ProfileScreen,
  ) {}

  /** The section's data: its table (`account`), or the customer's profile. */
  async load(name: string, ctx: RouteContext): Promise<Pick<RouteData, 'account' | 'profile'>> {
    if (name === PROFILE) return { profile: await this.profile.load(ctx) };
    return { account: await this.table(name, ctx) };
  }

  private async table(name: string, ctx: RouteContext): Promise<Account> {
    const section = Object.hasOwn(SECTIONS, name) ? SECTIONS[name] : undefined;
    const meta = section && this.registry.byResource(section.resource)?.meta;
    // A section whose entity this installation does not have lists nothing (tickets have their own screens).
    if (!section || !meta) return { columns: [], rows: [] };
    const label = (field: string) =>
      field === section.lookup?.as
        ? this.i18n.t(ctx.lang, `resources.${section.lookup.resource}.fields.${section.lookup.title}`)
        : this.i18n.t(ctx.lang, `resources.${section.resource}.fields.${field}`);
    const columns = section.columns.map(([field, type]) => ({ field, label: label(field), ...(type ? { type } : {}) }));
    const sortable = section.columns
      .filter(([field, type]) => !LINKS.has(type ?? '') && this.orderable(meta, field))
      .map(([field]) => field);
    const searchable = this.searchTarget(section, meta) !== undefined || meta.list.search.length > 0;
    const request = readListRequest(ctx.query, sortable);
    const { rows, total, page } = await this.page(section, meta, ctx, request, searchable).catch((err: unknown) => {
      // A role its administrator has not let see these records sees an empty list, not an error page.
      if (err instanceof AppError && err.status === 403) return { rows: [] as Row[], total: 0, page: 1 };
      throw err;
    });
    await this.lookup(section, rows, ctx);
    await this.readable(section, rows, ctx);
    const list: ListView = { ...request, page, total, sortable, searchable, q: searchable ? request.q : '' };
    return {
      columns,
      rows: rows.map((r) => Object.fromEntries([['id', r.id], ...columns.map((c) => [c.field, r[c.field] ?? null])])),
      list,
      ...(section.max
        ? {
            max: await this.settings.number(ctx.storeId, section.max[0], section.max[1]),
            kept: list.q ? await this.count(section, ctx) : total,
          }
        : {}),
      ...(section.deletable ? { deletable: true } : {}),
      ...(await this.form(section, ctx, label)),
    };
  }

  /** A column the generic list can order by: a field of the entity's own, not a relation shown by its title. */
  private orderable(meta: EntityMeta, name: string): boolean {
    const field = meta.fields.get(name);
    return Boolean(field && !field.internal && field.kind !== 'json' && !field.relation);
  }

  /** The entity whose titles a section is searched by instead of its own text, and the column pointing at it. */
  private searchTarget(section: Section, meta: EntityMeta): { field: string; resource: string } | undefined {
    const field = section.search;
    if (!field) return undefined;
    const relation = meta.fields.get(field)?.relation;
    const resource =
      section.lookup?.field === field
        ? section.lookup.resource
        : relation && this.registry.byName(relation.entity)?.meta.resource;
    const target = resource ? this.registry.byResource(resource)?.meta : undefined;
    return target?.list.search.length ? { field, resource: resource! } : undefined;
  }

  /** The filter of the section's records, searched: undefined when the search can match none of them. */
  private async filter(section: Section, meta: EntityMeta, ctx: RouteContext, q: string): Promise<Row | undefined> {
    const filter: Row = {
      ...section.filter,
      ...(section.scope === 'own' ? { customerId: ctx.actor.id } : {}),
      ...(section.scope === 'seller' ? { sellerId: ctx.actor.id } : {}),
    };
    if (!q) return filter;
    const via = this.searchTarget(section, meta);
    if (!via) return { ...filter, q };
    const found = await this.crud.rows(via.resource, ctx.actor, { filter: JSON.stringify({ q }), range: ALL_ROWS });
    return found.length ? { ...filter, [via.field]: found.map((r) => r.id) } : undefined;
  }

  /**
   * The page asked for, read as the customer (an own-records entity narrows to theirs by itself); a page past the
   * last shows the last, as a list that shrank since its link was made would.
   */
  private async page(
    section: Section,
    meta: EntityMeta,
    ctx: RouteContext,
    request: ListRequest,
    searchable: boolean,
  ): Promise<{ rows: Row[]; total: number; page: number }> {
    const filter = await this.filter(section, meta, ctx, searchable ? request.q : '');
    if (!filter) return { rows: [], total: 0, page: 1 };
    const read = (page: number) =>
      this.crud.list(section.resource, ctx.actor, {
        filter: JSON.stringify(filter),
        sort: JSON.stringify(request.sort ? [request.sort, request.order.toUpperCase()] : ['id', 'DESC']),
        range: pageRange(page, request.size),
        lang: ctx.lang,
        fallback: ctx.fallback,
      });
    const first = await read(request.page);
    const last = lastPage(first.total, request.size);
    if (request.page <= last) return { rows: first.data, total: first.total, page: request.page };
    const again = await read(last);
    return { rows: again.data, total: again.total, page: last };
  }

  /** Every record of the section the customer keeps, whatever the search: what a limit such as max counts. */
  private async count(section: Section, ctx: RouteContext): Promise<number> {
    const meta = this.registry.byResource(section.resource)!.meta;
    const filter = await this.filter(section, meta, ctx, '');
    const { total } = await this.crud.list(section.resource, ctx.actor, {
      filter: JSON.stringify(filter),
      range: '[0,0]',
    });
    return total;
  }

  /** The column filled from a related record (a favourite's product name), all the page's in one read. */
  private async lookup(section: Section, rows: Row[], ctx: RouteContext): Promise<void> {
    const lookup = section.lookup;
    if (!lookup) return;
    const ids = [...new Set(rows.map((r) => r[lookup.field]).filter((v) => v !== null && v !== undefined))];
    const related = ids.length
      ? await this.crud
          .rows(lookup.resource, ctx.actor, {
            filter: JSON.stringify({ id: ids }),
            range: ALL_ROWS,
            lang: ctx.lang,
            fallback: ctx.fallback,
          })
          .catch(() => [] as Row[])
      : [];
    const titles = new Map(related.map((r) => [r.id, r[lookup.title]]));
    for (const row of rows) row[lookup.as] = titles.get(row[lookup.field]) ?? null;
  }

  /** Relations shown by their record's title (a market's symbol), labelled enums by their translated label. */
  private async readable(section: Section, rows: Row[], ctx: RouteContext): Promise<void> {
    const fields = this.registry.byResource(section.resource)!.meta.fields;
    for (const [name] of section.columns) {
      const field = fields.get(name);
      const labels = field?.spec['x-labels'];
      if (labels)
        for (const row of rows)
          if (row[name] !== null && row[name] !== undefined)
            row[name] = this.i18n.t(ctx.lang, `enums.${labels}.${String(row[name])}`);
      const relation = field?.relation;
      const target = relation?.title ? this.registry.byName(relation.entity)?.meta.resource : undefined;
      if (!relation?.title || !target) continue;
      const ids = [...new Set(rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined))];
      if (!ids.length) continue;
      const related = await this.crud
        .rows(target, ctx.actor, { filter: JSON.stringify({ id: ids }), range: ALL_ROWS })
        .catch(() => [] as Row[]);
      const titles = new Map(related.map((r) => [r.id, r[relation.title!]]));
      for (const row of rows) if (titles.has(row[name])) row[name] = titles.get(row[name]);
    }
  }

  /** The section's add form, when the store lets customers add here. */
  private async form(
    section: Section,
    ctx: RouteContext,
    label: (field: string) => string,
  ): Promise<Pick<NonNullable<RouteData['account']>, 'form'>> {
    const form = section.form;
    if (!form || (form.setting && !(await this.settings.flag(ctx.storeId, form.setting)))) return {};
    const fields = this.registry.byResource(section.resource)!.meta.fields;
    // A phone field is a phone input whatever the section says: the entity file knows it holds a number.
    const typeOf = (f: FormField): AccountField['type'] =>
      f.type ?? (fields.get(f.name)?.spec['x-phone'] ? 'tel' : 'text');
    return {
      form: {
        resource: section.resource,
        ...(form.action ? { action: form.action } : {}),
        fields: form.fields.map((f) => ({ ...f, type: typeOf(f), label: label(f.name) })),
        ...(form.defaults ? { defaults: await form.defaults(this.crud, ctx) } : {}),
        ...(form.note && (await this.settings.flag(ctx.storeId, form.note.setting, form.note.fallback))
          ? { note: this.i18n.t(ctx.lang, form.note.key) }
          : {}),
      },
    };
  }
}
