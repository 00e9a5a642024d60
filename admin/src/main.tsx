import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLocale, isRtl } from './language';
import { createI18nProvider, loadMessages } from './providers/i18nProvider';

const locale = initialLocale();
document.documentElement.lang = locale;
document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';

loadMessages[locale]().then((messages) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={locale} i18nProvider={createI18nProvider(locale, messages)} />
    </StrictMode>,
  );
});
