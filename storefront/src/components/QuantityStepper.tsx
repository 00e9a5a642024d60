import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { localDigits } from '../format';
import { clampQuantity } from './quantity';

/**
 * − / number / +: a quantity from min to max (max when known: the stock, the product's order limit). The buttons
 * change it at once; a typed number counts when the field is left or Enter is pressed. Off while `disabled` (nothing
 * to buy); while `busy` (a change being saved) and at either end the buttons are marked off but keep the focus.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  name,
  disabled = false,
  busy = false,
  id,
}: {
  value: number;
  min?: number;
  max?: number | null;
  onChange: (quantity: number) => void;
  /** The product's name, for the labels ("Quantity of …"). */
  name: string;
  disabled?: boolean;
  /** A change is being saved: the buttons are marked off but keep the focus. */
  busy?: boolean;
  id?: string;
}) {
  const { state, t } = useStorefront();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const atMin = value <= min;
  const atMax = max != null && value >= max;
  const set = (next: number) => {
    if (busy || disabled) return setDraft(String(value));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => set(clampQuantity(draft, min, max, value));
  return (
    <div className="stepper" role="group" aria-label={t('storefront.cart.quantityof', { name })}>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('storefront.cart.decrease', { name })}
        // Off at the least and at the most, but focusable: the focus stays where the customer was.
        aria-disabled={disabled || busy || atMin || undefined}
        onClick={() => !atMin && set(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="stepper-input"
        min={min}
        max={max ?? undefined}
        value={draft}
        disabled={disabled}
        readOnly={busy}
        aria-label={t('storefront.cart.quantityof', { name })}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          commit();
        }}
      />
      <button
        type="button"
        className="stepper-button"
        aria-label={t('storefront.cart.increase', { name })}
        aria-disabled={disabled || busy || atMax || undefined}
        onClick={() => !atMax && set(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {atMax && max != null && max > 0 && (
        <span className="stepper-limit muted">
          {t('storefront.cart.maxreached', { count: localDigits(max, state.lang) })}
        </span>
      )}
    </div>
  );
}
