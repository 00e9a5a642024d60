import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import type { AccountField } from '@saray/contracts/storefront/state';

export interface FieldSpec {
  name: string;
  label: string;
  /** An input type, or 'textarea', or 'relation' (a choice among another entity's records). */
  type?: string;
  autoComplete?: string;
  required?: boolean;
  relation?: AccountField['relation'];
}

/**
 * A choice among another entity's records, read from the API as the visitor; with a parent field it lists the
 * records that belong to the parent's choice (a country's provinces) and waits until there is one.
 */
function RelationSelect({
  field,
  value,
  parentValue,
  invalid,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  parentValue?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t, state } = useStorefront();
  const [options, setOptions] = useState<{ id: number; title: string; detail?: string }[]>([]);
  const [copied, setCopied] = useState(false);
  const relation = field.relation!;
  const waiting = Boolean(relation.parent) && !parentValue;
  useEffect(() => {
    if (waiting) return setOptions([]);
    const filter = { ...relation.filter, ...(relation.parent ? { [relation.parent]: Number(parentValue) } : {}) };
    const path = relation.placesOf
      ? `/api/Address/getAddressChoices?entityName=${relation.placesOf}&level=${relation.resource}` +
        (relation.parent ? `&parentId=${encodeURIComponent(String(parentValue))}` : '')
      : `/api/${relation.resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(
          JSON.stringify([relation.title, 'ASC']),
        )}&range=${encodeURIComponent('[0,499]')}`;
    let live = true;
    api<Record<string, unknown>[]>('GET', path, undefined, state.lang).then(
      (rows) =>
        live &&
        setOptions(
          rows.map((r) => {
            const detail = relation.detail && r[relation.detail.field];
            return {
              id: Number(r.id),
              title: String(r[relation.title] ?? r.id),
              ...(detail ? { detail: String(detail) } : {}),
            };
          }),
        ),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [relation, parentValue, waiting, state.lang]);
  const detail = relation.detail && options.find((o) => String(o.id) === value)?.detail;
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  const select = (
    <select
      name={field.name}
      required={field.required}
      value={value}
      disabled={waiting}
      aria-invalid={invalid}
      onChange={(e) => {
        setCopied(false);
        onChange(e.target.value);
      }}
    >
      <option value="">{t('storefront.common.choose')}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.title}
        </option>
      ))}
    </select>
  );
  if (!relation.detail) return select;
  return (
    <>
      {select}
      {detail && (
        <span className="field-detail">
          <span>{t(relation.detail.label)}</span>
          <code dir="ltr">{detail}</code>
          <button type="button" className="button button--small" onClick={() => copy(detail)}>
            {t(copied ? 'storefront.common.copied' : 'storefront.common.copy')}
          </button>
        </span>
      )}
    </>
  );
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
      {fields.map((f) => {
        const common = {
          name: f.name,
          required: f.required,
          value: values[f.name] ?? '',
          'aria-invalid': Boolean(fieldProblems[f.name]),
        };
        return (
          <label key={f.name} className="field">
            <span>{f.label}</span>
            {f.type === 'relation' ? (
              <RelationSelect
                field={f}
                value={values[f.name] ?? ''}
                parentValue={f.relation?.parent ? values[f.relation.parent] : undefined}
                invalid={Boolean(fieldProblems[f.name])}
                onChange={(v) => setValues(choose(fields, values, f.name, v))}
              />
            ) : f.type === 'textarea' ? (
              <textarea {...common} rows={3} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />
            ) : (
              <input
                {...common}
                type={f.type === 'money' ? 'text' : (f.type ?? 'text')}
                inputMode={f.type === 'money' ? 'decimal' : undefined}
                // A phone number reads left to right in every language, and the browser may offer the visitor's own.
                dir={f.type === 'tel' ? 'ltr' : undefined}
                autoComplete={f.autoComplete ?? (f.type === 'tel' ? 'tel' : undefined)}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              />
            )}
            {fieldProblems[f.name] && <small className="field-error">{fieldProblems[f.name]}</small>}
          </label>
        );
      })}
      {children}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A new choice clears the choices that depended on the old one (a new country, no province nor city). */
function choose(
  fields: FieldSpec[],
  values: Record<string, string>,
  name: string,
  value: string,
): Record<string, string> {
  const next = { ...values, [name]: value };
  const cleared = new Set([name]);
  for (const f of fields)
    if (f.relation?.parent && cleared.has(f.relation.parent)) {
      delete next[f.name];
      cleared.add(f.name);
    }
  return next;
}
