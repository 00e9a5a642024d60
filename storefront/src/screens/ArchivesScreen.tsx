import type { ArchiveMonth } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { formatDate, localDigits } from '../format';
import { ErrorScreen } from './ErrorScreen';

const TYPE_LABELS: Record<string, string> = {
  news: 'storefront.content.type.news',
  blogs: 'storefront.content.type.blogs',
};

const pad = (month: number) => String(month).padStart(2, '0');

/** The months with posts by year, newest first: each links to its month, each year to the whole year. */
function MonthIndex({ months, year, month }: { months: ArchiveMonth[]; year?: number; month?: number }) {
  const { state, t, href } = useStorefront();
  const years = [...new Set(months.map((m) => m.year))];
  return (
    <nav className="archives-index" aria-label={t('storefront.archives.bymonth')}>
      <h2>{t('storefront.archives.bymonth')}</h2>
      {years.map((y) => (
        <div key={y} className="archives-year">
          <h3>
            <a href={href(`/archives/${y}`)} aria-current={y === year && !month ? 'page' : undefined}>
              {localDigits(y, state.lang)}
            </a>
          </h3>
          <ul>
            {months
              .filter((m) => m.year === y)
              .map((m) => (
                <li key={m.month}>
                  <a
                    href={href(`/archives/${m.year}/${pad(m.month)}`)}
                    aria-current={m.year === year && m.month === month ? 'page' : undefined}
                  >
                    {m.label}
                  </a>{' '}
                  <span className="muted">({localDigits(m.count, state.lang)})</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * /archives[/{year}[/{month}]]: the news and blog posts of a month or a year (all of them on /archives), newest first,
 * a page at a time, beside the index of the months that hold posts with their counts. Months are the language's
 * calendar's (Persian in fa); the server reads and counts them.
 */
export function ArchivesScreen() {
  const { state, t, href } = useStorefront();
  const archive = state.data.archive;
  if (!archive) return <ErrorScreen status={404} />;
  const { period, items, total, page, pageSize } = archive;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const path = period ? `/archives/${period.year}${period.month ? `/${pad(period.month)}` : ''}` : '/archives';
  const pageLink = (n: number) => href(n === 1 ? path : `${path}?page=${n}`);
  const count = localDigits(total, state.lang);
  return (
    <section className="archives">
      {period && (
        <nav className="breadcrumb" aria-label={t('storefront.archives.trail')}>
          <a href={href('/archives')}>{t('storefront.archives.title')}</a>
          {period.month && <a href={href(`/archives/${period.year}`)}>{localDigits(period.year, state.lang)}</a>}
          <span aria-current="page">{period.label}</span>
        </nav>
      )}
      <h1>
        {period ? t('storefront.archives.periodtitle', { period: period.label }) : t('storefront.archives.title')}
      </h1>
      <div className="archives-layout">
        <div className="archives-posts">
          <p className="muted">{t('storefront.archives.count', { smart_count: total, count })}</p>
          {items.length === 0 && <p>{t('storefront.archives.none')}</p>}
          <ol className="post-list archives-list">
            {items.map((item) => (
              <li key={item.id}>
                <a href={href(`/content/${item.type}/${item.slug}`)}>{item.title}</a>
                <p className="archives-meta muted">
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt, state.lang)}</time>
                  {TYPE_LABELS[item.type] && <span className="badge badge--muted">{t(TYPE_LABELS[item.type])}</span>}
                </p>
                {item.summary && <p className="muted">{item.summary}</p>}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="archives-pager" aria-label={t('storefront.archives.pages')}>
              {page > 1 && (
                <a href={pageLink(page - 1)} rel="prev">
                  {t('storefront.archives.newer')}
                </a>
              )}
              <span>
                {t('storefront.archives.pageof', {
                  page: localDigits(page, state.lang),
                  pages: localDigits(pages, state.lang),
                })}
              </span>
              {page < pages && (
                <a href={pageLink(page + 1)} rel="next">
                  {t('storefront.archives.older')}
                </a>
              )}
            </nav>
          )}
        </div>
        <MonthIndex months={archive.months} year={period?.year} month={period?.month} />
      </div>
    </section>
  );
}
