import { useState } from 'react';
import { THEME_PREVIEW_COOKIE } from '@saray/contracts/session';
import { THEME_NAMES, type ThemeName } from '@saray/contracts/storefront/state';
import { useStorefront } from '../context';
import { api } from '../session';

/** Previews `theme` in this browser (the server honours the cookie for administrators only), or stops previewing. */
function preview(theme: ThemeName | null) {
  document.cookie = theme
    ? `${THEME_PREVIEW_COOKIE}=${theme}; path=/; SameSite=Lax`
    : `${THEME_PREVIEW_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  location.reload();
}

/** The administrator's theme picker in the quick-access menu: each theme opens this page in it. */
export function ThemePreviewChoices() {
  const { state, t } = useStorefront();
  return (
    <li role="none" className="theme-choices">
      <span id="theme-choices-label">{t('storefront.theme.preview')}</span>
      <ul role="group" aria-labelledby="theme-choices-label">
        {THEME_NAMES.map((theme) => (
          <li role="none" key={theme}>
            <button
              type="button"
              role="menuitem"
              data-theme={theme}
              aria-current={theme === state.store.theme ? 'true' : undefined}
              onClick={() => preview(theme)}
            >
              {t(`storefront.theme.names.${theme}`)}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The bar an administrator sees while previewing a theme: which theme this is, which one visitors still see, and
 * the two ways out — make it the store's theme, or leave the preview.
 */
export function ThemePreviewBar() {
  const { state, t } = useStorefront();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const live = state.store.preview?.live;
  if (!live) return null;
  const apply = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const filter = encodeURIComponent(JSON.stringify({ name: 'store.theme' }));
      const [row] = await api<{ id: number }[]>('GET', `/api/settings?filter=${filter}`, undefined, state.lang);
      if (row) await api('PUT', `/api/settings/${row.id}`, { ...row, value: state.store.theme }, state.lang);
      else await api('POST', '/api/settings', { name: 'store.theme', value: state.store.theme }, state.lang);
      preview(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  const name = (theme: ThemeName) => t(`storefront.theme.names.${theme}`);
  return (
    <div className="theme-preview-bar" role="region" aria-label={t('storefront.theme.preview')}>
      <p>{t('storefront.theme.previewing', { theme: name(state.store.theme), live: name(live) })}</p>
      {error && <p role="alert">{error}</p>}
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void apply()}>
        {t('storefront.theme.apply')}
      </button>
      <button type="button" className="button" disabled={busy} onClick={() => preview(null)}>
        {t('storefront.theme.leave')}
      </button>
    </div>
  );
}
