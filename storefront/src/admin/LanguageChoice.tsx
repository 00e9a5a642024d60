import { useStorefront } from '../context';
import type { Language } from '@saray/contracts/storefront/state';

/** The languages to copy from: every offered language but the page's own. */
export function LanguageChoice({ pick, busy }: { pick: (lang: Language) => void; busy: boolean }) {
  const { state, t } = useStorefront();
  const others = state.languages.filter((l) => l.code !== state.lang);
  if (!others.length) return <p>{t('storefront.admin.nootherlanguage')}</p>;
  return (
    <div className="choice-list" role="group" aria-label={t('storefront.admin.copyfrom')}>
      <p>{t('storefront.admin.copyfrom')}</p>
      {others.map((l) => (
        <button key={l.code} type="button" data-lang={l.code} disabled={busy} onClick={() => pick(l.code)}>
          {l.name}
        </button>
      ))}
    </div>
  );
}
