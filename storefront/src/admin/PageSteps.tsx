import type { ReactNode } from 'react';
import { useStorefront } from '../context';
import { ControlField } from './ControlField';
import { LAYOUTS, type PageModel } from './page-model';
import type { TemplateControl } from '@saray/contracts/content-template';
import type { Values } from './templates';

interface StepProps {
  model: PageModel;
  change: (patch: Partial<PageModel>) => void;
  errors: Record<string, string>;
}

function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className="field">
      <span>{label}</span>
      {children}
      {error && <small className="field-error">{error}</small>}
    </label>
  );
}

function Check({
  label,
  checked,
  name,
  onChange,
}: {
  label: string;
  checked: boolean;
  name: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="field field--check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Step 1 (create): the page name, its availability check and the multi-language switch. */
export function NameStep({
  name,
  setName,
  checked,
  check,
  busy,
  multiLanguage,
  setMultiLanguage,
  slug,
  error,
}: {
  name: string;
  setName: (v: string) => void;
  checked: boolean;
  check: () => void;
  busy: boolean;
  multiLanguage: boolean;
  setMultiLanguage: (v: boolean) => void;
  slug?: string;
  error?: string;
}) {
  const { t } = useStorefront();
  return (
    <>
      <Field label={t('storefront.admin.wizard.pagename')} error={error}>
        <span className="input-with-button">
          <input
            name="pagename"
            value={name}
            readOnly={checked}
            aria-invalid={Boolean(error)}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !checked) {
                e.preventDefault();
                check();
              }
            }}
          />
          <button type="button" data-action="check" disabled={busy || checked} onClick={check}>
            {t('storefront.admin.wizard.check')}
          </button>
        </span>
      </Field>
      {checked && slug && (
        <p className="alert alert--success" role="status" data-slug={slug}>
          {t('storefront.admin.wizard.available')} <bdi dir="auto">/pages/{slug}</bdi>
        </p>
      )}
      <Check
        name="multiLanguage"
        label={t('storefront.admin.wizard.multilanguage')}
        checked={multiLanguage}
        onChange={setMultiLanguage}
      />
    </>
  );
}

/**
 * Step 2: layout, title, description (HTML, cleaned by the server) and the page's data content, edited through the
 * page template's controls.
 */
export function ContentStep({
  model,
  change,
  errors,
  controls,
  values,
  setValue,
}: StepProps & { controls: TemplateControl[]; values: Values; setValue: (name: string, value: unknown) => void }) {
  const { t } = useStorefront();
  return (
    <>
      <Field label={t('storefront.admin.wizard.layout')} error={errors.layoutType}>
        <select name="layoutType" value={model.layoutType} onChange={(e) => change({ layoutType: e.target.value })}>
          <option value="">{t('storefront.admin.choose')}</option>
          {LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {t(`storefront.admin.layout.${l}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('storefront.admin.wizard.title')} error={errors.title}>
        <input name="title" value={model.title} maxLength={400} onChange={(e) => change({ title: e.target.value })} />
      </Field>
      <Field label={t('storefront.admin.wizard.description')} error={errors.description}>
        <textarea
          name="description"
          rows={6}
          dir="auto"
          value={model.description}
          onChange={(e) => change({ description: e.target.value })}
        />
      </Field>
      {controls.length > 0 && (
        <fieldset className="page-data" data-testid="page-data">
          <legend>{t('storefront.admin.wizard.datacontent')}</legend>
          {controls.map((c) => (
            <ControlField
              key={c.name}
              control={c}
              value={values[c.name]}
              onChange={(v) => setValue(c.name, v)}
              error={errors[c.name] ?? errors[`dataContent/${c.name}`]}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}

/** Step 3: published, in the top menu (quick access), in the sitemap. */
export function FlagsStep({ model, change }: StepProps) {
  const { t } = useStorefront();
  return (
    <>
      <Check
        name="published"
        label={t('storefront.admin.published')}
        checked={model.published}
        onChange={(v) => change({ published: v })}
      />
      <Check
        name="includeInTopMenu"
        label={t('storefront.admin.wizard.includeintopmenu')}
        checked={model.includeInTopMenu}
        onChange={(v) => change({ includeInTopMenu: v })}
      />
      <Check
        name="includeInSitemap"
        label={t('storefront.admin.wizard.includeinsitemap')}
        checked={model.includeInSitemap}
        onChange={(v) => change({ includeInSitemap: v })}
      />
    </>
  );
}

/** Step 4: the search-engine fields. */
export function SeoStep({ model, change, errors }: StepProps) {
  const { t } = useStorefront();
  return (
    <>
      <Field label={t('storefront.admin.wizard.metatitle')} error={errors.metaTitle}>
        <input
          name="metaTitle"
          value={model.metaTitle}
          maxLength={400}
          onChange={(e) => change({ metaTitle: e.target.value })}
        />
      </Field>
      <Field label={t('storefront.admin.wizard.metadescription')} error={errors.metaDescription}>
        <textarea
          name="metaDescription"
          rows={3}
          maxLength={4000}
          value={model.metaDescription}
          onChange={(e) => change({ metaDescription: e.target.value })}
        />
      </Field>
      <Field label={t('storefront.admin.wizard.metakeywords')} error={errors.metaKeywords}>
        <input
          name="metaKeywords"
          value={model.metaKeywords}
          maxLength={400}
          onChange={(e) => change({ metaKeywords: e.target.value })}
        />
      </Field>
    </>
  );
}
