import { useState, type FormEvent } from 'react';
import { useStorefront } from '../context';
import { api } from '../session';
import type { Language, PageView } from '@saray/contracts/storefront/state';
import { problemOf } from './admin-api';
import { Dialog } from './Dialog';
import { LanguageChoice } from './LanguageChoice';
import { samePageIn } from './page-lookup';
import {
  modelOf,
  modelOfCheck,
  NEW_PAGE,
  PARENT_PATH,
  STEP_OF,
  updateBody,
  type PageModel,
  type Step,
} from './page-model';
import { ContentStep, FlagsStep, NameStep, SeoStep } from './PageSteps';
import { readControls } from '@saray/contracts/content-template';
import { checkValues, readData, startValues, toDataContent, type Values } from './templates';
import { useTemplate } from './useTemplate';

type Mode = 'create' | 'edit' | 'exchange';

/**
 * The page wizard (spec 3 §2, §4, §5): create starts at the page name and its slug check (Next waits for a
 * successful check), edit and exchange start at step 2; exchange first copies the layout, description and data
 * content of the same page in another language. Finish creates (then opens the new page) or saves (then reloads).
 */
export function PageWizard({ mode, page, close }: { mode: Mode; page?: PageView; close: () => void }) {
  const { state, t } = useStorefront();
  const first: Step = mode === 'create' ? 1 : 2;
  const [step, setStep] = useState<Step>(first);
  const [model, setModel] = useState<PageModel>(page && mode !== 'create' ? modelOf(page) : NEW_PAGE);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(mode !== 'create');
  const [multiLanguage, setMultiLanguage] = useState(true);
  const [copied, setCopied] = useState(mode === 'exchange' ? '' : 'none');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<PageModel>) => setModel((m) => ({ ...m, ...patch }));
  // The page's own data content, edited through the page template's controls (spec 3 §4 step 2).
  const { template } = useTemplate(null, 'page');
  const controls = readControls(template?.dataTemplate);
  const dataValues: Values = startValues(controls, readData(model.dataContent));
  const setDataValue = (name: string, value: unknown) => {
    const data = toDataContent(controls, { ...dataValues, [name]: value }, readData(model.dataContent));
    change({ dataContent: JSON.stringify(data) });
  };
  const fail = (err: unknown) => {
    const problem = problemOf(err, t('storefront.error.network'));
    setMessage(problem.message);
    setErrors(problem.fields);
    return problem;
  };

  const check = async () => {
    setErrors({});
    if (!name.trim()) return setErrors({ pagename: t('storefront.admin.wizard.pagenamerequired') });
    setBusy(true);
    try {
      const query = `name=${encodeURIComponent(name.trim())}&languageCode=${state.lang}`;
      setModel(
        modelOfCheck(await api<Partial<PageModel>>('GET', `/api/CMS/checkSlug?${query}`, undefined, state.lang)),
      );
      setChecked(true);
      setMessage('');
    } catch (err) {
      const problem = problemOf(err, t('storefront.error.network'));
      setErrors({ pagename: problem.fields.name ?? problem.message });
    } finally {
      setBusy(false);
    }
  };

  const copyFrom = async (lang: Language) => {
    if (!page) return;
    setBusy(true);
    setMessage('');
    const language = state.languages.find((l) => l.code === lang)?.name ?? lang;
    try {
      const other = await samePageIn(state, lang, page.id);
      if (!other) return setMessage(t('storefront.admin.nothingtocopy', { language }));
      const content = await api<{ dataContent?: string | null }>(
        'GET',
        `/api/CMS/exchangePage?id=${other.id}`,
        undefined,
        state.lang,
      );
      setModel((m) => ({
        ...m,
        layoutType: other.layoutType || m.layoutType,
        description: other.description ?? m.description,
        dataContent: content.dataContent ?? m.dataContent,
      }));
      setCopied(t('storefront.admin.copiedfrom', { language }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  /** Spec 3 §5: the name must have been checked; step 2 needs a layout (and the page a title). */
  const stepProblems = (): Record<string, string> => {
    const required = t('storefront.admin.required');
    if (step === 1 && !checked) return { pagename: t('storefront.admin.wizard.pagenamerequired') };
    if (step !== 2) return {};
    return {
      ...(model.layoutType ? {} : { layoutType: required }),
      ...(model.title.trim() ? {} : { title: required }),
      ...checkValues(controls, dataValues, required),
    };
  };

  const finish = async () => {
    setBusy(true);
    setMessage('');
    try {
      if (mode === 'create') {
        const answer = await api<{ identifier?: string }>(
          'POST',
          '/api/CMS/addPage',
          { multiLanguage, page: model },
          state.lang,
        );
        if (!answer.identifier)
          throw Object.assign(new Error('no identifier'), { body: { message: t('storefront.admin.datasavederror') } });
        window.location.assign(`${state.base}/${PARENT_PATH}/${encodeURIComponent(answer.identifier)}`);
      } else {
        await api('POST', '/api/CMS/savePage', updateBody(model), state.lang);
        window.location.reload();
      }
    } catch (err) {
      // The wizard stays open with everything typed, on the step of the first field the server refused.
      const steps = Object.keys(fail(err).fields).map((f) => STEP_OF[f.split('/')[0]] ?? step);
      const back = Math.min(step, ...steps) as Step;
      if (back === 1) setChecked(false);
      setStep(Math.max(back, first) as Step);
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = stepProblems();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (step === 4) void finish();
    else setStep((step + 1) as Step);
  };

  const steps = ([1, 2, 3, 4] as Step[]).filter((s) => s >= first);
  const props = { model, change, errors };
  return (
    <Dialog title={t(`storefront.admin.wizard.heading.${mode}`)} close={close} wide>
      {!copied ? (
        <>
          <LanguageChoice pick={(lang) => void copyFrom(lang)} busy={busy} />
          {message && (
            <p className="alert" role="status">
              {message}
            </p>
          )}
        </>
      ) : (
        <form className="admin-form" data-form="page-wizard" data-step={step} onSubmit={submit} noValidate>
          <ol className="steps">
            {steps.map((s) => (
              <li key={s} aria-current={s === step ? 'step' : undefined}>
                {t(`storefront.admin.wizard.step${s}`)}
              </li>
            ))}
          </ol>
          {mode === 'exchange' && <p className="alert">{copied}</p>}
          {message && (
            <p className="alert alert--error" role="alert">
              {message}
            </p>
          )}
          {step === 1 && (
            <NameStep
              name={name}
              setName={setName}
              checked={checked}
              check={() => void check()}
              busy={busy}
              multiLanguage={multiLanguage}
              setMultiLanguage={setMultiLanguage}
              slug={model.slug}
              error={errors.pagename ?? errors.slug}
            />
          )}
          {step === 2 && <ContentStep {...props} controls={controls} values={dataValues} setValue={setDataValue} />}
          {step === 3 && <FlagsStep {...props} />}
          {step === 4 && <SeoStep {...props} />}
          <div className="dialog-actions">
            {step > first && (
              <button type="button" data-action="previous" onClick={() => setStep((step - 1) as Step)}>
                {t('storefront.admin.wizard.previous')}
              </button>
            )}
            {step < 4 ? (
              <button type="submit" data-action="next" className="button--primary" disabled={step === 1 && !checked}>
                {t('storefront.admin.wizard.next')}
              </button>
            ) : (
              <button type="submit" data-action="finish" className="button--primary" disabled={busy}>
                {busy ? t('storefront.admin.saving') : t('storefront.admin.wizard.finish')}
              </button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
