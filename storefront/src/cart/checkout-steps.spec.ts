import { afterAnswer, askedStep, checkoutHref, openingStage, stageOfProblem, stepsOf } from './checkout-steps';

const cart = (needsShipping: boolean, problem: string | null, lines = 1) => ({
  needsShipping,
  problem,
  productOrderItems: Array.from({ length: lines }, (_, i) => ({ id: i }) as never),
});

describe('the checkout steps', () => {
  test('address and shipment only when something ships', () => {
    expect(stepsOf(true)).toEqual(['address', 'shipment', 'payment', 'review']);
    expect(stepsOf(false)).toEqual(['payment', 'review']);
    expect(checkoutHref({ needsShipping: false })).toBe('/shoppingcart?step=payment');
  });

  test.each([
    ['address.error.noaddressselected', 'address'],
    ['shipment.error.countryunavailable', 'shipment'],
    ['cart.error.noshippingneeded', 'shipment'],
    ['payment.error.typeunavailableforcoin', 'payment'],
    ['discount.error.minorder', 'review'],
    ['cart.error.lowstock', 'cart'],
    ['order.error.noprice', 'cart'],
    [null, null],
  ])('a refusal %s is cleared at %s', (key, stage) => {
    expect(stageOfProblem(key)).toBe(stage);
  });

  test('a page opens at the step it asks for, but not past the first choice the server refuses', () => {
    expect(openingStage(null, cart(true, 'address.error.noaddressselected'))).toBe('cart');
    expect(openingStage('review', cart(true, null))).toBe('review');
    expect(openingStage('review', cart(true, 'shipment.error.notselected'))).toBe('shipment');
    expect(openingStage('shipment', cart(true, 'payment.error.notypeselected'))).toBe('shipment');
    // A step this cart does not have: the next one it has.
    expect(openingStage('address', cart(false, 'payment.error.notypeselected'))).toBe('payment');
    expect(openingStage('payment', cart(true, 'cart.error.outofstock'))).toBe('cart');
    expect(openingStage('nonsense', cart(true, null))).toBe('cart');
    expect(openingStage('review', cart(true, null, 0))).toBe('cart');
  });

  test('after a step’s answer: on when the problem is a later step’s, else stay where it is cleared', () => {
    expect(afterAnswer('address', cart(true, 'shipment.error.notselected'))).toEqual({
      go: 'shipment',
      blocked: false,
    });
    expect(afterAnswer('address', cart(true, 'address.error.noaddressselected'))).toEqual({
      go: 'address',
      blocked: true,
    });
    expect(afterAnswer('payment', cart(true, null))).toEqual({ go: 'review', blocked: false });
    expect(afterAnswer('payment', cart(true, 'shipment.error.weightoutofrange'))).toEqual({
      go: 'shipment',
      blocked: true,
    });
    expect(afterAnswer('payment', cart(false, 'discount.error.notvalid'))).toEqual({ go: 'review', blocked: false });
  });

  test('the step is read from the address', () => {
    expect(askedStep('/fa/shoppingcart?step=payment')).toBe('payment');
    expect(askedStep('/shoppingcart')).toBeNull();
  });
});
