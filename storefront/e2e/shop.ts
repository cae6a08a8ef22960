import { expect, type Page } from '@playwright/test';

/**
 * Opens a shop page and waits until the full-screen loader has gone (until then the page
 * underneath is inert, as it is for a shopper) and the screen has hydrated (a server-drawn
 * button does nothing before that).
 */
export async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 10_000 });
  // The loader is the polite status with a state; the 'Added to Cart' notice is a status with a state too.
  await expect(page.locator('[role="status"][aria-live="polite"][data-state="closed"]')).toBeAttached({ timeout: 10_000 });
}
