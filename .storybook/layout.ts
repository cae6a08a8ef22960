import { expect } from 'storybook/test';

/**
 * The phone-first checks a screen story at 390, 768 or 1366 px makes: the page fits the
 * window's width (nothing scrolls sideways), as storefront/e2e/phone.spec.ts checks the shop.
 */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Whether `after` starts below `before` (stacked) rather than beside it. */
export function isBelow(after: Element, before: Element): boolean {
  return after.getBoundingClientRect().top >= before.getBoundingClientRect().bottom - 1;
}
