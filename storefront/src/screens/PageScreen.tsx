import { useAdminTool } from '../admin/AdminFrame';
import { useStorefront } from '../context';
import { Columns } from './Columns';
import { ErrorScreen } from './ErrorScreen';

/** A CMS page (Home is the language's page with systemName 'home'): title, description and its blocks by layout. */
export function PageScreen() {
  const { state, t } = useStorefront();
  const { tool, open } = useAdminTool();
  const page = state.data.page;
  if (!page) return <ErrorScreen status={404} />;
  const isHome = state.route.name === 'Home';
  return (
    <article className={`page page--${page.layoutType}`} data-page={page.slug}>
      {!isHome && <h1 className="page-title">{page.title}</h1>}
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
      {page.description && (
        <div className="page-description rich-text" dangerouslySetInnerHTML={{ __html: page.description }} />
      )}
      <Columns layoutType={page.layoutType} parts={state.data.parts} entityId={page.id} />
    </article>
  );
}
