// The price comparison's views: one product offered by several sellers, lowest price first, and how its price went.
import type { CategoryCard, ProductCard, ThemeName } from '../state.js';

/**
 * The themes whose screens compare offers: the server reads a page's `comparison` for their stores only, so the
 * other themes' pages cost what they did.
 */
export const PRICE_COMPARISON_THEMES: readonly ThemeName[] = ['theme_torob'];

/**
 * One seller's offer of a product: the product itself, or a product linked to it (its relation names the entity
 * 'Product' and the product's id), each sold by its seller at its own price and stock.
 */
export interface OfferView {
  id: number;
  guid: string;
  /** The offer's own name (a seller may word it differently). */
  name: string;
  /** Who sells it: the seller's name; null when the store sells it itself. */
  seller: string | null;
  price: string;
  oldPrice?: string | null;
  stockQuantity: number;
  currency?: string;
}

/** The lowest price of a product's offers from a moment on. */
export interface PricePoint {
  /** ISO date and time. */
  at: string;
  price: string;
}

/**
 * The lowest price of a product's offers over the last months, from the record history of their price: each point
 * where it changed, the first at the window's start, the last now.
 */
export interface PriceHistoryView {
  points: PricePoint[];
  min: string;
  max: string;
  current: string;
}

/** A product's offers in a list: the lowest price to be had and from how many sellers. */
export interface OfferSummary {
  /** The lowest price in stock; the lowest of all when none is in stock. */
  lowest: string;
  /** How many sellers offer it (the store counts as one when it sells it too). */
  sellers: number;
  inStock: boolean;
}

/** A product whose lowest price fell lately: what it was and what it is now. */
export interface PriceDrop {
  product: ProductCard;
  was: string;
  now: string;
}

/** What a comparison theme's screens draw beyond the shared data; each route fills the members it shows. */
export interface PriceComparisonView {
  /** A product page: the offers of the product and of the products linked to it, lowest price first. */
  offers?: OfferView[];
  /** A product page: its lowest price over time; absent when nothing is known of it. */
  history?: PriceHistoryView;
  /** Lists: each listed product's offers, by product id. */
  summaries?: Record<number, OfferSummary>;
  /** The home: products whose lowest price fell in the last weeks, the largest fall first. */
  drops?: PriceDrop[];
  /** The home: the categories to start from. */
  categories?: CategoryCard[];
}
