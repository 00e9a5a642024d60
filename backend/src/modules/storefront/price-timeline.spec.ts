import { PriceTimeline, offerSummary, type PriceChange } from './price-timeline.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000);
const change = (productId: number, at: number, before: string | null, after: string): PriceChange => ({
  productId,
  at: day(at),
  before,
  after,
});

describe('PriceTimeline', () => {
  const shop = { id: 1, price: '90.00' };
  const seller = { id: 2, price: '85.00' };
  const changes = [
    change(1, 0, null, '100.00'),
    change(1, 10, '100.00', '95.00'),
    change(2, 20, null, '97.00'),
    change(2, 30, '97.00', '85.00'),
    change(1, 40, '95.00', '90.00'),
  ];

  test('a product costs what its last change left, nothing before it was created, its price now if never changed', () => {
    const timeline = new PriceTimeline([shop, seller, { id: 3, price: '70.00' }], changes);
    expect(timeline.priceAt(shop, day(-1))).toBeNull();
    expect(timeline.priceAt(shop, day(0))).toBe('100.00');
    expect(timeline.priceAt(shop, day(15))).toBe('95.00');
    expect(timeline.priceAt(seller, day(15))).toBeNull();
    expect(timeline.priceAt({ id: 3, price: '70.00' }, day(-100))).toBe('70.00');
  });

  test('an update older than any create known reads its before as the price already asked', () => {
    const timeline = new PriceTimeline([shop], [change(1, 5, '120.00', '90.00')]);
    expect(timeline.priceAt(shop, day(0))).toBe('120.00');
  });

  test('the lowest price is a point where it changed, from the window on, and one now', () => {
    const history = new PriceTimeline([shop, seller], changes).history(day(5), day(50))!;
    expect(history.points).toEqual([
      { at: day(5).toISOString(), price: '100.00' },
      { at: day(10).toISOString(), price: '95.00' },
      { at: day(30).toISOString(), price: '85.00' },
      { at: day(50).toISOString(), price: '85.00' },
    ]);
    expect([history.min, history.max, history.current]).toEqual(['85', '100', '85.00']);
  });

  test('changes made in one moment count as one; prices compare as decimals, not as text', () => {
    const same = [change(1, 0, null, '9.50'), change(1, 0, '9.50', '10.00'), change(2, 1, null, '9.9')];
    const timeline = new PriceTimeline(
      [
        { id: 1, price: '10.00' },
        { id: 2, price: '9.9' },
      ],
      same,
    );
    expect(timeline.history(day(-1), day(2))!.points.map((p) => p.price)).toEqual(['10.00', '9.9', '9.9']);
    expect(timeline.lowestNow()).toBe('9.9');
  });

  test('nothing to draw when no product has a price', () => {
    expect(new PriceTimeline([], []).history(day(0), day(1))).toBeUndefined();
  });
});

describe('offerSummary', () => {
  test('the lowest price in stock and how many sellers; the lowest of all when none is in stock', () => {
    const offers = [
      { price: '95.00', stockQuantity: 0 },
      { price: '100.00', stockQuantity: 2 },
      { price: '99.5', stockQuantity: 1 },
    ];
    expect(offerSummary(offers)).toEqual({ lowest: '99.5', sellers: 3, inStock: true });
    expect(offerSummary(offers.map((o) => ({ ...o, stockQuantity: 0 })))).toEqual({
      lowest: '95.00',
      sellers: 3,
      inStock: false,
    });
  });
});
