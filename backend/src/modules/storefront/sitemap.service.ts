import { Inject, Injectable } from '@nestjs/common';
import { ANONYMOUS } from '../../auth/actor.js';
import { isLanguage, type Language } from '../../common/i18n.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { StoreDirectory } from '../../platform/stores/store-directory.service.js';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (v: unknown) => (v ? new Date(String(v)).toISOString().slice(0, 10) : undefined);
/** Pages a route of their own shows, by systemName: the address that route has. */
const ROUTED_PAGES = new Map([
  ['home', ''],
  ['whitepaper', '/whitepaper'],
]);
/** Screens of every language that are no page record: the contact page and the archives. */
const SCREENS = ['/contactus', '/archives'];

/**
 * /sitemap.xml: every published page flagged includeInSitemap in its language (at its own route where it has one),
 * the contact page and the archives, and the published products and categories in each public language, read as a visitor would; /robots.txt points to it and keeps crawlers out of the
 * dashboard, the API and the account area.
 */
@Injectable()
export class SitemapService {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(StoreDirectory) private readonly directory: StoreDirectory,
  ) {}

  async sitemap(origin: string): Promise<string> {
    const store = await this.directory.defaultStore();
    const languages = ((await this.settings.get(store?.id as number | undefined, 'availablelanguagesinpublic')) ?? 'en')
      .split(',')
      .map((l) => l.trim())
      .filter(isLanguage);
    const list = async (resource: string, filter: object) =>
      await this.crud.rows(resource, ANONYMOUS, { filter: JSON.stringify(filter), range: ALL_ROWS });
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const page of await list('pages', { published: true, includeInSitemap: true })) {
      const lang = page.languageCode as Language;
      const routed = ROUTED_PAGES.get(String(page.systemName));
      const path =
        routed !== undefined
          ? routed
          : page.type === 'Pages'
            ? `/pages/${encodeURIComponent(String(page.slug))}`
            : `/content/${String(page.type).toLowerCase()}/${encodeURIComponent(String(page.slug))}`;
      urls.push({ loc: `${origin}/${lang}${path}`, lastmod: day(page.updatedAt) });
    }
    for (const lang of languages) {
      for (const screen of SCREENS) urls.push({ loc: `${origin}/${lang}${screen}` });
      for (const product of await list('products', { published: true }))
        urls.push({ loc: `${origin}/${lang}/p/${product.guid}`, lastmod: day(product.updatedAt) });
      for (const category of await list('categories', { published: true, entityName: 'Product' }))
        urls.push({ loc: `${origin}/${lang}/cat/product/${category.guid}`, lastmod: day(category.updatedAt) });
    }
    const body = urls
      .map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  }

  robots(origin: string): string {
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /*/dashboard',
      'Disallow: /account/',
      'Disallow: /*/account/',
      'Disallow: /Authentication',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
