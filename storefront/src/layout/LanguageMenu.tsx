import { useStorefront } from '../context';

/**
 * Language links swap the language segment of the current path (spec 1 §2.4); the chosen language is also kept in
 * the locale cookie for 30 days (spec 3 §9), so a bare '/' opens in it next time.
 */
export function LanguageMenu() {
  const { state, t } = useStorefront();
  const remember = (locale: string) => {
    document.cookie = `locale=${locale}; path=/; max-age=${30 * 86400}; SameSite=Lax`;
  };
  const current = state.languages.find((l) => l.code === state.lang);
  return (
    <details className="dropdown language-menu">
      {/* Its name holds the language it shows ("Language English"), as a speech-input user would say it. */}
      <summary>
        <span className="visually-hidden">{t('storefront.header.language')} </span>
        {current?.name ?? state.lang}
      </summary>
      <ul role="menu">
        {state.languages.map((l) => (
          <li key={l.code} role="none">
            <a role="menuitem" href={l.href} hrefLang={l.code} lang={l.code} onClick={() => remember(l.locale)}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
