import { useAdminTool } from '../admin/AdminFrame';
import { useStorefront } from '../context';
import { ThemePreviewChoices } from './ThemePreview';

/**
 * Quick access: the pages flagged for the top menu; administrators also get 'add page' (the page wizard) and the
 * themes to preview.
 */
export function QuickAccess() {
  const { state, t, href } = useStorefront();
  const { tool, open } = useAdminTool();
  if (!state.quickAccess.length && !state.user?.isAdmin) return null;
  return (
    <details className="dropdown quick-access">
      <summary>{t('storefront.header.quickaccess')}</summary>
      <ul role="menu">
        {state.quickAccess.map((p) => (
          <li role="none" key={p.id}>
            <a role="menuitem" href={href(`/pages/${p.slug}`)}>
              {p.title}
            </a>
          </li>
        ))}
        {state.user?.isAdmin && (
          <li role="none">
            <button type="button" data-action="addpage" onClick={() => open({ kind: 'pageWizard', mode: 'create' })}>
              {t('storefront.admin.addpage')}
            </button>
          </li>
        )}
        {state.user?.isAdmin && <ThemePreviewChoices />}
      </ul>
      {tool}
    </details>
  );
}
