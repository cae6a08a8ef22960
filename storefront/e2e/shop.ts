import { expect, type Page } from '@playwright/test';

/**
 * Opens a shop page and waits until the full-screen loader has gone: until then the
 * page underneath is inert, as it is for a shopper.
 */
export async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[role="status"][data-state="closed"]')).toBeAttached({ timeout: 10_000 });
}
