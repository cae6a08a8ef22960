import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, createAccount, signIn, uniqueEmail } from './accounts';
import { cartLink } from './checkout';
import { openShop } from './shop';

/**
 * A guest's custom build is carted by its unguessable public id. This file sorts before
 * checkout.spec.ts on purpose: the run shares one database, and the orders placed there use
 * up the pre-built builds' stock that this customised build needs to be added to a cart.
 */
test.describe('custom builds by public id', () => {
  test('a guest’s custom build goes in the cart by its public id, not its walkable product id, and stays there on sign-in', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A complete build: the parts of a pre-built build, customised.
    await openShop(page, '/models/vanguard');
    await page.getByRole('link', { name: 'Customise Rigsmith Vanguard RTX 5070 Ti' }).click();
    await page.getByRole('dialog', { name: 'Customising loses the discount' }).getByRole('button', { name: 'Customise anyway' }).click();
    await expect(page.getByText('Customising the Rigsmith Vanguard RTX 5070 Ti')).toBeVisible();
    await openShop(page, '/system-summary');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const added = page.getByRole('dialog', { name: 'Added to Cart' });
    await expect(added).toBeVisible();
    await added.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Browser storage holds the build's public id (a UUID v4), which the server opens to anyone
    // holding it; its product id opens it to nobody.
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('rigsmith.guest-cart.v1') ?? 'null') as { lines: { product: unknown }[] },
    );
    const publicId = String(stored.lines[0]!.product);
    expect(publicId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const build = await request.get(`/api/ecommerce/pc_build/${publicId}/`);
    expect(build.status()).toBe(200);
    const { id, name } = (await build.json()) as { id: number; name: string };
    expect((await request.get(`/api/ecommerce/pc_build/${id}/`)).status()).toBe(404);
    expect(await (await request.get(`/api/ecommerce/product/?ids=${id}`)).json()).toEqual([]);

    await cartLink(page).click();
    await expect(page.getByRole('article', { name })).toBeVisible();

    // Signing in moves the line to the customer's cart by the same key.
    const email = uniqueEmail('guest-build');
    await createAccount(request, { email, fullName: 'Ada Lovelace' });
    await openShop(page, '/login');
    await signIn(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await openShop(page, '/checkout');
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });
});
