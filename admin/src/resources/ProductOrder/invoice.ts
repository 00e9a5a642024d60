import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { api } from '../../http';

/** An order as its invoice prints it (GET /api/ProductOrders/getInvoice): the storefront prints the same. */
export interface Invoice {
  kind: 'invoice' | 'preinvoice';
  invoiceNumber: string | null;
  invoiceDate: string | null;
  seller: { name: string; address: string | null; phone: string | null };
  customer: { name: string; email: string | null; mobile: string | null; address: string | null };
  coin: string;
  lines: { name: string; quantity: number; unitPrice: string; total: string }[];
  /** Null on an open cart whose choices are not complete yet (then only the lines' sum is known). */
  amounts: {
    price: string;
    discountPrice: string;
    taxPrice: string;
    shippingPrice: string;
    feePrice: string;
    totalPrice: string;
  } | null;
  subtotal: string;
  isPaid: boolean;
}

/** The amounts under the lines, in order, with their labels (the total comes last, apart). */
export const AMOUNT_ROWS = [
  ['price', 'storefront.cart.subtotal'],
  ['discountPrice', 'storefront.cart.discount'],
  ['taxPrice', 'storefront.cart.tax'],
  ['shippingPrice', 'storefront.cart.shipping'],
  ['feePrice', 'storefront.cart.fee'],
] as const;

/** The order's invoice, read again whenever the screen is refreshed (after an action or a change to a line). */
export const useInvoice = (id: Identifier, enabled = true) =>
  useQuery({
    queryKey: ['product-orders', 'invoice', String(id)],
    queryFn: async () => (await api<Invoice>(`/api/ProductOrders/getInvoice?id=${encodeURIComponent(id)}`)).json,
    enabled,
    retry: false,
  });
