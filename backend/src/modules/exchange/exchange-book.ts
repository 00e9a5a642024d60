import {
  Ledger,
  MatchingEngine,
  type EngineState,
  type LedgerState,
  type MarketSpec,
  type OrderType,
  type PlaceResult,
  type Side,
  type TimeInForce,
} from './matching-engine.js';

/** A market's spec as the journal keeps it: amounts as decimal text of smallest units. */
export interface MarketSpecJson {
  base: string;
  quote: string;
  baseUnit: string;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBps: string;
  takerFeeBps: string;
}

/**
 * What the exchange's journal records, in the order it happened: everything that changes a book or a balance.
 * Replaying the entries in order rebuilds the same books and balances (the engines are deterministic).
 */
export type JournalEntry =
  | { kind: 'spec'; market: number; spec: MarketSpecJson }
  | { kind: 'deposit'; account: string; asset: string; amount: string }
  /** Funds set aside for a withdrawal waiting for approval. */
  | { kind: 'hold'; account: string; asset: string; amount: string }
  /** A withdrawal rejected: its held funds go back. */
  | { kind: 'release'; account: string; asset: string; amount: string }
  /** A withdrawal sent: its held funds leave the exchange. */
  | { kind: 'spend'; account: string; asset: string; amount: string }
  | {
      kind: 'place';
      market: number;
      order: {
        id: string;
        account: string;
        side: Side;
        type: OrderType;
        price?: string;
        quantity: string;
        tif: TimeInForce;
      };
    }
  | { kind: 'cancel'; market: number; id: string; account: string };

/** A book saved whole: its ledger and each market's spec and engine. */
export interface BookState {
  ledger: LedgerState;
  markets: { market: number; spec: MarketSpecJson; engine: EngineState }[];
}

export type ApplyResult =
  { kind: 'place'; result: PlaceResult } | { kind: 'cancel' | 'funds'; ok: boolean } | { kind: 'spec'; ok: true };

export const specToJson = (s: MarketSpec): MarketSpecJson => ({
  base: s.base,
  quote: s.quote,
  baseUnit: String(s.baseUnit),
  tickSize: String(s.tickSize),
  lotSize: String(s.lotSize),
  minNotional: String(s.minNotional),
  makerFeeBps: String(s.makerFeeBps),
  takerFeeBps: String(s.takerFeeBps),
});

export const specFromJson = (s: MarketSpecJson): MarketSpec => ({
  base: s.base,
  quote: s.quote,
  baseUnit: BigInt(s.baseUnit),
  tickSize: BigInt(s.tickSize),
  lotSize: BigInt(s.lotSize),
  minNotional: BigInt(s.minNotional),
  makerFeeBps: BigInt(s.makerFeeBps),
  takerFeeBps: BigInt(s.takerFeeBps),
});

export const sameSpec = (a: MarketSpec, b: MarketSpec): boolean =>
  JSON.stringify(specToJson(a)) === JSON.stringify(specToJson(b));

/**
 * Every market's book over one shared ledger, driven only by journal entries. Pure: no database, no clock. An entry
 * that is refused (an order rejected, funds not there, an unknown order cancelled) changes nothing, so a writer
 * applies first and journals only what was accepted.
 */
export class ExchangeBook {
  private readonly engines = new Map<number, MatchingEngine>();

  constructor(readonly ledger = new Ledger()) {}

  /** Everything the book holds, as JSON-ready text: restoring it gives a book that goes on as this one would. */
  save(): BookState {
    return {
      ledger: this.ledger.state(),
      markets: [...this.engines].map(([market, engine]) => ({
        market,
        spec: specToJson(engine.spec),
        engine: engine.state(),
      })),
    };
  }

  static restore(state: BookState): ExchangeBook {
    const book = new ExchangeBook(Ledger.restore(state.ledger));
    for (const m of state.markets)
      book.engines.set(m.market, MatchingEngine.restore(specFromJson(m.spec), book.ledger, m.engine));
    return book;
  }

  engine(market: number): MatchingEngine | undefined {
    return this.engines.get(market);
  }

  markets(): number[] {
    return [...this.engines.keys()];
  }

  apply(entry: JournalEntry): ApplyResult {
    switch (entry.kind) {
      case 'spec': {
        const spec = specFromJson(entry.spec);
        const engine = this.engines.get(entry.market);
        if (engine) engine.respec(spec);
        else this.engines.set(entry.market, new MatchingEngine(spec, this.ledger));
        return { kind: 'spec', ok: true };
      }
      case 'deposit':
        this.ledger.deposit(entry.account, entry.asset, BigInt(entry.amount));
        return { kind: 'funds', ok: true };
      case 'hold':
        return { kind: 'funds', ok: this.ledger.hold(entry.account, entry.asset, BigInt(entry.amount)) };
      case 'release':
      case 'spend':
        return {
          kind: 'funds',
          ok: this.ledger.unhold(entry.account, entry.asset, BigInt(entry.amount), entry.kind === 'spend'),
        };
      case 'place': {
        const engine = this.engines.get(entry.market);
        if (!engine)
          return { kind: 'place', result: { status: 'rejected', reason: 'nomarket', trades: [], filled: 0n } };
        const { order } = entry;
        return {
          kind: 'place',
          result: engine.place({
            ...order,
            price: order.price === undefined ? undefined : BigInt(order.price),
            quantity: BigInt(order.quantity),
          }),
        };
      }
      case 'cancel': {
        const engine = this.engines.get(entry.market);
        return { kind: 'cancel', ok: engine?.cancel(entry.id, entry.account) ?? false };
      }
    }
  }

  /** Whether an entry was accepted: what the writer journals. */
  static accepted(result: ApplyResult): boolean {
    return result.kind === 'place' ? result.result.status !== 'rejected' : result.ok;
  }

  /** Books and balances as plain text: two books built from the same journal give the same snapshot. */
  snapshot(): { balances: string[]; books: Record<number, string[]> } {
    const balances = this.ledger
      .balances()
      .filter((b) => b.available !== 0n || b.held !== 0n)
      .map((b) => `${b.account} ${b.asset} ${b.available} ${b.held}`)
      .sort();
    const books: Record<number, string[]> = {};
    for (const [market, engine] of [...this.engines].sort(([a], [b]) => a - b))
      books[market] = (['buy', 'sell'] as const).flatMap((side) =>
        engine.depth(side).map((o) => `${side} ${o.id} ${o.account} ${o.price} ${o.quantity} ${o.filled} ${o.held}`),
      );
    return { balances, books };
  }
}
