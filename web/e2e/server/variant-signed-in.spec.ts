import { buyerTest, tickedCartLine } from './support/buyers.ts';
import { scrollThrough, watchHydrationFailures } from './support/hydration.ts';
import { expect } from './support/shop-test.ts';

/** Parts this file only puts in carts (no order takes their stock). */
const PARTS = 'AMS1117';


// Each brand's own header, footer, address form and currency on a signed-in buyer's pages: the server renders
// them for the buyer's session and the browser takes them over without rendering them again.
const pages: Array<{ path: string; cart?: boolean }> = [
  { path: '/myaccount' },
  { path: '/myaccount/address-management' },
  { path: '/shoppingcart', cart: true },
  { path: '/pay/order', cart: true },
];

for (const { path, cart } of pages) {
  buyerTest(`the brand's ${path} arrives rendered for the signed-in buyer and is taken over without a hydration failure`, async ({ page, request, buyer }) => {
    if (cart) await tickedCartLine(request, buyer, PARTS);
    const failures = watchHydrationFailures(page);
    const response = await page.goto(path);
    expect(await response!.text()).toContain('chipmart-state');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    expect(failures).toEqual([]);
  });
}
