import { useStorefront } from '../context';
import { formatMoney } from '../format';

/**
 * An amount and its currency as one unit that the line around it cannot reorder: in a right-to-left line two amounts
 * side by side would otherwise join into one run of digits, and a currency drift to the other amount.
 */
export function Money({ value, currency, className }: { value: string; currency?: string; className?: string }) {
  const { state } = useStorefront();
  return (
    <span className={className ? `money ${className}` : 'money'}>
      <bdi dir="ltr">{formatMoney(value, state.lang)}</bdi>
      {currency && ` ${currency}`}
    </span>
  );
}
