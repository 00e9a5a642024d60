import { pointOf, pricePerArea, toFact, toListing } from './listing-view.js';

const attribute = (id: number, control: number, iconName?: string) => ({
  id,
  name: `Attribute ${id}`,
  attributeControlTypeId: control,
  ...(iconName ? { iconName } : {}),
});
const at = (latitude: number, longitude: number) => JSON.stringify({ latitude, longitude });

describe('the price of a square metre', () => {
  test('is the price over the area, to the cent, rounded half up', () => {
    expect(pricePerArea('185000', '120')).toBe('1541.67');
    expect(pricePerArea('412000', '165')).toBe('2496.97');
    expect(pricePerArea('98500', '62')).toBe('1588.71');
    expect(pricePerArea('300', '8')).toBe('37.50');
    // Exact decimals, not floating point: 0.1 + 0.2 of a coin over one square metre stays 0.30.
    expect(pricePerArea('0.3', '1')).toBe('0.30');
    expect(pricePerArea('1000000.005', '1')).toBe('1000000.01');
    expect(pricePerArea('100', '0.5')).toBe('200.00');
  });

  test('is absent without a positive price and area, or when either is not a number', () => {
    for (const [price, area] of [
      ['185000', undefined],
      ['185000', '0'],
      ['0', '120'],
      ['185000', 'large'],
      ['185000', '-5'],
      ['1e5', '120'],
      ['185000', ''],
    ] as const)
      expect([price, area, pricePerArea(price, area)]).toEqual([price, area, undefined]);
  });
});

describe('a listing from its attribute values and places', () => {
  test('a stored coordinate is a point; anything else is none', () => {
    expect(pointOf(at(35.79, 51.42))).toEqual({ lat: 35.79, lng: 51.42 });
    for (const bad of ['', 'x', '{"latitude":"35","longitude":51}', at(95, 10), at(10, 190), null, 3])
      expect([bad, pointOf(bad)]).toEqual([bad, undefined]);
  });

  test('a number, a switch and a choice are facts; rich text and files are not', () => {
    expect(toFact(attribute(1, 2, 'area'), '165')).toEqual({
      id: 1,
      name: 'Attribute 1',
      value: '165',
      kind: 'number',
      icon: 'area',
    });
    expect(toFact(attribute(2, 5, 'parking'), 'true')).toMatchObject({ value: 'true', kind: 'switch' });
    expect(toFact(attribute(3, 5), 'yes please')).toMatchObject({ value: 'false', kind: 'switch' });
    expect(toFact(attribute(4, 21), '|North|South|')).toMatchObject({ value: 'North, South', kind: 'text' });
    // A number field holding words is shown as text, never as an amount.
    expect(toFact(attribute(5, 2), 'about 90')).toMatchObject({ value: 'about 90', kind: 'text' });
    expect(toFact(attribute(6, 4), '<p>Lovely</p>')).toBeUndefined();
    expect(toFact(attribute(7, 6), 'plan.pdf')).toBeUndefined();
    expect(toFact(attribute(8, 2), '')).toBeUndefined();
  });

  test('its area is the number fact with the area icon, and the price of a square metre comes from it', () => {
    const facts = [toFact(attribute(1, 2, 'rooms'), '3')!, toFact(attribute(2, 2, 'area'), '120')!];
    const listing = toListing({ price: '185000', facts, city: { name: 'Tehran' }, region: { name: 'Elahieh' } });
    expect(listing).toEqual({
      facts,
      area: '120',
      pricePerArea: '1541.67',
      city: 'Tehran',
      region: 'Elahieh',
    });
    // Without an area there is no price per square metre, whatever else the listing has.
    expect(toListing({ price: '185000', facts: facts.slice(0, 1) })).toEqual({ facts: facts.slice(0, 1) });
  });

  test('its point is its own location, else its region, else its city', () => {
    const city = { name: 'Tehran', coordinateLatitude: at(35.69, 51.39) };
    const region = { name: 'Elahieh', coordinateLatitude: at(35.79, 51.42) };
    const location = { coordinateLatitude: at(35.7948, 51.4242) };
    expect(toListing({ price: '1', facts: [], city, region, location })?.point).toEqual({ lat: 35.7948, lng: 51.4242 });
    expect(toListing({ price: '1', facts: [], city, region })?.point).toEqual({ lat: 35.79, lng: 51.42 });
    expect(toListing({ price: '1', facts: [], city })?.point).toEqual({ lat: 35.69, lng: 51.39 });
    expect(toListing({ price: '1', facts: [], city: { name: 'Nowhere' } })).toEqual({ facts: [], city: 'Nowhere' });
  });

  test('a product with no fact and no place is no listing', () => {
    expect(toListing({ price: '349.90', facts: [] })).toBeUndefined();
  });
});
