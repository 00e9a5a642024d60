import { useGetManyAggregate, usePermissions, type RaRecord } from 'react-admin';
import type { Currency } from '../format';
import type { EntitySchema } from '../schema';

/**
 * The coin or currency a record's money is in (the entity's x-currency relation), with its decimals and symbol.
 * Every cell of a page asks at once and react-admin joins the asks into one request for the page's distinct coins
 * (and keeps each coin for the next page), so a list never asks once per row. Undefined while it loads, when the
 * record has no currency, or when the reader may not read coins: the amount is then shown without one.
 */
export function useCurrency(
  entity: EntitySchema,
  record: RaRecord | Record<string, unknown> | undefined,
): Currency | undefined {
  const { permissions } = usePermissions<EntitySchema[]>();
  const spec = entity.currency;
  const targetName = spec && entity.fields[spec.field]?.['x-relation']?.entity;
  const target = targetName ? permissions?.find((e) => e.name === targetName) : undefined;
  const id = spec && record ? record[spec.field] : undefined;
  const enabled =
    Boolean(target?.operations.includes('list')) && (typeof id === 'number' || typeof id === 'string') && id !== '';
  const { data } = useGetManyAggregate(
    target?.resource ?? 'coins',
    { ids: enabled ? [id as number] : [] },
    { enabled, staleTime: 5 * 60_000 },
  );
  const coin = enabled ? data?.find((r) => String(r.id) === String(id)) : undefined;
  if (!coin || !spec) return undefined;
  const decimals = Number(coin[spec.decimals]);
  return {
    decimals: Number.isInteger(decimals) ? decimals : undefined,
    symbol: typeof coin[spec.symbol] === 'string' ? coin[spec.symbol] : undefined,
  };
}
