import { expect, within } from 'storybook/test';

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

/** The three widths the phone-first layouts are drawn at (`viewport` in .storybook/preview.tsx). */
export type ScreenWidth = 'phone' | 'tablet' | 'desktop';

/** A story's `globals` for one of the three widths: `globals: atWidth('phone')`. */
export function atWidth(width: ScreenWidth) {
  return { viewport: { value: width, isRotated: false } };
}

/**
 * The shop's header keeps one row at every width and in every language: one control high
 * (44 px targets and their padding), as storefront/e2e/phone.spec.ts checks at 768 and 1,024 px.
 * A screen drawn without the header passes.
 */
export async function expectOneHeaderRow(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector('header');
  if (header) await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(90);
}

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
/** The story's canvas, as `within(canvasElement)` gives it. */
export type Canvas = ReturnType<typeof canvasOf>;

/**
 * The play function of a screen story at one of the three widths: waits for the screen with
 * `ready`, runs the story's own `checks` on its canvas, then the checks every width shares:
 * the header keeps one row and nothing scrolls sideways.
 *
 *   play: playAtWidth(cartReady, async (canvas) => { … })
 */
export function playAtWidth(
  ready: (canvasElement: HTMLElement) => Promise<unknown>,
  checks?: (canvas: Canvas, canvasElement: HTMLElement) => Promise<void>,
) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await ready(canvasElement);
    await checks?.(canvasOf(canvasElement), canvasElement);
    await expectOneHeaderRow(canvasElement);
    await expectNoSidewaysScroll();
  };
}
