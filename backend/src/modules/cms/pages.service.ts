import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { LANGUAGES, type Language } from '../../common/i18n.js';
import { positiveId } from '../../common/input.js';
import type { RequestContext } from '../../common/request-context.js';
import { CrudService } from '../../crud/crud.service.js';
import { pagedList } from '../../crud/paged-list.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { slugify } from './slug.js';

const PAGES = 'pages';
const NAME_REQUIRED = 'content.pagename_required_error';

/** A new page's model as the wizard starts it (spec 3 §3, §9: type Pages, one column, published). */
const NEW_PAGE = {
  type: 'Pages',
  layoutType: 'onecolumn',
  published: true,
  includeInTopMenu: false,
  includeInSitemap: true,
};

/**
 * The page service of spec 3 §7: the slug check, creating a page in one or every public language, saving, listing,
 * deleting, and reading a page to copy its content into another language. Every write goes through CrudService as
 * the caller, so the Page entity's access, validation and unique slug per language apply.
 */
@Injectable()
export class PagesService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  /** The slug for a page name, free in the language (a taken one gets -2, -3, …), with the new page's defaults. */
  async checkSlug(actor: Actor, context: RequestContext, name: unknown, lang?: unknown): Promise<Row> {
    const title = typeof name === 'string' ? name.trim() : '';
    const base = slugify(title);
    if (!base) throw AppError.badRequest(NAME_REQUIRED, [{ path: '/name', error: NAME_REQUIRED }]);
    const languageCode = this.language(lang, context);
    let slug = base;
    for (let n = 2; await this.slugTaken(actor, languageCode, slug); n++) slug = `${base}-${n}`;
    return { ...NEW_PAGE, title, slug, languageCode, metaTitle: title };
  }

  /**
   * Creates the page; with the multi-language flag, also its copy in every other public language under the same
   * slug. All or none, in one transaction: if one language refuses (its slug taken, say), none is made.
   */
  async addPage(actor: Actor, context: RequestContext, body: unknown): Promise<{ identifier: string; ids: number[] }> {
    const { multiLanguage, page: given, ...flat } = bodyObject(body);
    const page: Row = { ...NEW_PAGE, ...bodyObject(given ?? flat) };
    const first = this.language(page.languageCode, context);
    const languages = multiLanguage === false ? [first] : [first, ...(await this.publicLanguages(context))];
    const created = await this.crud.transaction(async (tx) => {
      const rows: Row[] = [];
      for (const languageCode of new Set(languages))
        rows.push(await tx.create(PAGES, actor, { ...page, languageCode }));
      return rows;
    });
    return { identifier: String(created[0].slug), ids: created.map((r) => Number(r.id)) };
  }

  /** Saves the wizard's model: an update when it has an id (with its version), else a new page. */
  savePage(actor: Actor, context: RequestContext, body: unknown): Promise<Row> {
    const languageCode = this.language(bodyObject(body).languageCode, context);
    return this.crud.save(PAGES, actor, body, { ...NEW_PAGE, languageCode });
  }

  /**
   * One page of the add-existing-page table: pageIndex is zero-based, keyword searches title, slug and keywords, and
   * languageCode (optional) keeps one language's pages.
   */
  async list(
    actor: Actor,
    query: { pageIndex?: unknown; pageSize?: unknown; keyword?: unknown; languageCode?: unknown },
  ): Promise<{ data: Row[]; totalCount: number }> {
    const languageCode = LANGUAGES.includes(query.languageCode as Language) ? { languageCode: query.languageCode } : {};
    return pagedList(this.crud, PAGES, actor, query, languageCode);
  }

  remove(actor: Actor, id: unknown): Promise<Row> {
    return this.crud.remove(PAGES, actor, String(positiveId(id, '/id')));
  }

  /** A page's content to copy into another language: only a positive id is looked up. */
  async exchange(actor: Actor, id: unknown): Promise<Row> {
    const page = await this.crud.getOne(PAGES, actor, String(positiveId(id, '/id')));
    return { id: page.id, languageCode: page.languageCode, slug: page.slug, dataContent: page.dataContent ?? null };
  }

  private async slugTaken(actor: Actor, languageCode: Language, slug: string): Promise<boolean> {
    const filter = JSON.stringify({ languageCode, slug });
    return (await this.crud.list(PAGES, actor, { filter, range: '[0,0]' })).total > 0;
  }

  private language(value: unknown, context: RequestContext): Language {
    return LANGUAGES.includes(value as Language) ? (value as Language) : context.lang;
  }

  /** The store's public languages (setting availablelanguagesinpublic, default en). */
  private async publicLanguages(context: RequestContext): Promise<Language[]> {
    const setting =
      (await this.settings.get(context.store?.id as number | undefined, 'availablelanguagesinpublic')) ?? 'en';
    return setting
      .split(',')
      .map((l) => l.trim())
      .filter((l): l is Language => LANGUAGES.includes(l as Language));
  }
}
