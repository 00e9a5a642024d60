import type { CheckoutView } from '@saray/contracts/storefront/state';

/**
 * The checkout's steps, in order, after the cart page ('cart'): the address and the shipment only when something in
 * the cart ships. Each step is an address of its own (/shoppingcart?step=…), so the browser's Back goes a step back
 * and a reload stays on it.
 */
export type CheckoutStep = 'address' | 'shipment' | 'payment' | 'review';
export type Stage = 'cart' | CheckoutStep;

const ALL: CheckoutStep[] = ['address', 'shipment', 'payment', 'review'];

export const stepsOf = (needsShipping: boolean): CheckoutStep[] =>
  needsShipping ? ALL : ALL.filter((s) => s !== 'address' && s !== 'shipment');

/**
 * The stage a refusal of the server belongs to, by its translation key: what the customer changes to clear it. A
 * problem with the lines themselves (stock, quantities, prices, an empty cart) is the cart page's.
 *
 * @example stageOfProblem('shipment.error.notselected') // 'shipment'
 */
export function stageOfProblem(key: string | null | undefined): Stage | null {
  if (!key) return null;
  if (key.startsWith('address.')) return 'address';
  if (key.startsWith('shipment.') || key === 'cart.error.noshippingneeded') return 'shipment';
  if (key.startsWith('payment.')) return 'payment';
  if (key.startsWith('discount.')) return 'review';
  return 'cart';
}

const rank = (stage: Stage): number => (stage === 'cart' ? -1 : ALL.indexOf(stage));

/** Whether stage `a` comes before `b` (or is it, with `orSame`). */
export const before = (a: Stage, b: Stage, orSame = false): boolean =>
  orSame ? rank(a) <= rank(b) : rank(a) < rank(b);

/**
 * The stage a page asked for (its ?step) opens at: not past the first one whose choice the server still refuses,
 * and only a step this cart has. An empty cart, or no step asked for, is the cart page.
 */
export function openingStage(
  asked: string | null,
  cart: Pick<CheckoutView, 'needsShipping' | 'problem' | 'productOrderItems'>,
): Stage {
  const steps = stepsOf(cart.needsShipping);
  if (!asked || !cart.productOrderItems.length) return 'cart';
  const wanted = (ALL as string[]).includes(asked) ? (asked as CheckoutStep) : null;
  if (!wanted) return 'cart';
  const step = steps.includes(wanted) ? wanted : (steps.find((s) => before(wanted, s)) ?? steps[0]);
  const blocking = stageOfProblem(cart.problem);
  if (blocking && before(blocking, step)) return blocking === 'cart' || steps.includes(blocking) ? blocking : step;
  return step;
}

/**
 * What the server's answer to a step's choice means: move on to the next step, or stay (or go back) where the
 * problem is to be cleared. A problem of a later step is expected: its choice is not made yet.
 */
export function afterAnswer(
  at: CheckoutStep,
  cart: Pick<CheckoutView, 'needsShipping' | 'problem'>,
): { go: Stage; blocked: boolean } {
  const steps = stepsOf(cart.needsShipping);
  const blocking = stageOfProblem(cart.problem);
  if (blocking && before(blocking, at, true)) return { go: blocking, blocked: true };
  return { go: steps[steps.indexOf(at) + 1] ?? 'review', blocked: false };
}

/** The address of a stage: the cart page, or its checkout step. */
export const stageHref = (stage: Stage): string => (stage === 'cart' ? '/shoppingcart' : `/shoppingcart?step=${stage}`);

/** Where the way to the checkout leads: its first step for this cart. */
export const checkoutHref = (cart: Pick<CheckoutView, 'needsShipping'>): string =>
  stageHref(stepsOf(cart.needsShipping)[0]);

/** The ?step a page's address asks for. */
export const askedStep = (path: string): string | null => new URL(path, 'http://x').searchParams.get('step');
