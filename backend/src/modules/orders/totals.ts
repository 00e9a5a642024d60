import { Decimal } from 'decimal.js';

/** A cart line as priced: the product's price at checkout and what its product says about tax and shipping. */
export interface TotalsLine {
  unitPrice: string;
  quantity: number;
  taxExempt: boolean;
  /** Ships for free (the product's isFreeShipping). */
  freeShipping: boolean;
  /** Needs shipping at all (the product's isShipEnabled). */
  shippable: boolean;
  /** Weight of one piece. */
  weight: string;
}

/** A fee or tax of a payment or shipment type: a percentage of the amount it applies to, or a fixed amount. */
export interface Charge {
  amount: string;
  isPercentage: boolean;
  /** The customer pays it (added to the total); otherwise the store bears it (counted as cost). */
  customerPays: boolean;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** Decimal places of the order's coin: every amount is rounded half-up to them. */
  decimals: number;
  discount?: { isPercentage: boolean; amount: string; maxAmount?: string | null };
  /** Tax percentage for the shipping address (its country or province). */
  taxRate?: string;
  /** The customer's roles make them tax exempt. */
  taxExempt?: boolean;
  /** The customer's roles ship for free. */
  freeShipping?: boolean;
  shipment?: { price: string; fee?: Charge };
  payment?: { fee?: Charge; tax?: Charge };
}

export interface Totals {
  lines: string[];
  /** Sum of the lines. */
  price: string;
  discountPrice: string;
  /** Sales tax on the taxable lines after their share of the discount, plus the payment tax the customer pays. */
  taxPrice: string;
  shippingPrice: string;
  /** The payment fee the customer pays. */
  feePrice: string;
  /** Fees and taxes the store bears. */
  costPrice: string;
  totalPrice: string;
  /** Total weight of the lines that ship. */
  weight: string;
  needsShipping: boolean;
}

const HUNDRED = new Decimal(100);

/**
 * An order's amounts, exactly, in decimal arithmetic (never floats): each line is price × quantity; the discount is
 * a percentage of the lines (capped) or a fixed amount, never more than the lines; sales tax applies to the taxable
 * lines less their proportional share of the discount; shipping is the shipment type's price plus its fee unless
 * nothing ships or shipping is free; the payment fee and tax apply to what is due before them. Every amount is
 * rounded half-up to the coin's decimals first, so the total is the plain sum of the amounts shown.
 */
export function orderTotals(input: TotalsInput): Totals {
  const round = (d: Decimal): Decimal => d.toDecimalPlaces(input.decimals, Decimal.ROUND_HALF_UP);
  const charge = (c: Charge | undefined, base: Decimal): Decimal =>
    !c ? new Decimal(0) : round(c.isPercentage ? base.mul(c.amount).div(HUNDRED) : new Decimal(c.amount));

  const lines = input.lines.map((l) => round(new Decimal(l.unitPrice).mul(l.quantity)));
  const price = lines.reduce((a, b) => a.plus(b), new Decimal(0));

  let discount = new Decimal(0);
  if (input.discount) {
    const d = input.discount;
    discount = d.isPercentage ? round(price.mul(d.amount).div(HUNDRED)) : round(new Decimal(d.amount));
    if (d.maxAmount != null && discount.gt(d.maxAmount)) discount = round(new Decimal(d.maxAmount));
    discount = Decimal.min(discount, price);
  }

  const taxable = lines.reduce((sum, l, i) => (input.lines[i].taxExempt ? sum : sum.plus(l)), new Decimal(0));
  const taxableAfterDiscount = price.isZero() ? taxable : taxable.minus(discount.mul(taxable).div(price));
  const salesTax =
    input.taxExempt || !input.taxRate ? new Decimal(0) : round(taxableAfterDiscount.mul(input.taxRate).div(HUNDRED));

  const shipping = input.lines.filter((l) => l.shippable);
  const needsShipping = shipping.length > 0;
  const weight = shipping.reduce((w, l) => w.plus(new Decimal(l.weight).mul(l.quantity)), new Decimal(0));
  const shipsFree = input.freeShipping === true || shipping.every((l) => l.freeShipping);
  let shippingPrice = new Decimal(0);
  let cost = new Decimal(0);
  if (needsShipping && input.shipment && !shipsFree) {
    const fee = charge(input.shipment.fee, round(new Decimal(input.shipment.price)));
    shippingPrice = round(new Decimal(input.shipment.price));
    if (input.shipment.fee?.customerPays) shippingPrice = shippingPrice.plus(fee);
    else cost = cost.plus(fee);
  }

  const due = price.minus(discount).plus(salesTax).plus(shippingPrice);
  const paymentFee = charge(input.payment?.fee, due);
  const paymentTax = charge(input.payment?.tax, due);
  const feePrice = input.payment?.fee?.customerPays ? paymentFee : new Decimal(0);
  const customerTax = input.payment?.tax?.customerPays ? paymentTax : new Decimal(0);
  cost = cost.plus(paymentFee.minus(feePrice)).plus(paymentTax.minus(customerTax));
  const taxPrice = salesTax.plus(customerTax);

  const fixed = (d: Decimal) => d.toFixed(input.decimals);
  return {
    lines: lines.map(fixed),
    price: fixed(price),
    discountPrice: fixed(discount),
    taxPrice: fixed(taxPrice),
    shippingPrice: fixed(shippingPrice),
    feePrice: fixed(feePrice),
    costPrice: fixed(cost),
    totalPrice: fixed(due.plus(feePrice).plus(customerTax)),
    weight: weight.toFixed(),
    needsShipping,
  };
}
