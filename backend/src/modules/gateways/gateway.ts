/** The configured gateways by name (a payment type's systemKeyword). */
export const PAYMENT_GATEWAYS = Symbol('PAYMENT_GATEWAYS');

/** What a gateway needs to start a payment. Amounts are exact decimal strings in the gateway's currency unit. */
export interface StartRequest {
  amount: string;
  description: string;
  /** Where the gateway sends the customer back (our signed verify address). */
  callbackUrl: string;
  reference: string;
  email?: string | null;
  mobile?: string | null;
}

export interface Started {
  /** The gateway's id of this payment attempt. */
  authority: string;
  /** Where the customer's browser goes to pay. */
  redirectUrl: string;
}

export type Verified =
  | { paid: true; refId: string; card?: string }
  | { paid: false; reason: 'cancelled' | 'declined' | 'mismatch' | 'unreachable'; code?: number };

/**
 * A payment gateway in the usual shape: the server starts a payment and gets an authority; the customer's browser
 * is redirected to the gateway and back to our callback with the authority and a status; the server then asks the
 * gateway itself whether that authority was paid for that amount. The callback alone never pays anything.
 */
export interface PaymentGateway {
  readonly name: string;
  start(request: StartRequest): Promise<Started>;
  /** The authority and the customer-facing status the callback carries, or undefined if it carries none. */
  readCallback(query: Record<string, string | undefined>): { authority: string; ok: boolean } | undefined;
  verify(authority: string, amount: string): Promise<Verified>;
}

export class GatewayError extends Error {
  constructor(
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
