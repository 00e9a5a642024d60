import { Inject, Injectable, Logger } from '@nestjs/common';
import { SYSTEM_ACTOR } from '../../auth/actor.js';
import { CrudService } from '../../crud/crud.service.js';
import { ExchangeService } from './exchange.service.js';
import { MIRRORED_MARKET_DATA, type MarketDataProvider } from './market-data.js';
import { trimDecimal } from './units.js';

export interface MarketRulesRefreshResult {
  /** The mirrored provider read (none configured: null, and nothing changes). */
  provider: string | null;
  /** Saray's markets the provider lists. */
  matched: number;
  /** Markets whose tick size, lot size or minimum value changed. */
  updated: number;
  /** Markets the provider's rules do not fit (steps finer than the coins' decimals), left as they were. */
  refused: string[];
}

/**
 * The scheduled task 'marketdatarefresh': a market that the configured mirror (SARAY_BINANCE_URL) also lists takes
 * the mirror's current trading rules (PRICE_FILTER tick, LOT_SIZE step, NOTIONAL minimum), so an order form and the
 * matching engine follow the exchange the market mirrors. Markets are written through the generic update, so the
 * market's own checks, history and the exchange's cache refresh apply as for an administrator's edit.
 */
@Injectable()
export class MarketRulesRefresh {
  private readonly log = new Logger('MarketRulesRefresh');

  constructor(
    @Inject(MIRRORED_MARKET_DATA) private readonly mirrored: Map<string, MarketDataProvider>,
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
    @Inject(CrudService) private readonly crud: CrudService,
  ) {}

  async refresh(): Promise<MarketRulesRefreshResult> {
    const [provider] = [...this.mirrored.values()];
    if (!provider) return { provider: null, matched: 0, updated: 0, refused: [] };
    const rules = new Map((await provider.exchangeInfo()).map((s) => [s.symbol, s]));
    let matched = 0;
    let updated = 0;
    const refused: string[] = [];
    for (const market of await this.exchange.markets()) {
      const info = rules.get(market.symbol);
      if (!info) continue;
      matched++;
      const next = {
        tickSize: trimDecimal(info.tickSize),
        lotSize: trimDecimal(info.stepSize),
        minNotional: trimDecimal(info.minNotional ?? '0'),
      };
      if (
        next.tickSize === market.tickSize &&
        next.lotSize === market.lotSize &&
        next.minNotional === market.minNotional
      )
        continue;
      try {
        await this.crud.update('markets', SYSTEM_ACTOR, String(market.id), next);
        updated++;
      } catch (err) {
        this.log.warn(`market ${market.symbol} keeps its rules: ${String(err)}`);
        refused.push(market.symbol);
      }
    }
    return { provider: provider.name, matched, updated, refused };
  }
}
