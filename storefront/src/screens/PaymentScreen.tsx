import { useStorefront } from '../context';

/** /payment/{guid} and /payment/{method}/verify: where a payment gateway sends the customer. */
export function PaymentScreen() {
  const { state, t, href } = useStorefront();
  const verify = state.route.name === 'VerifyPayment';
  return (
    <section className="payment">
      <h1>{t(verify ? 'storefront.payment.verifytitle' : 'storefront.payment.title')}</h1>
      <p>{t(verify ? 'storefront.payment.verifyhint' : 'storefront.payment.hint')}</p>
      <p className="muted">
        {t('storefront.payment.reference')}: {state.route.params.paymentguid ?? state.route.params.paymentmethod ?? ''}
      </p>
      <a className="button" href={href('/account/mypayments')}>
        {t('storefront.account.mypayments')}
      </a>
    </section>
  );
}
