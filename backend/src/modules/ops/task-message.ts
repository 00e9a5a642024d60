import { AppError } from '../../common/app-error.js';

/** What a task run says to a person: a translation key and its parameters (never the raw result). */
export interface TaskMessage {
  key: string;
  params: Record<string, string | number>;
}

type Result = Record<string, unknown>;
const count = (v: unknown): number => (Array.isArray(v) ? v.length : Number(v ?? 0));

/** Each built-in task's answer as a sentence of dashboard.scheduletask.result.*, by its type. */
const SENTENCES: Record<string, (r: Result) => TaskMessage> = {
  releasereservations: (r) => ({
    key: 'dashboard.scheduletask.result.releasereservations',
    params: { count: count(r.released) },
  }),
  recurringpayments: (r) => ({
    key: 'dashboard.scheduletask.result.recurringpayments',
    params: { count: count(r.created) },
  }),
  sendmail: (r): TaskMessage =>
    r.waiting
      ? { key: 'dashboard.scheduletask.result.sendmail_waiting', params: {} }
      : { key: 'dashboard.scheduletask.result.sendmail', params: { sent: count(r.sent), failed: count(r.failed) } },
  backup: (r) => ({
    key: 'dashboard.scheduletask.result.backup',
    params: { taken: count(r.taken), failed: count(r.failed) },
  }),
  sessioncleanup: (r) => ({ key: 'dashboard.scheduletask.result.sessioncleanup', params: { count: count(r.removed) } }),
  landauctions: (r) => ({
    key: 'dashboard.scheduletask.result.landauctions',
    params: { settled: count(r.settled), refused: count(r.refused) },
  }),
  filecleanup: (r) => ({
    key: 'dashboard.scheduletask.result.filecleanup',
    params: { removed: count(r.removed), kept: count(r.kept), catalogued: count(r.catalogued) },
  }),
  marketsimulation: (r) => ({
    key: 'dashboard.scheduletask.result.marketsimulation',
    params: { markets: count(r.markets), history: count(r.history), orders: count(r.orders) },
  }),
  marketdatarefresh: (r): TaskMessage =>
    r.provider
      ? {
          key: 'dashboard.scheduletask.result.marketdatarefresh',
          params: { matched: count(r.matched), updated: count(r.updated), refused: count(r.refused) },
        }
      : { key: 'dashboard.scheduletask.result.marketdatarefresh_none', params: {} },
};

/** The sentence for a task's result; a task without one of its own says only that it finished. */
export function resultMessage(type: string, result: unknown): TaskMessage {
  const sentence = SENTENCES[type];
  const fields = result && typeof result === 'object' ? (result as Result) : {};
  return sentence ? sentence(fields) : { key: 'dashboard.scheduletask.result.done', params: {} };
}

/** The sentence for a failed run: the refusal's own key when it has one, else the error's text inside one. */
export function errorMessage(err: unknown): TaskMessage {
  if (err instanceof AppError) {
    const params = Object.fromEntries(
      Object.entries(err.params).filter((e): e is [string, string | number] =>
        ['string', 'number'].includes(typeof e[1]),
      ),
    );
    return { key: err.key, params };
  }
  return {
    key: 'dashboard.scheduletask.result.failed',
    params: { error: err instanceof Error ? err.message : String(err) },
  };
}
