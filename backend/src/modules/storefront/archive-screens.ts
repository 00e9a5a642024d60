import { Inject, Injectable } from '@nestjs/common';
import type { ArchiveItem, ArchiveMonth, ArchiveView, Language } from '@saray/contracts/storefront/state';
import { DataSource } from 'typeorm';
import { CrudService } from '../../crud/crud.service.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { calendarDay, calendarOf, monthStart, periodLabel, periodRange } from './calendar-months.js';
import type { RouteContext } from './route-data.service.js';

/** The page types the archives list (dated posts), and the content type of each one's address. */
const POST_TYPES: Record<string, string> = { News: 'news', Blogs: 'blogs' };
export const ARCHIVE_PAGE_SIZE = 20;
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

const item = (row: Row): ArchiveItem => ({
  id: Number(row.id),
  title: String(row.title),
  slug: String(row.slug),
  type: POST_TYPES[String(row.type)] ?? 'pages',
  createdAt: String(row.createdAt),
  summary: (row.metaDescription as string | null) ?? null,
});

/**
 * /archives[/{year}[/{month}]]: the language's published news and blog posts by month of the language's calendar
 * (Persian in fa), with counts, and a page of the posts of the period chosen, newest first, read on the server.
 */
@Injectable()
export class ArchiveScreens {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** Undefined (the 404 page) for a period outside the calendar, one without posts, or a page past the last. */
  async load(ctx: RouteContext, params: Record<string, string>): Promise<ArchiveView | undefined> {
    const calendar = calendarOf(ctx.lang);
    const pageText = ctx.query.get('page');
    if (pageText !== null && !PAGE_NUMBER.test(pageText)) return undefined;
    const page = pageText === null ? 1 : Number(pageText);
    const filter: Row = { languageCode: ctx.lang, published: true, type: Object.keys(POST_TYPES) };
    let period: ArchiveView['period'];
    if (params.year) {
      const year = Number(params.year);
      const month = params.month ? Number(params.month) : undefined;
      const range = periodRange(calendar, year, month);
      if (!range) return undefined;
      filter.createdAt_gte = range[0].toISOString();
      filter.createdAt_lt = range[1].toISOString();
      period = { year, ...(month ? { month } : {}), label: periodLabel(ctx.lang, range[0], month !== undefined) };
    }
    const offset = (page - 1) * ARCHIVE_PAGE_SIZE;
    const [months, list] = await Promise.all([
      this.months(ctx.lang),
      this.crud.list('pages', ctx.actor, {
        filter: JSON.stringify(filter),
        sort: JSON.stringify(['createdAt', 'DESC']),
        range: JSON.stringify([offset, offset + ARCHIVE_PAGE_SIZE - 1]),
      }),
    ]);
    if ((period && list.total === 0) || (page > 1 && list.data.length === 0)) return undefined;
    return {
      months,
      ...(period ? { period } : {}),
      items: list.data.map(item),
      total: list.total,
      page,
      pageSize: ARCHIVE_PAGE_SIZE,
    };
  }

  /**
   * Every month of the language's calendar holding published posts, newest first, with their counts. One grouped
   * read of what any visitor may list (published posts of the language); the days are folded into months here, as a
   * Persian month does not begin with a Gregorian one.
   */
  private async months(lang: Language): Promise<ArchiveMonth[]> {
    const days = (await this.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS posts
         FROM pages WHERE language_code = $1 AND published AND type = ANY($2) GROUP BY 1`,
      [lang, Object.keys(POST_TYPES)],
    )) as { day: string; posts: number }[];
    const calendar = calendarOf(lang);
    const months = new Map<string, ArchiveMonth>();
    for (const { day, posts } of days) {
      const { year, month } = calendarDay(new Date(`${day}T00:00:00Z`), calendar);
      const key = `${year}-${month}`;
      const found = months.get(key);
      if (found) found.count += Number(posts);
      else
        months.set(key, {
          year,
          month,
          count: Number(posts),
          label: periodLabel(lang, monthStart(calendar, year, month)),
        });
    }
    return [...months.values()].sort((a, b) => b.year - a.year || b.month - a.month);
  }
}
