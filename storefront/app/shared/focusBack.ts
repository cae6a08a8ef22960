/**
 * Gives focus back to `trigger`, the control the shopper pressed before a transient part (the
 * "Added to Cart" notice) took it. When that control can no longer take focus — gone, or turned
 * into a disabled one, as an upsell's "Add to cart" becomes "In your cart" — focus goes to the
 * heading of the section it was in, so the shopper stays where they were and hears its name,
 * else to the page's main heading: never to the page's body.
 */
export function focusBack(trigger: HTMLElement | null): void {
  if (trigger?.isConnected) {
    trigger.focus();
    if (document.activeElement === trigger) return;
  }
  const section = trigger?.isConnected ? trigger.closest('section[aria-labelledby]') : null;
  const labelledBy = section?.getAttribute('aria-labelledby')?.split(' ')[0];
  const heading = (labelledBy ? document.getElementById(labelledBy) : null) ?? document.querySelector<HTMLElement>('#main h1, main h1');
  if (!heading) return;
  // A heading is not a Tab stop: -1 lets it take focus from script only, as the route announcer does.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
