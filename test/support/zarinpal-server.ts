import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Attempt {
  authority: string;
  amount: number;
  callbackUrl: string;
  /** The customer paid at the gateway's page. */
  paid: boolean;
  verifications: number;
  refId?: number;
}

export interface LocalZarinpal {
  url: string;
  merchantId: string;
  attempts: Map<string, Attempt>;
  /** Verify calls answered, by code. */
  verifyCodes: number[];
  close(): Promise<void>;
}

/**
 * A local payment gateway that speaks Zarinpal's v4 wire format: POST /pg/v4/payment/request.json, the payment page
 * GET /pg/StartPay/{authority} (a form with Pay and Cancel; `?action=pay|cancel` answers at once), the redirect back
 * with Authority and Status=OK|NOK, and POST /pg/v4/payment/verify.json answering 100 the first time, 101 after,
 * -51 for an unpaid authority, -50 for a wrong amount and -11 for a wrong merchant.
 */
export async function startLocalZarinpal(merchantId = '00000000-0000-0000-0000-000000000001'): Promise<LocalZarinpal> {
  const attempts = new Map<string, Attempt>();
  let refIds = 201_000;
  const verifyCodes: number[] = [];
  const json = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const fail = (res: http.ServerResponse, code: number, message: string) =>
    json(res, code === -9 ? 422 : 400, { data: [], errors: { code, message, validations: [] } });
  const readBody = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const back = (res: http.ServerResponse, attempt: Attempt, ok: boolean) => {
    const url = new URL(attempt.callbackUrl);
    url.searchParams.set('Authority', attempt.authority);
    url.searchParams.set('Status', ok ? 'OK' : 'NOK');
    res.writeHead(302, { location: url.toString() });
    res.end();
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://gateway.local');
      if (req.method === 'POST' && url.pathname === '/pg/v4/payment/request.json') {
        const body = await readBody(req);
        if (body.merchant_id !== merchantId) return fail(res, -11, 'merchant not found');
        if (typeof body.amount !== 'number' || body.amount < 1000 || typeof body.callback_url !== 'string')
          return fail(res, -9, 'validation error');
        const authority = `A${randomBytes(18).toString('hex').toUpperCase()}`.slice(0, 36);
        attempts.set(authority, {
          authority,
          amount: body.amount,
          callbackUrl: body.callback_url,
          paid: false,
          verifications: 0,
        });
        return json(res, 200, {
          data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
          errors: [],
        });
      }
      const start = url.pathname.match(/^\/pg\/StartPay\/([A-Za-z0-9]+)$/);
      if (start && (req.method === 'GET' || req.method === 'POST')) {
        const attempt = attempts.get(start[1]);
        if (!attempt) return json(res, 404, { data: [], errors: { code: -54, message: 'invalid authority' } });
        const action = url.searchParams.get('action');
        if (action === 'pay') {
          attempt.paid = true;
          return back(res, attempt, true);
        }
        if (action === 'cancel') return back(res, attempt, false);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><title>Gateway</title><h1>Pay ${attempt.amount}</h1>` +
            `<a id="pay" href="/pg/StartPay/${attempt.authority}?action=pay">Pay</a> ` +
            `<a id="cancel" href="/pg/StartPay/${attempt.authority}?action=cancel">Cancel</a>`,
        );
      }
      if (req.method === 'POST' && url.pathname === '/pg/v4/payment/verify.json') {
        const body = await readBody(req);
        const attempt = attempts.get(String(body.authority));
        const answer = (code: number) => verifyCodes.push(code);
        if (body.merchant_id !== merchantId) return (answer(-11), fail(res, -11, 'merchant not found'));
        if (!attempt) return (answer(-54), fail(res, -54, 'invalid authority'));
        if (body.amount !== attempt.amount) return (answer(-50), fail(res, -50, 'amount mismatch'));
        if (!attempt.paid) return (answer(-51), fail(res, -51, 'payment failed'));
        attempt.verifications++;
        attempt.refId ??= ++refIds;
        const code = attempt.verifications === 1 ? 100 : 101;
        answer(code);
        return json(res, 200, {
          data: {
            code,
            message: code === 100 ? 'Paid' : 'Verified',
            card_hash: 'H',
            card_pan: '6037****1234',
            ref_id: attempt.refId,
            fee_type: 'Merchant',
            fee: 0,
          },
          errors: [],
        });
      }
      if (url.pathname === '/favicon.ico') return res.writeHead(204).end();
      json(res, 404, { data: [], errors: { code: -404, message: 'not found' } });
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    merchantId,
    attempts,
    verifyCodes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
