import { useStorefront } from '../context';
import { ControlField } from './ControlField';
import { isFileType, type TemplateControl } from '@saray/contracts/content-template';
import { itemDirectoryKey, startValue, type Item } from './templates';

/**
 * A componentlist control: its entries, each with the fields of its item template, added, removed and moved up in
 * place. An uploaded file's directory is kept beside it in the entry, where the blocks read it.
 */
export function ListControl({
  control,
  items,
  onChange,
  errors,
}: {
  control: TemplateControl;
  items: Item[];
  onChange: (items: Item[]) => void;
  /** Problems by '{list}.{index}.{field}', and the list's own by its name. */
  errors: Record<string, string>;
}) {
  const { t } = useStorefront();
  const fields = control.fields?.length ? control.fields : [{ name: 'title', title: 'Title', type: 'text' }];
  const set = (index: number, field: TemplateControl, value: unknown) =>
    onChange(
      items.map((item, i) =>
        i !== index
          ? item
          : {
              ...item,
              [field.name]: value,
              ...(isFileType(field.type) ? { [itemDirectoryKey(field.name)]: field.directory } : {}),
            },
      ),
    );
  const add = () => onChange([...items, Object.fromEntries(fields.map((f) => [f.name, startValue(f, undefined)]))]);
  const moveUp = (index: number) =>
    onChange(items.map((item, i) => (i === index - 1 ? items[index] : i === index ? items[index - 1] : item)));
  return (
    <fieldset className="field list-control" data-control={control.name}>
      <legend>{control.title || control.name}</legend>
      {errors[control.name] && <small className="field-error">{errors[control.name]}</small>}
      <ol className="list-items">
        {items.map((item, index) => (
          <li key={index} className="list-item" data-item={index}>
            {fields.map((f) => (
              <ControlField
                key={f.name}
                control={f}
                value={startValue(f, item[f.name])}
                onChange={(v) => set(index, f, v)}
                error={errors[`${control.name}.${index}.${f.name}`]}
              />
            ))}
            <div className="list-item-actions">
              <button type="button" data-action="itemup" disabled={index === 0} onClick={() => moveUp(index)}>
                {t('storefront.admin.moveup')}
              </button>
              <button
                type="button"
                data-action="itemremove"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                {t('storefront.admin.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" data-action="itemadd" onClick={add}>
        {t('storefront.admin.additem')}
      </button>
    </fieldset>
  );
}
