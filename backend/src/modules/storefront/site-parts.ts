import { Inject, Injectable } from '@nestjs/common';
import type { Block, Language, PageView, StorefrontState } from '@saray/contracts/storefront/state';
import { ANONYMOUS, isAnonymous, type Actor } from '../../auth/actor.js';
import { TableCache } from '../../common/table-cache.js';
import { ChangeFeed } from '../../crud/change-feed.js';
import { CrudService } from '../../crud/crud.service.js';
import { Registry } from '../../schema/registry.js';
import { changesPages } from './page-changes.js';
import { RouteDataService } from './route-data.service.js';
import { toPage } from './views.js';

/** What every page of a language draws around its own: its home page, that page's blocks, the quick access. */
export interface SitePartsView {
  homePage: PageView | undefined;
  homeBlocks: Record<string, Block[]>;
  quickAccess: StorefrontState['quickAccess'];
}

/**
 * The language's site-wide parts, read as the visitor. Every anonymous visitor sees the same ones: they are read once
 * per language and kept, as settings and stores are, until a committed change of anything pages show (ChangeFeed,
 * on any node with Redis) or for 15 s at most; each request gets its own copies, which it may fill in (block
 * loaders do). A signed-in visitor's (an administrator sees drafts) are read for each request (decision 91).
 */
@Injectable()
export class SiteParts {
  private readonly visitors = new Map<Language, TableCache<SitePartsView>>();

  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(RouteDataService) private readonly routeData: RouteDataService,
    @Inject(ChangeFeed) feed: ChangeFeed,
    @Inject(Registry) registry: Registry,
  ) {
    feed.listen(({ entities }) => {
      if (changesPages(registry, entities)) for (const kept of this.visitors.values()) kept.invalidate();
    });
  }

  async of(actor: Actor, lang: Language): Promise<SitePartsView> {
    if (!isAnonymous(actor)) return this.read(actor, lang);
    let kept = this.visitors.get(lang);
    if (!kept) this.visitors.set(lang, (kept = new TableCache(() => this.read(ANONYMOUS, lang))));
    const { homePage, homeBlocks, quickAccess } = await kept.get();
    return {
      homePage: homePage && { ...homePage },
      homeBlocks: Object.fromEntries(
        Object.entries(homeBlocks).map(([part, blocks]) => [part, blocks.map((b) => ({ ...b }))]),
      ),
      quickAccess: quickAccess.map((q) => ({ ...q })),
    };
  }

  private async read(actor: Actor, lang: Language): Promise<SitePartsView> {
    const homePage = await this.homePage(actor, lang);
    // Reads that do not depend on each other go out together (on PostgreSQL they overlap).
    const [homeBlocks, quickAccess] = await Promise.all([
      homePage ? this.routeData.blocks(actor, 'Page', homePage.id) : ({} as Record<string, Block[]>),
      this.quickAccess(actor, lang),
    ]);
    return { homePage, homeBlocks, quickAccess };
  }

  /** The language's home page: the page with systemName 'home' (it also holds the site-wide blocks). */
  private async homePage(actor: Actor, lang: Language): Promise<PageView | undefined> {
    const filter = JSON.stringify({ systemName: 'home', languageCode: lang });
    const row = (await this.crud.rows('pages', actor, { filter, range: '[0,0]' }))[0];
    return row ? toPage(row) : undefined;
  }

  /** The pages flagged includeInTopMenu, for the quick-access menu. */
  private async quickAccess(actor: Actor, lang: Language): Promise<StorefrontState['quickAccess']> {
    const filter = JSON.stringify({ languageCode: lang, includeInTopMenu: true, published: true });
    const sort = JSON.stringify(['title', 'ASC']);
    const rows = await this.crud.rows('pages', actor, { filter, range: '[0,19]', sort });
    return rows.map((r) => ({ id: Number(r.id), slug: String(r.slug), title: String(r.title) }));
  }
}
