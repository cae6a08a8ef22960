import { useCallback, useEffect, useRef, type RefObject } from 'react';

export type FocusAfter<T extends HTMLElement> = {
  /** Put on the element that takes focus. */
  ref: RefObject<T | null>;
  /** Asks for focus once `change` has next changed and that render has committed. */
  request(): void;
};

/**
 * Moves focus to an element after a change the shopper asked for re-renders the screen —
 * a removed cart line takes its Remove button with it, a new configurator step replaces the
 * old one's controls — so keyboard and screen-reader users are not dropped at the page's
 * start. Only a requested change moves focus: one from elsewhere (another tab, a reload)
 * leaves it where it is.
 */
export function useFocusAfter<T extends HTMLElement>(change: unknown): FocusAfter<T> {
  const ref = useRef<T>(null);
  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    ref.current?.focus();
  }, [change]);
  const request = useCallback(() => {
    requested.current = true;
  }, []);
  return { ref, request };
}
