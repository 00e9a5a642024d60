import type { Page } from 'playwright-core';
import { hydrated } from './storefront.js';

/**
 * From a product page in `lang`: adds the product to the cart, goes from the cart drawer to the checkout and through
 * its steps (the address titled `address`, the first shipment method, the payment type `paymentTypeId`) to the
 * review, where the order's total is shown and it can be placed. Language-neutral: it finds the controls by their
 * names in the form and their test ids.
 */
export async function checkoutToReview(
  page: Page,
  lang: string,
  choices: { address: string; paymentTypeId: number },
): Promise<void> {
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-drawer').locator('a.button--primary').click();
  await page.waitForURL(`**/${lang}/shoppingcart?step=address`);
  await hydrated(page);
  const next = async (step: string) => {
    await page.getByTestId('checkout-next').click();
    await page.waitForURL(`**/${lang}/shoppingcart?step=${step}`);
  };
  await page.getByRole('radio', { name: choices.address }).check();
  await next('shipment');
  await page.locator('input[name="shipmentTypeId"]').first().check();
  await next('payment');
  await page.locator(`input[name="paymentTypeId"][value="${choices.paymentTypeId}"]`).check();
  await next('review');
  await page.getByTestId('cart-total').waitFor();
}
