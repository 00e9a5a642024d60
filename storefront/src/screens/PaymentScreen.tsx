import { useState } from 'react';
import { useStorefront } from '../context';
import { formatDate, formatDateTime, formatDecimal, formatMoney, localDigits } from '../format';
import { api } from '../session';
import { OrderConfirmation } from './OrderConfirmation';

/** Leaves for the payment's gateway: the server starts the payment and answers where to go. */
function PayButton({ guid }: { guid: string }) {
  const { state, t } = useStorefront();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pay = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { redirectUrl } = await api<{ redirectUrl: string }>(
        'POST',
        '/api/Payments/startPayment',
        { guid },
        state.lang,
      );
      window.location.assign(redirectUrl);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void pay()}
      >
        {t('storefront.payment.pay')}
      </button>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * /payment/{guid}: the payment due, with the button that leaves for the gateway; for an order just placed it is the
 * order's confirmation too (its number, lines, amounts and address). /payment/{method}/verify: where the gateway
 * sends the customer back, with what came of it (spec 1 §2.1).
 */
export function PaymentScreen() {
  const { state, t, href } = useStorefront();
  const { payment, verify, order } = state.data;
  const verifying = state.route.name === 'VerifyPayment';
  const placed = !verifying && order && payment && !payment.canceled;
  return (
    <section className="payment" data-result={verify?.result}>
      <h1>
        {t(
          verifying
            ? 'storefront.payment.verifytitle'
            : placed
              ? 'storefront.order.thanks'
              : 'storefront.payment.title',
        )}
      </h1>
      {order?.invoiceNumber && (
        <p className="order-number">
          {t('storefront.order.number')}:{' '}
          <strong data-testid="order-number">{localDigits(order.invoiceNumber, state.lang)}</strong>
          {order.invoiceDate && ` · ${formatDate(order.invoiceDate, state.lang)}`}
        </p>
      )}
      {verify && (
        <p className={`alert alert--${verify.result === 'paid' ? 'success' : 'error'}`} role="status">
          {t(`storefront.payment.result.${verify.result}`)}
          {verify.refId ? ` ${t('storefront.payment.refid')}: ${localDigits(verify.refId, state.lang)}` : ''}
        </p>
      )}
      {payment === null && !verify && (
        <p>
          <a href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}>
            {t('storefront.payment.signin')}
          </a>
        </p>
      )}
      {payment && (
        <dl className="payment-summary" data-testid="payment-summary">
          {payment.invoiceNumber && !order && (
            <>
              <dt>{t('storefront.payment.invoice')}</dt>
              <dd>{localDigits(payment.invoiceNumber, state.lang)}</dd>
            </>
          )}
          <dt>{t('storefront.payment.amount')}</dt>
          <dd data-testid="payment-amount">{`${formatMoney(payment.amount, state.lang)} ${payment.coin}`}</dd>
          {payment.conversion && (
            <dd className="payment-conversion" data-testid="payment-conversion">
              {t('storefront.payment.conversion', {
                amount: formatDecimal(payment.conversion.amount, state.lang),
                coin: payment.conversion.payCoin,
                rate: formatDecimal(payment.conversion.rate, state.lang),
                ordercoin: payment.coin,
                time: formatDateTime(payment.conversion.rateAt, state.lang),
              })}
            </dd>
          )}
          <dt>{t('storefront.payment.method')}</dt>
          <dd>{payment.paymentType}</dd>
          <dt>{t('storefront.payment.status')}</dt>
          <dd data-testid="payment-status">
            {t(
              payment.isPaid
                ? 'storefront.payment.statuspaid'
                : payment.canceled
                  ? 'storefront.payment.statuscanceled'
                  : 'storefront.payment.statusdue',
            )}
          </dd>
        </dl>
      )}
      {payment && !payment.isPaid && !payment.canceled && !verifying && (
        <>
          {payment.external ? (
            <PayButton guid={payment.guid} />
          ) : (
            <p className="muted">{t('storefront.payment.manual')}</p>
          )}
        </>
      )}
      {payment && !payment.isPaid && !payment.canceled && verifying && payment.external && (
        <PayButton guid={payment.guid} />
      )}
      {order && <OrderConfirmation order={order} />}
      <p>
        <a className="button" href={href('/account/mypayments')}>
          {t('storefront.account.mypayments')}
        </a>
      </p>
    </section>
  );
}
