import { useCallback, useEffect, useState } from 'react';
import type { LoanPlanView } from '@saray/contracts/storefront/state';
import { Money } from '../components/Money';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { api } from '../session';
import { LoanForm } from './lands/LoanForm';
import { MyLoans, type MyLoan } from './lands/MyLoans';

function PlanCard({ plan }: { plan: LoanPlanView }) {
  const { state, t } = useStorefront();
  const digits = (v: string | number) => localDigits(v, state.lang);
  return (
    <article className="plan-card" data-plan={plan.id}>
      <h2>{plan.name}</h2>
      <dl>
        <dt>{t('storefront.loans.apr')}</dt>
        <dd>{t('storefront.loans.aprvalue', { percent: digits(plan.aprPercent) })}</dd>
        <dt>{t('storefront.loans.maxltv')}</dt>
        <dd>{t('storefront.loans.ltvvalue', { percent: digits(plan.maxLtvPercent) })}</dd>
        <dt>{t('storefront.loans.term')}</dt>
        <dd>{t('storefront.loans.termrange', { min: digits(plan.minTermMonths), max: digits(plan.maxTermMonths) })}</dd>
        <dt>{t('storefront.loans.principalshort')}</dt>
        <dd>
          <Money value={plan.minPrincipal} />
          {' – '}
          {plan.maxPrincipal ? <Money value={plan.maxPrincipal} currency={plan.coin} /> : plan.coin}
        </dd>
      </dl>
      {plan.description && <p className="muted">{plan.description}</p>}
    </article>
  );
}

/**
 * /loans: the loan plans for buying land, a request towards any parcel on sale in a plan's coin (the server's
 * quote shown as the customer chooses), and a signed-in customer's loans with their schedules.
 */
export function LoansScreen() {
  const { state, t, href } = useStorefront();
  const view = state.data.lands;
  const plans = view?.plans ?? [];
  const [loans, setLoans] = useState<MyLoan[]>([]);
  const signedIn = state.user !== null;
  const load = useCallback(() => {
    if (!signedIn) return;
    api<{ data: MyLoan[] }>('GET', '/api/Loans/getMyLoans?pageSize=50', undefined, state.lang)
      .then((page) => setLoans(page.data))
      .catch(() => undefined);
  }, [signedIn, state.lang]);
  useEffect(load, [load]);
  return (
    <section className="loans">
      <h1>{t('storefront.loans.title')}</h1>
      <p className="muted">{t('storefront.loans.intro')}</p>
      {!plans.length ? (
        <p className="muted">{t('storefront.loans.noplans')}</p>
      ) : (
        <div className="loans-board">
          <div className="loan-plans">
            {plans.map((p) => (
              <PlanCard key={p.id} plan={p} />
            ))}
          </div>
          <section className="sale-panel" aria-labelledby="loan-request-title">
            <h2 id="loan-request-title">{t('storefront.loans.request')}</h2>
            {view?.lands.length ? (
              <LoanForm plans={plans} lands={view.lands} requested={load} />
            ) : (
              <p className="muted">{t('storefront.loans.nolands')}</p>
            )}
            <p>
              <a href={href('/lands')}>{t('storefront.lands.title')}</a>
            </p>
          </section>
        </div>
      )}
      {signedIn && <MyLoans loans={loans} changed={load} />}
    </section>
  );
}
