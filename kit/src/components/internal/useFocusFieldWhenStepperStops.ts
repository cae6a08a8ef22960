import { useLayoutEffect, type RefObject } from 'react';

/**
 * + at the maximum (or − at the minimum) turns disabled under the keyboard user's focus, and a
 * disabled button drops focus to the page's body: focus moves to the amount field beside it
 * instead, which reads out the amount reached. A layout effect, so it runs before the browser
 * takes focus off the disabled button.
 */
export function useFocusFieldWhenStepperStops(
  group: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  canIncrement: boolean,
  canDecrement: boolean,
): void {
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled && group.current?.contains(active)) input.current?.focus();
  }, [group, input, canIncrement, canDecrement]);
}
