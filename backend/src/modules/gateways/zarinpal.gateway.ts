import { GatewayError, type PaymentGateway, type StartRequest, type Started, type Verified } from './gateway.js';

/** Zarinpal's answer envelope: `data` on success, `errors` otherwise (v4 REST API). */
interface Envelope<T> {
  data: T | unknown[];
  errors: { code?: number; message?: string } | unknown[];
}

/** Codes of the v4 API: 100 done, 101 already verified; negative ones are errors (-51 failed, -54 invalid authority). */
const OK = 100;
const ALREADY_VERIFIED = 101;

/**
 * Zarinpal's v4 wire format: POST /pg/v4/payment/request.json (merchant_id, amount, callback_url, description,
 * metadata) → data.authority; the customer pays at /pg/StartPay/{authority}; the gateway redirects to the callback
 * with Authority and Status=OK|NOK; POST /pg/v4/payment/verify.json (merchant_id, amount, authority) → data.code 100
 * (or 101 when verified before) with ref_id. Amounts are whole units of the currency (rials).
 */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal';

  constructor(
    private readonly baseUrl: string,
    private readonly merchantId: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async start(request: StartRequest): Promise<Started> {
    const answer = await this.post<{ code: number; authority: string }>('/pg/v4/payment/request.json', {
      merchant_id: this.merchantId,
      amount: wholeUnits(request.amount),
      callback_url: request.callbackUrl,
      description: request.description,
      metadata: {
        order_id: request.reference,
        ...(request.email ? { email: request.email } : {}),
        ...(request.mobile ? { mobile: request.mobile } : {}),
      },
    });
    if (!answer || answer.code !== OK || !answer.authority)
      throw new GatewayError(answer?.code, 'payment request refused');
    return {
      authority: answer.authority,
      redirectUrl: `${this.baseUrl}/pg/StartPay/${encodeURIComponent(answer.authority)}`,
    };
  }

  readCallback(query: Record<string, string | undefined>): { authority: string; ok: boolean } | undefined {
    const authority = query.Authority;
    return authority ? { authority, ok: query.Status === 'OK' } : undefined;
  }

  async verify(authority: string, amount: string): Promise<Verified> {
    let answer: { code: number; ref_id?: number | string; card_pan?: string } | undefined;
    try {
      answer = await this.post('/pg/v4/payment/verify.json', {
        merchant_id: this.merchantId,
        amount: wholeUnits(amount),
        authority,
      });
    } catch (err) {
      if (err instanceof GatewayError && err.code !== undefined)
        return { paid: false, reason: 'declined', code: err.code };
      return { paid: false, reason: 'unreachable' };
    }
    if (answer && (answer.code === OK || answer.code === ALREADY_VERIFIED) && answer.ref_id != null)
      return { paid: true, refId: String(answer.ref_id), card: answer.card_pan };
    return { paid: false, reason: 'declined', code: answer?.code };
  }

  private async post<T>(path: string, body: object): Promise<T | undefined> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const envelope = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
    const errors = envelope?.errors;
    if (errors && !Array.isArray(errors) && errors.code !== undefined)
      throw new GatewayError(errors.code, errors.message ?? 'gateway error');
    if (!res.ok) throw new GatewayError(undefined, `gateway answered ${res.status}`);
    return Array.isArray(envelope?.data) ? undefined : (envelope?.data as T);
  }
}

/** The gateway takes whole units: an amount with a fraction is refused rather than rounded. */
function wholeUnits(amount: string): number {
  if (!/^\d+(\.0+)?$/.test(amount)) throw new GatewayError(undefined, `amount ${amount} is not a whole number`);
  return Number(amount.split('.')[0]);
}
