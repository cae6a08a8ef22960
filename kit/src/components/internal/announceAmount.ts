import { useEffect, type RefObject } from 'react';
import { announce, clearAnnouncer } from '@react-aria/live-announcer';

/**
 * Says a stepper's new amount politely ("Amount of Corsair 4000D: 2"). react-aria's spin button
 * reads the value out only while its field has focus, but − and + pressed from the keyboard, by
 * touch or by a screen reader keep focus on the button, and the shopper would hear nothing.
 * While the field has focus (typing, arrow keys, a mouse press, which moves focus there)
 * react-aria already speaks, so nothing is added. react-aria's announcer is one region for the
 * whole page: the words survive the stepper being re-rendered elsewhere (a chosen part moving
 * to "In your build").
 */
export function announceAmount(input: RefObject<HTMLInputElement | null>, message: string): void {
  // Decided once the press is handled: react-aria steps the amount first and only then moves
  // a mouse user's focus to the field.
  queueMicrotask(() => {
    if (document.activeElement === input.current) return;
    // Only the latest amount matters: a quick run of presses should not queue every step.
    clearAnnouncer('polite');
    announce(message, 'polite');
  });
}

/**
 * Creates the page's live announcer when a stepper mounts, before any press. react-aria holds
 * back the first message of a new announcer by 100 ms (Safari misses words added to a region
 * it has only just seen) on a timer `clearAnnouncer` cannot cancel, so a second press within
 * that time would be read after it: both amounts, the stale one last. Made up front, every
 * amount goes straight in and the latest replaces the one before. The empty message adds no
 * words; the announcer's own element says whether the page has one already.
 */
export function useAmountAnnouncer(): void {
  useEffect(() => {
    if (!document.querySelector('[data-live-announcer]')) announce('', 'polite');
  }, []);
}
