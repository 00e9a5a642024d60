import { useStorefront } from '../context';

/** The 404 page ('Page not found.' with its hint, spec 1 §2.1) and the 500 page (with the id to quote). */
export function ErrorScreen({ status: given }: { status?: 404 | 500 }) {
  const { state, t, href } = useStorefront();
  const status = given ?? (state.route.name === 'ServerError' ? 500 : 404);
  const [title, hint] =
    status === 404
      ? ['storefront.error.notfound.title', 'storefront.error.notfound.hint']
      : ['storefront.error.servererror.title', 'storefront.error.servererror.hint'];
  return (
    <section className="error-page" data-status={status}>
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{t(title)}</h1>
      <p>{t(hint)}</p>
      {state.data.errorId && <p className="muted">{t('storefront.error.reference', { id: state.data.errorId })}</p>}
      <a className="button" href={href('/')}>
        {t('storefront.route.home')}
      </a>
    </section>
  );
}
