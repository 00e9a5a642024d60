import { useState, type FormEvent, type ReactNode } from 'react';
import { useStorefront } from '../context';
import type { MenuItem } from '@saray/contracts/storefront/state';
import { PagePicker } from './PagePicker';

/**
 * The menu item form (spec 3 §5 "Menu item dialog"): title and link are required, 'open in a new tab', and the
 * add-existing-page picker, which fills the link (and an empty title). The item keeps its other fields.
 */
export function MenuItemDialog({
  item,
  save,
  close,
  busy,
  problem,
}: {
  item: MenuItem;
  save: (item: MenuItem) => void;
  close: () => void;
  busy: boolean;
  /** The server's refusal of the last save. */
  problem: ReactNode;
}) {
  const { t } = useStorefront();
  const [title, setTitle] = useState(item.title);
  const [link, setLink] = useState(item.link);
  const [opennewtab, setOpennewtab] = useState(item.opennewtab === true);
  const [picking, setPicking] = useState(false);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const required = t('storefront.admin.required');
    const problems = { ...(title.trim() ? {} : { title: required }), ...(link.trim() ? {} : { link: required }) };
    setMissing(problems);
    if (!Object.keys(problems).length) save({ ...item, title: title.trim(), link: link.trim(), opennewtab });
  };
  return (
    <form className="admin-form" data-form="menu-item" onSubmit={submit} noValidate>
      {problem}
      <label className="field">
        <span>{t('storefront.admin.menu.title')} *</span>
        <input
          name="title"
          value={title}
          aria-invalid={Boolean(missing.title)}
          onChange={(e) => setTitle(e.target.value)}
        />
        {missing.title && <small className="field-error">{missing.title}</small>}
      </label>
      <label className="field">
        <span>{t('storefront.admin.menu.link')} *</span>
        <span className="input-with-button">
          <input
            name="link"
            dir="ltr"
            value={link}
            aria-invalid={Boolean(missing.link)}
            onChange={(e) => setLink(e.target.value)}
          />
          <button type="button" data-action="addexisting" aria-expanded={picking} onClick={() => setPicking(!picking)}>
            {t('storefront.admin.menu.addexisting')}
          </button>
        </span>
        {missing.link && <small className="field-error">{missing.link}</small>}
      </label>
      {picking && (
        <PagePicker
          pick={(to, name) => {
            setLink(to);
            if (!title.trim()) setTitle(name);
            setPicking(false);
          }}
        />
      )}
      <label className="field field--check">
        <input
          name="opennewtab"
          type="checkbox"
          checked={opennewtab}
          onChange={(e) => setOpennewtab(e.target.checked)}
        />
        <span>{t('storefront.admin.menu.opennewtab')}</span>
      </label>
      <div className="dialog-actions">
        <button type="submit" className="button--primary" data-action="save" disabled={busy}>
          {busy ? t('storefront.admin.saving') : t('storefront.admin.save')}
        </button>
        <button type="button" data-action="cancel" onClick={close}>
          {t('storefront.common.cancel')}
        </button>
      </div>
    </form>
  );
}
