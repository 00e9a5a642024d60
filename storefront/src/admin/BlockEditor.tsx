import { readControls } from '@saray/contracts/content-template';
import { useState, type FormEvent } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import { controlProblems, problemOf, type Problem } from './admin-api';
import { saveBody, type BlockDraft } from './block-draft';
import { ControlField } from './ControlField';
import { Dialog } from './Dialog';
import { ListControl } from './ListControl';
import { checkValues, startValues, textControls, toDataContent, type Item, type TemplateRow } from './templates';
import { useTemplate } from './useTemplate';

interface Props {
  draft: BlockDraft;
  close: () => void;
  /** A line above the form (where an exchanged block's content came from). */
  notice?: string;
}

/**
 * The block editor (spec 3 §4 "Content editor"): a form made from the block's content template, with its title,
 * order and published switch; saves the whole block and reloads the page. The server's message and each control's
 * problem show in the form, and nothing typed is lost.
 */
export function BlockEditor({ heading, ...props }: Props & { heading: string }) {
  return (
    <Dialog title={heading} close={props.close} wide>
      <BlockEditorBody {...props} />
    </Dialog>
  );
}

/** The editor inside a dialog that is already open (after choosing a block type or a language to copy from). */
export function BlockEditorBody(props: Props) {
  const { t } = useStorefront();
  const { template, error } = useTemplate(props.draft.contentTemplateId, props.draft.componentName);
  if (template !== undefined) return <BlockForm {...props} template={template} />;
  return error ? (
    <p className="alert alert--error" role="alert">
      {error}
    </p>
  ) : (
    <p aria-busy="true">{t('storefront.common.loading')}</p>
  );
}

function BlockForm({ draft, close, notice, template }: Props & { template: TemplateRow | null }) {
  const { state, t } = useStorefront();
  const templated = readControls(template?.dataTemplate);
  // Without a template (or an empty one) the data's own text keys are edited and every other key is kept.
  const controls = templated.length ? templated : textControls(draft.data);
  const [values, setValues] = useState(() => startValues(controls, draft.data));
  const [title, setTitle] = useState(draft.title);
  const [displayOrder, setDisplayOrder] = useState(String(draft.displayOrder));
  const [published, setPublished] = useState(draft.published);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = { ...controlProblems(problem), ...missing };
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const local = checkValues(controls, values, t('storefront.admin.required'));
    setMissing(local);
    if (Object.keys(local).length) {
      setProblem({ message: t('storefront.admin.fixerrors'), fields: {} });
      return;
    }
    setBusy(true);
    setProblem(null);
    const data = toDataContent(controls, values, templated.length ? {} : draft.data);
    const block = {
      ...draft,
      contentTemplateId: template?.id ?? draft.contentTemplateId,
      title,
      displayOrder: Number(displayOrder) || 0,
      published,
    };
    try {
      await api('POST', '/api/CMS/saveContent', saveBody(block, data), state.lang);
      window.location.reload();
    } catch (err) {
      setProblem(problemOf(err, t('storefront.error.network')));
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" data-form="block" onSubmit={(e) => void save(e)} noValidate>
      <p className="muted">{template ? `${template.name} (${template.componentName})` : draft.componentName}</p>
      {notice && <p className="alert">{notice}</p>}
      {problem && (
        <p className="alert alert--error" role="alert">
          {problem.message}
        </p>
      )}
      <label className="field">
        <span>{t('storefront.admin.blocktitle')}</span>
        <input name="title" value={title} maxLength={400} onChange={(e) => setTitle(e.target.value)} />
        {problem?.fields.title && <small className="field-error">{problem.fields.title}</small>}
      </label>
      {controls.map((c) =>
        c.type === 'componentlist' ? (
          <ListControl
            key={c.name}
            control={c}
            items={values[c.name] as Item[]}
            onChange={(items) => set(c.name, items)}
            errors={errors}
          />
        ) : (
          <ControlField
            key={c.name}
            control={c}
            value={values[c.name]}
            onChange={(v) => set(c.name, v)}
            error={errors[c.name]}
          />
        ),
      )}
      <div className="admin-form-row">
        <label className="field">
          <span>{t('storefront.admin.displayorder')}</span>
          <input
            name="displayOrder"
            type="number"
            inputMode="numeric"
            value={displayOrder}
            onChange={(e) => setDisplayOrder(e.target.value)}
          />
        </label>
        <label className="field field--check">
          <input
            name="published"
            type="checkbox"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
          />
          <span>{t('storefront.admin.published')}</span>
        </label>
      </div>
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
