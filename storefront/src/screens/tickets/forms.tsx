import { useState, type FormEvent, type ReactNode } from 'react';
import { problemOf } from '../../components/Alert';
import { useStorefront } from '../../context';
import { localDigits } from '../../format';
import { uploadFile } from '../../session';
import type { TicketSummary } from '@saray/contracts/storefront/state';

interface FieldProblems {
  [field: string]: string;
}

/** A call's refusal as the form shows it: the message on top, each field's own message under it. */
/**
 * A form's sending: busy while the call runs, its problems (the alert and each field's) shown when it fails. The call
 * leaves or reloads the page itself when it succeeds.
 */
export function useSending(action: () => Promise<void>) {
  const problems = useProblems();
  const [busy, setBusy] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    problems.clear();
    action().catch((err: unknown) => {
      problems.show(err);
      setBusy(false);
    });
  };
  return { problem: problems.problem, fields: problems.fields, busy, onSubmit };
}

function useProblems() {
  const { t } = useStorefront();
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<FieldProblems>({});
  return {
    problem,
    fields,
    clear: () => {
      setProblem('');
      setFields({});
    },
    show: (err: unknown) => {
      const body = (err as { body?: { details?: { path: string; message: string }[] } | null }).body;
      setProblem(problemOf(err, t('storefront.error.network')));
      setFields(Object.fromEntries((body?.details ?? []).map((d) => [d.path.replace(/^\//, ''), d.message])));
    },
  };
}

export function Field({ label, problem, children }: { label: string; problem?: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {problem && <small className="field-error">{problem}</small>}
    </label>
  );
}

/** Files chosen for a message, uploaded one by one to the Tickets directory when it is sent. */
export function FilePicker({ max, onChange }: { max: number; onChange: (files: File[]) => void }) {
  const { t, state } = useStorefront();
  return (
    <Field label={t('storefront.tickets.attachments', { max: localDigits(max, state.lang) })}>
      <input
        type="file"
        name="attachments"
        multiple={max > 1}
        onChange={(e) => onChange(Array.from(e.target.files ?? []))}
      />
    </Field>
  );
}

export const uploadAll = async (files: File[], lang: string): Promise<string[]> => {
  const names: string[] = [];
  for (const file of files) names.push((await uploadFile('Tickets', file, lang)).name);
  return names;
};

/** Where a ticket stands, in words: approved, locked, resolved or open. */
export function status(ticket: TicketSummary, t: (k: string) => string): string {
  if (ticket.isApproved) return t('storefront.tickets.status.approved');
  if (ticket.isLocked) return t('storefront.tickets.status.locked');
  if (ticket.isResolved) return t('storefront.tickets.status.resolved');
  return t('storefront.tickets.status.open');
}
