import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';

const FIXTURES = path.join(ROOT_DIR, 'test', 'fixtures', 'binance');
const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

const INTERVAL_MS: Record<string, number> = { '1m': 60_000, '15m': 900_000, '1h': 3_600_000, '1d': 86_400_000 };

/**
 * A local server answering in Binance's REST shapes: /api/v3/exchangeInfo (all, or ?symbols=[…]),
 * /api/v3/klines (rows generated from the symbol's last price, `limit` of them, default 500, at most 1000),
 * /api/v3/ticker/24hr, and Binance's error bodies ({ code, msg }) for an unknown symbol or interval.
 */
export async function startLocalBinance(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const info = fixture('exchangeInfo.json') as { symbols: { symbol: string }[] };
  const tickers = fixture('ticker-24hr.json') as { symbol: string; lastPrice: string }[];
  const requests: string[] = [];
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://binance.local');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/v3/exchangeInfo') {
      const wanted = url.searchParams.get('symbols');
      const names = wanted ? (JSON.parse(wanted) as string[]) : undefined;
      if (names && names.some((n) => !info.symbols.some((s) => s.symbol === n)))
        return send(res, 400, { code: -1121, msg: 'Invalid symbol.' });
      return send(res, 200, { ...info, symbols: info.symbols.filter((s) => !names || names.includes(s.symbol)) });
    }
    if (url.pathname === '/api/v3/klines') {
      const symbol = url.searchParams.get('symbol') ?? '';
      const ticker = tickers.find((t) => t.symbol === symbol);
      if (!ticker) return send(res, 400, { code: -1121, msg: 'Invalid symbol.' });
      const step = INTERVAL_MS[url.searchParams.get('interval') ?? ''];
      if (!step) return send(res, 400, { code: -1120, msg: 'Invalid interval.' });
      const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 500));
      const last = Number(ticker.lastPrice);
      const end = Math.floor(Date.UTC(2026, 10, 22) / step) * step;
      const rows = Array.from({ length: limit }, (_, i) => {
        const open = end - (limit - i) * step;
        const price = (last * (1 + Math.sin(i / 7) / 100)).toFixed(8);
        return [open, price, price, price, price, '1.00000000', open + step - 1, price, 10 + i, '0.5', price, '0'];
      });
      return send(res, 200, rows);
    }
    if (url.pathname === '/api/v3/ticker/24hr') return send(res, 200, tickers);
    send(res, 404, { code: -1000, msg: 'Unknown path.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
