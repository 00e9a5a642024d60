// The views of the cart, checkout, payment and invoice screens.

/** An order's amounts as the invoice shows them: total = price − discount + tax + shipping + fee. */
export interface OrderAmounts {
  price: string;
  discountPrice: string;
  taxPrice: string;
  shippingPrice: string;
  feePrice: string;
  totalPrice: string;
}

/** The amounts shown under a cart or an invoice, in order, with their labels (the total comes last, apart). */
export const AMOUNT_ROWS = [
  ['price', 'storefront.cart.subtotal'],
  ['discountPrice', 'storefront.cart.discount'],
  ['taxPrice', 'storefront.cart.tax'],
  ['shippingPrice', 'storefront.cart.shipping'],
  ['feePrice', 'storefront.cart.fee'],
] as const;

export interface ChoiceOption {
  id: number;
  name: string;
}

/** The customer's open cart as the cart and checkout screen shows it (the API's getShoppingCart answer). */
export interface CheckoutView {
  id: number;
  /** The cart's code: /shoppingcart/{guid} prints its pre-invoice. */
  guid: string | null;
  coinId: number | null;
  coin: string | null;
  customerAddressId: number | null;
  shipmentTypeId: number | null;
  paymentTypeId: number | null;
  discountCode: string | null;
  description: string | null;
  productOrderItems: {
    id: number;
    productId: number;
    name: string;
    guid: string | null;
    quantity: number;
    unitPrice: string | null;
    /** The line's amount as the order prices it: unit price × quantity, rounded to the coin's places. */
    total: string;
    stockQuantity: number | null;
    /** The fewest and the most pieces the cart takes of the product (its order limits and, when counted, stock). */
    minQuantity: number;
    maxQuantity: number | null;
  }[];
  /** The lines' sum, known before the checkout's choices are (the totals need them). */
  subtotal: string;
  /** The order's amounts once its choices are complete and valid; until then null, with the reason. */
  totals: (OrderAmounts & { needsShipping: boolean }) | null;
  /** Something in the cart needs shipping: an address and a shipment type are asked for. */
  needsShipping: boolean;
  /** Translation key of what keeps the cart from closing, if anything, and its text in the page's language. */
  problem: string | null;
  problemMessage: string | null;
  options?: { addresses: ChoiceOption[]; shipmentTypes: ChoiceOption[]; paymentTypes: ChoiceOption[] };
}

/** A payment as its page shows it (spec 1 §2.1 /payment/:paymentguid). */
export interface PaymentView {
  guid: string;
  amount: string;
  coin: string;
  isPaid: boolean;
  refId: string | null;
  paymentType: string;
  /** Paid at a gateway the customer is sent to, rather than confirmed by an administrator. */
  external: boolean;
  orderId: number | null;
  invoiceNumber: string | null;
  canceled: boolean;
  /**
   * Set when the payment is made in another coin than it is priced in (a payment type paid in its base coin): what
   * the customer pays, and the rate the server took when it made the payment (`coin` per `payCoin`) with its time.
   */
  conversion?: PaymentConversion;
}

/** An amount converted at the exchange's price: `amount` = the payment's amount ÷ `rate`, rounded up. */
export interface PaymentConversion {
  amount: string;
  payCoin: string;
  rate: string;
  /** When the price it came from was made (the market's last trade). */
  rateAt: string;
}

export interface PaymentVerifyView {
  result: 'paid' | 'cancelled' | 'declined' | 'unreachable' | 'invalid';
  refId?: string;
}

/** An order as its invoice prints it, or the open cart as a pre-invoice (spec 1 §2.8). */
export interface InvoiceView {
  kind: 'invoice' | 'preinvoice';
  /** The order's code (its invoice's address, /shoppingcart/{guid}). */
  guid?: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  seller: { name: string; address: string | null; phone: string | null };
  customer: { name: string; email: string | null; mobile: string | null; address: string | null };
  coin: string;
  lines: { name: string; quantity: number; unitPrice: string; total: string }[];
  /** The amounts; null on a pre-invoice whose choices are not complete yet (then only the lines' sum is known). */
  amounts: OrderAmounts | null;
  subtotal: string;
  isPaid: boolean;
}
