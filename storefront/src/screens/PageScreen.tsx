import type { Block } from '@saray/contracts/storefront/state';
import { useAdminTool } from '../admin/AdminFrame';
import { useStorefront } from '../context';
import { Columns } from './Columns';
import { ErrorScreen } from './ErrorScreen';

/** The page template's values a page shows (subtitle and summary), as text. */
function pageData(dataContent: string | null | undefined): { subtitle: string; summary: string } {
  let data: Record<string, { content?: unknown } | undefined> = {};
  try {
    data = JSON.parse(dataContent ?? '{}') as typeof data;
  } catch {
    // A page whose data is not JSON shows none of it.
  }
  const text = (key: string) => (typeof data?.[key]?.content === 'string' ? String(data[key]!.content).trim() : '');
  return { subtitle: text('subtitle'), summary: text('summary') };
}

/**
 * A CMS page (Home is the language's page with systemName 'home'): title, description and its blocks by layout. A
 * screen that draws a page with more around it (the white paper) may hand over the blocks as it prepared them.
 */
export function PageScreen({ parts }: { parts?: Record<string, Block[]> }) {
  const { state, t } = useStorefront();
  const { tool, open } = useAdminTool();
  const page = state.data.page;
  if (!page) return <ErrorScreen status={404} />;
  const isHome = state.route.name === 'Home';
  const { subtitle, summary } = pageData(page.dataContent);
  return (
    <article className={`page page--${page.layoutType}`} data-page={page.slug}>
      {!isHome && <h1 className="page-title">{page.title}</h1>}
      {subtitle && <p className="page-subtitle">{subtitle}</p>}
      {state.user?.isAdmin && (
        <div className="page-tools" role="toolbar" aria-label={t('storefront.admin.pagetools')}>
          <button type="button" data-action="editpage" onClick={() => open({ kind: 'pageWizard', mode: 'edit', page })}>
            {t('storefront.admin.editpage')}
          </button>
          <button
            type="button"
            data-action="exchangepage"
            onClick={() => open({ kind: 'pageWizard', mode: 'exchange', page })}
          >
            {t('storefront.admin.exchangepage')}
          </button>
          {!page.published && <span className="badge badge--muted">{t('storefront.admin.unpublished')}</span>}
          {tool}
        </div>
      )}
      {summary && <p className="page-summary">{summary}</p>}
      {page.description && (
        <div className="page-description rich-text" dangerouslySetInnerHTML={{ __html: page.description }} />
      )}
      <Columns layoutType={page.layoutType} parts={parts ?? state.data.parts} entityId={page.id} />
    </article>
  );
}
