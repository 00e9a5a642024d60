import { useEffect, useState, type FormEvent } from 'react';
import type { LandView, LoanPlanView, LoanQuote } from '@saray/contracts/storefront/state';
import { Alert, problemOf } from '../../components/Alert';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { floorToStep, isDecimal, latinDigits, lessThan, multiply } from '../../decimal';
import { localDigits } from '../../format';
import { api } from '../../session';
import { amountText } from './land-text';

/** The most a plan lends on a land, in whole coins (the server allows the exact share; a round sum is a fine start). */
const largestLoan = (land: LandView | undefined, plan: LoanPlanView | undefined): string => {
  if (!land?.price || !plan) return '';
  const share = multiply(land.price, multiply(plan.maxLtvPercent, '0.01') ?? '0') ?? '0';
  const capped = plan.maxPrincipal && lessThan(plan.maxPrincipal, share) ? plan.maxPrincipal : share;
  return floorToStep(capped, '1') ?? '';
};

const QUOTE_DELAY_MS = 300;

/**
 * Asking for a loan towards a land's fixed price: a plan, the land (chosen here unless the page is the land's), the
 * amount and the months. The server's quote (down payment, monthly instalment, interest) follows each change, with
 * its refusal when the loan could not be made; a signed-in customer then requests it.
 */
export function LoanForm({
  plans,
  lands,
  fixedLand,
  requested,
}: {
  plans: LoanPlanView[];
  lands: LandView[];
  fixedLand?: LandView;
  requested: () => void;
}) {
  const { state, t, href } = useStorefront();
  const [planId, setPlanId] = useState(plans[0]?.id ?? 0);
  const plan = plans.find((p) => p.id === planId);
  const choices = fixedLand ? [fixedLand] : lands.filter((l) => l.coinId === plan?.coinId);
  const [landId, setLandId] = useState(fixedLand?.id ?? 0);
  const land = choices.find((l) => l.id === landId);
  const [principal, setPrincipal] = useState(() => largestLoan(land, plan));
  const [months, setMonths] = useState(() =>
    plan ? Math.min(Math.max(12, plan.minTermMonths), plan.maxTermMonths) : 12,
  );
  const [quote, setQuote] = useState<LoanQuote | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = latinDigits(principal.trim());
  const body = { loanPlanId: planId, landId, principal: amount, termMonths: months };

  useEffect(() => {
    setQuote(null);
    if (!plan || !land || !isDecimal(amount)) return;
    let live = true;
    const timer = window.setTimeout(() => {
      api<LoanQuote>('POST', '/api/Loans/quote', body, state.lang)
        .then((q) => live && (setQuote(q), setProblem('')))
        .catch((err: unknown) => live && setProblem(problemOf(err, t('storefront.error.network'))));
    }, QUOTE_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // The quote follows the values the customer chose; `body` is made of them.
  }, [planId, landId, amount, months, state.lang]);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    if (!land) return setProblem(t('storefront.loans.chooseland'));
    if (!isDecimal(amount)) return setProblem(t('storefront.exchange.error.quantity'));
    setBusy(true);
    try {
      await api('POST', '/api/Loans/request', body, state.lang);
      setProblem('');
      setDone(t('storefront.loans.requested'));
      requested();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    } finally {
      setBusy(false);
    }
  };

  if (!plan) return null;
  const monthChoices = Array.from(
    { length: plan.maxTermMonths - plan.minTermMonths + 1 },
    (_, i) => plan.minTermMonths + i,
  );
  return (
    <form className="api-form loan-form" onSubmit={(e) => void send(e)} noValidate data-testid="loan-form">
      {plans.length > 1 && (
        <label className="field">
          <span>{t('storefront.loans.plan')}</span>
          <select value={planId} onChange={(e) => setPlanId(Number(e.target.value))}>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {!fixedLand && (
        <label className="field">
          <span>{t('storefront.loans.land')}</span>
          <select
            name="landId"
            value={landId}
            onChange={(e) => {
              const id = Number(e.target.value);
              setLandId(id);
              setPrincipal(
                largestLoan(
                  choices.find((l) => l.id === id),
                  plan,
                ),
              );
            }}
          >
            <option value={0}>{t('storefront.loans.chooseland')}</option>
            {choices.map((l) => (
              <option key={l.id} value={l.id}>
                {l.price ? `${l.title} — ${amountText(l.price, l.coin, state.lang)}` : l.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="field-row">
        <label className="field">
          <span>{t('storefront.loans.principal', { coin: plan.coin })}</span>
          <input
            name="principal"
            inputMode="decimal"
            dir="ltr"
            value={principal}
            aria-invalid={Boolean(problem)}
            onChange={(e) => setPrincipal(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('storefront.loans.months')}</span>
          <select name="termMonths" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
            {monthChoices.map((m) => (
              <option key={m} value={m}>
                {t('storefront.loans.monthsvalue', { smart_count: m, count: localDigits(m, state.lang) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Alert message={problem} />
      <Alert message={done} kind="success" />
      {quote && (
        <dl className="facts loan-quote" data-testid="loan-quote">
          <dt>{t('storefront.loans.downpayment')}</dt>
          <dd>
            <Money value={quote.downPayment} currency={quote.coin} />
          </dd>
          <dt>{t('storefront.loans.installment')}</dt>
          <dd>
            <Money value={quote.installment} currency={quote.coin} />
          </dd>
          <dt>{t('storefront.loans.totalinterest')}</dt>
          <dd>
            <Money value={quote.totalInterest} currency={quote.coin} />
          </dd>
          <dt>{t('storefront.loans.totalrepayable')}</dt>
          <dd>
            <Money value={quote.totalRepayable} currency={quote.coin} />
          </dd>
        </dl>
      )}
      {state.user ? (
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('storefront.loans.send')}
        </button>
      ) : (
        <a className="button" href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}>
          {t('storefront.loans.signin')}
        </a>
      )}
    </form>
  );
}
