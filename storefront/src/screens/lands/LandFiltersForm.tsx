import type { FormEvent } from 'react';
import { LAND_STATUSES, type LandAreaView, type LandFilters, type LandStatus } from '@saray/contracts/storefront/state';
import { useStorefront } from '../../context';
import { latinDigits } from '../../decimal';

/**
 * The map's filters: a GET form of the page (it works before the scripts run); once they do, each change applies at
 * once and the address follows.
 */
export function LandFiltersForm({
  areas,
  filters,
  onChange,
}: {
  areas: LandAreaView[];
  filters: LandFilters;
  onChange: (next: LandFilters) => void;
}) {
  const { t, href } = useStorefront();
  const set = (patch: Partial<LandFilters>) => {
    const next = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof LandFilters)[]) if (!next[key]) delete next[key];
    onChange(next);
  };
  const amount = (value: string) => {
    const v = latinDigits(value.trim());
    return /^\d+(\.\d+)?$/.test(v) ? v : undefined;
  };
  return (
    <form
      className="land-filters"
      method="get"
      action={href('/lands')}
      aria-label={t('storefront.lands.filters')}
      onSubmit={(e: FormEvent) => e.preventDefault()}
    >
      <label className="field">
        <span>{t('storefront.lands.area')}</span>
        <select
          name="area"
          value={filters.area ?? ''}
          onChange={(e) => set({ area: Number(e.target.value) || undefined })}
        >
          <option value="">{t('storefront.lands.allareas')}</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('storefront.lands.statuslabel')}</span>
        <select
          name="status"
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as LandStatus | undefined })}
        >
          <option value="">{t('storefront.lands.allstatuses')}</option>
          {LAND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`storefront.lands.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('storefront.lands.minprice')}</span>
        <input
          name="min"
          inputMode="decimal"
          dir="ltr"
          defaultValue={filters.min ?? ''}
          onChange={(e) => set({ min: amount(e.target.value) })}
        />
      </label>
      <label className="field">
        <span>{t('storefront.lands.maxprice')}</span>
        <input
          name="max"
          inputMode="decimal"
          dir="ltr"
          defaultValue={filters.max ?? ''}
          onChange={(e) => set({ max: amount(e.target.value) })}
        />
      </label>
      <noscript>
        <button type="submit" className="button">
          {t('storefront.lands.apply')}
        </button>
      </noscript>
    </form>
  );
}
