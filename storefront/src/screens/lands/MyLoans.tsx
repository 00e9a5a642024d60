import { useState } from 'react';
import type { InstalmentView } from '@saray/contracts/storefront/state';
import { Alert, problemOf } from '../../components/Alert';
import { Money } from '../../components/Money';
import { useStorefront } from '../../context';
import { formatDate, localDigits } from '../../format';
import { api } from '../../session';
import { amountText } from './land-text';

/** A loan as /api/Loans/getMyLoans answers it. */
export interface MyLoan {
  id: number;
  landId: number;
  landTitle: string | null;
  coin: string;
  principal: string;
  termMonths: number;
  installment: string;
  downPayment: string;
  repaid: string;
  paidInstallments: number;
  schedule: InstalmentView[];
  state: number;
}

const REQUESTED = 1;
const ACTIVE = 2;
const today = () => new Date().toISOString().slice(0, 10);

/** One instalment's standing: paid, late (its day has passed unpaid), due, or not yet dated (before approval). */
const standing = (loan: MyLoan, i: InstalmentView): 'paid' | 'late' | 'due' | 'pending' =>
  i.n <= loan.paidInstallments ? 'paid' : !i.dueDate ? 'pending' : i.dueDate < today() ? 'late' : 'due';

function Schedule({ loan }: { loan: MyLoan }) {
  const { state, t } = useStorefront();
  return (
    <details className="loan-schedule">
      <summary>{t('storefront.loans.schedule')}</summary>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('storefront.loans.due')}</th>
              <th>{t('storefront.loans.principalpart')}</th>
              <th>{t('storefront.loans.interest')}</th>
              <th>{t('storefront.lands.amount')}</th>
              <th>{t('storefront.lands.statuslabel')}</th>
            </tr>
          </thead>
          <tbody>
            {loan.schedule.map((i) => {
              const s = standing(loan, i);
              return (
                <tr key={i.n} className={`instalment--${s}`}>
                  <td>{localDigits(i.n, state.lang)}</td>
                  <td>{i.dueDate ? formatDate(i.dueDate, state.lang) : '–'}</td>
                  <td>
                    <Money value={i.principal} />
                  </td>
                  <td>
                    <Money value={i.interest} />
                  </td>
                  <td>
                    <Money value={i.amount} currency={loan.coin} />
                  </td>
                  <td>{t(`storefront.loans.instalment.${s}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The customer's loans: each with its state, progress and schedule; cancel a request, pay the next instalment. */
export function MyLoans({ loans, changed }: { loans: MyLoan[]; changed: () => void }) {
  const { state, t, href } = useStorefront();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const act = async (loan: MyLoan, call: 'cancel' | 'repay') => {
    const next = loan.schedule[loan.paidInstallments];
    const question =
      call === 'cancel'
        ? t('storefront.loans.cancelconfirm')
        : t('storefront.loans.repayconfirm', { amount: amountText(next?.amount ?? '0', loan.coin, state.lang) });
    if (!window.confirm(question)) return;
    setProblem('');
    setDone('');
    try {
      await api('POST', `/api/Loans/${call}`, { id: loan.id }, state.lang);
      setDone(t(call === 'cancel' ? 'storefront.loans.cancelled' : 'storefront.loans.paid'));
      changed();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
    }
  };
  return (
    <section className="my-loans" aria-labelledby="my-loans-title">
      <h2 id="my-loans-title">{t('storefront.loans.mine')}</h2>
      <Alert message={problem} />
      <Alert message={done} kind="success" />
      {!loans.length ? (
        <p className="muted">{t('storefront.account.empty')}</p>
      ) : (
        <ul className="loan-list" data-testid="my-loans">
          {loans.map((loan) => (
            <li key={loan.id} className="loan-card" data-loan={loan.id} data-state={loan.state}>
              <header>
                <a href={href(`/lands/${loan.landId}`)}>{loan.landTitle ?? `#${loan.landId}`}</a>
                <span className={`loan-state loan-state--${loan.state}`}>
                  {t(`storefront.loans.state${loan.state}`)}
                </span>
              </header>
              <dl className="facts">
                <dt>{t('storefront.loans.principalshort')}</dt>
                <dd>
                  <Money value={loan.principal} currency={loan.coin} />
                </dd>
                <dt>{t('storefront.loans.installment')}</dt>
                <dd>
                  <Money value={loan.installment} currency={loan.coin} />
                </dd>
                <dt>{t('storefront.loans.progress')}</dt>
                <dd>
                  {t('storefront.loans.progressvalue', {
                    paid: localDigits(loan.paidInstallments, state.lang),
                    total: localDigits(loan.schedule.length, state.lang),
                  })}
                </dd>
              </dl>
              <Schedule loan={loan} />
              {loan.state === REQUESTED && (
                <button type="button" className="button" onClick={() => void act(loan, 'cancel')}>
                  {t('storefront.loans.cancel')}
                </button>
              )}
              {loan.state === ACTIVE && (
                <button type="button" className="button button--primary" onClick={() => void act(loan, 'repay')}>
                  {t('storefront.loans.repay')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
