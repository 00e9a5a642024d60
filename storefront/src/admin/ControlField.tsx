import { useId, type ReactNode } from 'react';
import { useStorefront } from '../context';
import { FileControl } from './FileControl';
import { isFileType, type TemplateControl } from '@saray/contracts/content-template';
import { DEFAULT_DIRECTORY } from '@saray/contracts/files';

/** Typed in a fixed form whatever the language (spec 3 §9), so always left to right. */
const PLACEHOLDERS: Record<string, string> = {
  datepicker: 'YYYY/MM/DD',
  pdatepicker: 'YYYY/MM/DD',
  datetimepicker: 'YYYY/MM/DD HH:mm',
  pdatetimepicker: 'YYYY/MM/DD HH:mm',
  timepicker: 'HH:mm',
};

interface Props {
  control: TemplateControl;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}

/** One control of a content template as a form field, with its problem under it (spec 3 §3 control types). */
export function ControlField({ control, value, onChange, error }: Props) {
  const { t } = useStorefront();
  const id = useId();
  const errorId = `${id}-error`;
  const label = control.title || control.name;
  const invalid = Boolean(error);
  const common = { id, 'aria-invalid': invalid, 'aria-describedby': error ? errorId : undefined };
  const text = typeof value === 'string' ? value : '';
  let input: ReactNode;
  switch (control.type) {
    case 'label':
      return <p className="control-label">{label}</p>;
    case 'form':
      return null;
    case 'toggle':
      return (
        <label className="field field--check" data-control={control.name}>
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <span>{label}</span>
        </label>
      );
    case 'multiline':
    case 'richtext':
      input = (
        <textarea
          {...common}
          rows={control.type === 'richtext' ? 8 : 3}
          dir={control.type === 'richtext' ? 'auto' : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'select':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('storefront.admin.choose')}</option>
          {(control.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
    case 'multicheck': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="field field--choices" data-control={control.name} aria-invalid={invalid}>
          <legend>{label}</legend>
          {(control.options ?? []).map((o) => (
            <label key={o}>
              {control.type === 'radio' ? (
                <input type="radio" name={id} checked={text === o} onChange={() => onChange(o)} />
              ) : (
                <input
                  type="checkbox"
                  checked={chosen.includes(o)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))}
                />
              )}
              {o}
            </label>
          ))}
          {error && <small className="field-error">{error}</small>}
        </fieldset>
      );
    }
    default:
      input = isFileType(control.type) ? (
        <FileControl
          id={id}
          type={control.type}
          directory={control.directory ?? DEFAULT_DIRECTORY}
          value={Array.isArray(value) ? (value as string[]) : text}
          onChange={onChange}
          invalid={invalid}
        />
      ) : (
        <input
          {...common}
          type={control.type === 'number' ? 'number' : 'text'}
          inputMode={control.type === 'number' ? 'decimal' : undefined}
          dir={control.type === 'link' || control.type in PLACEHOLDERS ? 'ltr' : undefined}
          placeholder={PLACEHOLDERS[control.type]}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className="field" data-control={control.name}>
      <label htmlFor={id}>
        {label}
        {control.required !== false && <span aria-hidden="true"> *</span>}
      </label>
      {input}
      {error && (
        <small className="field-error" id={errorId}>
          {error}
        </small>
      )}
    </div>
  );
}
