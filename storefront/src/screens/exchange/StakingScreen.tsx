import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { isDecimal } from '../../decimal';
import { formatDate, localDigits } from '../../format';
import { api } from '../../session';
import type { StakingPlanView } from '@saray/contracts/storefront/state';
import { Amount } from './figures';

interface Stake {
  id: number;
  stakingPlanId: number;
  amount: string;
  reward: string;
  startsAt: string;
  endsAt: string;
  status: number;
}

const ACTIVE = 1;

/** A plan and, for a signed-in customer, the amount to stake in it. */
function PlanCard({ plan, staked }: { plan: StakingPlanView; staked: () => void }) {
  const { state, t, href } = useStorefront();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    if (!isDecimal(amount)) return setProblem(t('storefront.exchange.error.quantity'));
    setProblem('');
    setBusy(true);
    try {
      await api('POST', '/api/Staking/stake', { stakingPlanId: plan.id, amount }, state.lang);
      setAmount('');
      setDone(t('storefront.exchange.staked'));
      staked();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="plan-card" data-plan={plan.id}>
      <h2>{plan.name}</h2>
      <dl>
        <dt>{t('storefront.exchange.coin')}</dt>
        <dd>{plan.coin}</dd>
        <dt>{t('storefront.exchange.apr')}</dt>
        <dd dir="ltr">{localDigits(`${plan.aprPercent}%`, state.lang)}</dd>
        <dt>{t('storefront.exchange.duration')}</dt>
        <dd>
          {t('storefront.exchange.days', {
            smart_count: plan.durationDays,
            count: localDigits(plan.durationDays, state.lang),
          })}
        </dd>
        <dt>{t('storefront.exchange.minamount')}</dt>
        <dd>
          <Amount value={plan.minAmount} /> {plan.coin}
        </dd>
        {plan.maxAmount && (
          <>
            <dt>{t('storefront.exchange.maxamount')}</dt>
            <dd>
              <Amount value={plan.maxAmount} /> {plan.coin}
            </dd>
          </>
        )}
      </dl>
      {plan.description && <p className="muted">{plan.description}</p>}
      {state.user ? (
        <form className="api-form" onSubmit={(e) => void send(e)} noValidate>
          <Alert message={problem} />
          <Alert message={done} kind="success" />
          <label className="field">
            <span>{t('storefront.exchange.amount', { base: plan.coin })}</span>
            <input
              name="amount"
              inputMode="decimal"
              dir="ltr"
              value={amount}
              aria-invalid={Boolean(problem)}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('storefront.exchange.stake')}
          </button>
        </form>
      ) : (
        <a className="button" href={href(`/Authentication?returnUrl=${encodeURIComponent(state.route.path)}`)}>
          {t('storefront.exchange.signintostake')}
        </a>
      )}
    </article>
  );
}

/** The customer's stakes: redeem with the reward once a stake ends, or cancel it before (no reward). */
function MyStakes({ stakes, plans, changed }: { stakes: Stake[]; plans: StakingPlanView[]; changed: () => void }) {
  const { state, t } = useStorefront();
  const [problem, setProblem] = useState('');
  const act = async (call: 'redeem' | 'cancel', id: number) => {
    if (call === 'cancel' && !window.confirm(t('storefront.exchange.cancelstakeconfirm'))) return;
    setProblem('');
    try {
      await api('POST', `/api/Staking/${call}`, { id }, state.lang);
      changed();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };
  const planName = (id: number) => plans.find((p) => p.id === id)?.name ?? String(id);
  return (
    <section className="my-stakes" aria-label={t('storefront.account.mystakes')}>
      <h2>{t('storefront.account.mystakes')}</h2>
      <Alert message={problem} />
      {!stakes.length ? (
        <p className="muted">{t('storefront.account.empty')}</p>
      ) : (
        <table className="data-table" data-testid="my-stakes">
          <thead>
            <tr>
              <th>{t('storefront.exchange.plan')}</th>
              <th>{t('storefront.exchange.quantity')}</th>
              <th>{t('storefront.exchange.reward')}</th>
              <th>{t('storefront.exchange.ends')}</th>
              <th>{t('storefront.exchange.status')}</th>
              <th aria-label={t('storefront.exchange.actions')} />
            </tr>
          </thead>
          <tbody>
            {stakes.map((s) => {
              const ended = Date.parse(s.endsAt) <= Date.now();
              return (
                <tr key={s.id} data-stake={s.id}>
                  <td>{planName(s.stakingPlanId)}</td>
                  <td>
                    <Amount value={s.amount} />
                  </td>
                  <td>
                    <Amount value={s.reward} />
                  </td>
                  <td>{formatDate(s.endsAt, state.lang)}</td>
                  <td>{t(`storefront.exchange.stakestatus${s.status}`)}</td>
                  <td>
                    {s.status === ACTIVE && (
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => void act(ended ? 'redeem' : 'cancel', s.id)}
                      >
                        {t(ended ? 'storefront.exchange.redeem' : 'storefront.exchange.cancelstake')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /staking: the active staking plans; a signed-in customer stakes from their wallet and sees their stakes. */
export function StakingScreen() {
  const { state, t } = useStorefront();
  const plans = state.data.exchange?.plans ?? [];
  const [stakes, setStakes] = useState<Stake[]>([]);
  const signedIn = state.user !== null;
  const load = useCallback(async () => {
    if (!signedIn) return;
    const page = await api<{ data: Stake[] }>('GET', '/api/Staking/getMyStakes?pageSize=50', undefined, state.lang);
    setStakes(page.data);
  }, [signedIn, state.lang]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const again = () => void load().catch(() => undefined);
  return (
    <section className="exchange staking">
      <h1>{t('storefront.exchange.staking')}</h1>
      {!plans.length ? (
        <p className="muted">{t('storefront.exchange.noplans')}</p>
      ) : (
        <div className="plan-grid">
          {plans.map((p) => (
            <PlanCard key={p.id} plan={p} staked={again} />
          ))}
        </div>
      )}
      {signedIn && <MyStakes stakes={stakes} plans={plans} changed={again} />}
    </section>
  );
}
