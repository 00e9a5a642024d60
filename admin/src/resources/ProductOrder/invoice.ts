import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { InvoiceView } from '@saray/contracts/storefront/state';
import { api } from '../../http';

/**
 * The order's invoice (GET /api/ProductOrders/getInvoice; the storefront prints the same view), read again whenever
 * the screen is refreshed (after an action or a change to a line).
 */
export const useInvoice = (id: Identifier, enabled = true) =>
  useQuery({
    queryKey: ['product-orders', 'invoice', String(id)],
    queryFn: async () => (await api<InvoiceView>(`/api/ProductOrders/getInvoice?id=${encodeURIComponent(id)}`)).json,
    enabled,
    retry: false,
  });
