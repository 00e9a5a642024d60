// What a product shows beyond its price when it is listed with attributes and a place: a property for sale, say.

/** One of a listing's attribute values, in the attribute's display order. */
export interface ListingFact {
  /** The attribute's id. */
  id: number;
  /** The attribute's name in the page's language. */
  name: string;
  /** The value as stored: a number's digits, a switch's 'true' or 'false', a choice's text. */
  value: string;
  /** number: an amount (area, rooms, a year); switch: a feature the listing has or not; text: anything else. */
  kind: 'number' | 'switch' | 'text';
  /** The attribute's icon name ('area', 'rooms', 'floor', 'year', 'parking', …): what kind of fact it is. */
  icon?: string;
}

/** A listing's place and facts, read on the server with its product. */
export interface ListingView {
  facts: ListingFact[];
  /** The floor area in square metres: the value of the attribute whose icon is 'area'. */
  area?: string;
  /** The price divided by the area, in the price's coin, to the cent. */
  pricePerArea?: string;
  /** The city of its address mapping and the region it is mapped to, by name. */
  city?: string;
  region?: string;
  /** Where it is: its own location, else its region's or its city's point. */
  point?: { lat: number; lng: number };
}

/** A number attribute offered as a range (the query's min-{id} and max-{id}), with what the visitor chose. */
export interface RangeFilter {
  id: number;
  name: string;
  icon?: string;
  min: string;
  max: string;
}

/** A place a list can be narrowed to (the query's city or region), with the region's parent for grouping. */
export interface PlaceFilter {
  id: number;
  name: string;
  parent?: string;
}
