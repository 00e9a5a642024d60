import { useId, useState, type ReactNode } from 'react';
import type { ProfileAttribute } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { uploadFile } from '../../session';
import { attributeKey, type ProfileField, type ProfileValues } from './profile-steps';

export interface FieldProps {
  values: ProfileValues;
  problems: Record<string, string>;
  set: (key: string, value: string) => void;
}

/** A labelled control with the server's message for it under it, tied to it for screen readers. */
function Field({
  label,
  problem,
  children,
}: {
  label: string;
  problem?: string;
  children: (a11y: object) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? `${id}-problem` : undefined })}
      {problem && (
        <small className="field-error" id={`${id}-problem`}>
          {problem}
        </small>
      )}
    </div>
  );
}

/** How each field of the record is typed: phones, addresses and codes read left to right in every language. */
const INPUTS: Partial<
  Record<ProfileField, { type: string; autoComplete?: string; ltr?: boolean; inputMode?: 'numeric' }>
> = {
  username: { type: 'text', autoComplete: 'username', ltr: true },
  email: { type: 'email', autoComplete: 'email', ltr: true },
  mobile: { type: 'tel', autoComplete: 'tel', ltr: true },
  nationalCode: { type: 'text', inputMode: 'numeric', ltr: true },
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  dateOfBirth: { type: 'text', autoComplete: 'bday', ltr: true },
};

/** The avatar: uploaded as soon as it is chosen (the avatars directory's rules), kept by its stored name. */
function AvatarField({ values, problems, set }: FieldProps) {
  const { state, t } = useStorefront();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      set('avatar', (await uploadFile('avatars', file, state.lang)).name);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field label={t('storefront.profile.fields.avatar')} problem={problem || problems.avatar}>
      {(a11y) => (
        <div className="avatar-field">
          {values.avatar && (
            <img className="avatar" src={`/api/cms/avatar/${values.avatar}`} alt="" width={64} height={64} />
          )}
          <input
            {...a11y}
            type="file"
            accept=".jpg,.jpeg,.png,.bmp"
            aria-busy={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {values.avatar && (
            <button type="button" className="button button--small" onClick={() => set('avatar', '')}>
              {t('storefront.profile.removeavatar')}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

/** A field of the customer's own record. */
export function RecordField({ name, ...props }: FieldProps & { name: ProfileField }) {
  const { t } = useStorefront();
  const { values, problems, set } = props;
  const label = t(`storefront.profile.fields.${name}`);
  if (name === 'avatar') return <AvatarField {...props} />;
  if (name === 'gender' || name === 'languageCode') {
    const choices = name === 'gender' ? ['1', '2'] : ['en', 'fa', 'tr'];
    const choice = (c: string) =>
      t(name === 'gender' ? `storefront.profile.gender.${c}` : `storefront.profile.language.${c}`);
    return (
      <Field label={label} problem={problems[name]}>
        {(a11y) => (
          <select {...a11y} name={name} value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)}>
            <option value="">{t('storefront.common.choose')}</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {choice(c)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const input = INPUTS[name]!;
  return (
    <Field label={label} problem={problems[name]}>
      {(a11y) => (
        <input
          {...a11y}
          name={name}
          type={input.type}
          dir={input.ltr ? 'ltr' : undefined}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          placeholder={name === 'dateOfBirth' ? t('storefront.profile.dateformat') : undefined}
          value={values[name] ?? ''}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** |a|b| ⇄ ['a', 'b'] (spec 3 §8 checkboxes). */
const pipeList = (value: string) => value.split('|').filter(Boolean);
const pipeWrap = (items: string[]) => (items.length ? `|${items.join('|')}|` : '');

/** One of the attributes the store asks of customers, drawn by its control type. */
export function AttributeField({ attribute, values, problems, set }: FieldProps & { attribute: ProfileAttribute }) {
  const { t } = useStorefront();
  const key = attributeKey(attribute.id);
  const value = values[key] ?? '';
  const label = attribute.required ? `${attribute.name} *` : attribute.name;
  const problem = problems[key];
  if (attribute.control === 'switch')
    return (
      <div className="field field--check">
        <label>
          <input type="checkbox" checked={value === 'true'} onChange={(e) => set(key, String(e.target.checked))} />{' '}
          {attribute.name}
        </label>
        {problem && <small className="field-error">{problem}</small>}
      </div>
    );
  if (attribute.control === 'checkboxes' || attribute.control === 'radio') {
    const picked = pipeList(value);
    return (
      <fieldset className="field choice-group" aria-invalid={Boolean(problem)}>
        <legend>{label}</legend>
        {attribute.options.map((o) => (
          <label key={o.value}>
            {attribute.control === 'radio' ? (
              <input type="radio" name={key} checked={value === o.value} onChange={() => set(key, o.value)} />
            ) : (
              <input
                type="checkbox"
                checked={picked.includes(o.value)}
                onChange={(e) =>
                  set(key, pipeWrap(e.target.checked ? [...picked, o.value] : picked.filter((p) => p !== o.value)))
                }
              />
            )}{' '}
            {o.label}
          </label>
        ))}
        {problem && <small className="field-error">{problem}</small>}
      </fieldset>
    );
  }
  return (
    <Field label={label} problem={problem}>
      {(a11y) =>
        attribute.control === 'select' ? (
          <select {...a11y} value={value} onChange={(e) => set(key, e.target.value)}>
            <option value="">{t('storefront.common.choose')}</option>
            {attribute.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : attribute.control === 'textarea' ? (
          <textarea {...a11y} rows={3} value={value} onChange={(e) => set(key, e.target.value)} />
        ) : (
          <input
            {...a11y}
            type="text"
            inputMode={attribute.control === 'number' ? 'decimal' : undefined}
            value={value}
            onChange={(e) => set(key, e.target.value)}
          />
        )
      }
    </Field>
  );
}
