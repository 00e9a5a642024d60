import { useState, type FormEvent, type ReactNode } from 'react';
import { useStorefront } from '../context';

export interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}

interface ApiError {
  body?: { message?: string; error?: string; details?: { path: string; message: string }[] } | null;
}

/**
 * A form that sends its fields to one call and shows the server's translated answer: the message on top and each
 * field's problem under the field. Nothing typed is lost on an error.
 */
export function ApiForm({
  fields,
  submit,
  submitLabel,
  onError,
  children,
}: {
  fields: FieldSpec[];
  submit: (values: Record<string, string>) => Promise<void>;
  submitLabel: string;
  /** May handle an error itself (e.g. ask for a two-factor code); answers true when it did. */
  onError?: (error: ApiError) => boolean;
  children?: ReactNode;
}) {
  const { t } = useStorefront();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem('');
    setFieldProblems({});
    try {
      await submit(values);
    } catch (err) {
      const error = err as ApiError;
      if (!onError?.(error)) {
        setProblem(error.body?.message ?? t('storefront.error.network'));
        setFieldProblems(
          Object.fromEntries((error.body?.details ?? []).map((d) => [d.path.replace(/^\//, ''), d.message])),
        );
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="api-form" onSubmit={(e) => void send(e)} noValidate>
      {problem && (
        <p className="alert alert--error" role="alert">
          {problem}
        </p>
      )}
      {fields.map((f) => (
        <label key={f.name} className="field">
          <span>{f.label}</span>
          <input
            name={f.name}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            required={f.required}
            value={values[f.name] ?? ''}
            aria-invalid={Boolean(fieldProblems[f.name])}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
          {fieldProblems[f.name] && <small className="field-error">{fieldProblems[f.name]}</small>}
        </label>
      ))}
      {children}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
