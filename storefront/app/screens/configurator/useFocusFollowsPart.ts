import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus on a part whose amount changed. In the customiser a part moves when its
 * amount does (added, it joins "Chosen parts" above the list; taken to 0, it goes back into the
 * list; removed from a one-part step, its line goes), and the control the shopper used goes with
 * it, which would drop focus at the page's start. After the change, focus goes to the same
 * control of that part's card wherever it now is (matched by its accessible name), else to the
 * card's first field, else to the step's heading.
 */
export function useFocusFollowsPart(panel: RefObject<HTMLElement | null>, change: unknown) {
  const moved = useRef<{ partId: string; control: Element | null; label: string | null } | null>(null);

  useEffect(() => {
    const pending = moved.current;
    moved.current = null;
    // Only when the control is gone: typing an amount keeps the field, and focus with it.
    if (!pending || (pending.control?.isConnected && document.activeElement === pending.control)) return;
    const card = panel.current?.querySelector(`[data-part="${CSS.escape(pending.partId)}"]`);
    const same = pending.label ? card?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(pending.label)}"]:not(:disabled)`) : null;
    (same ?? card?.querySelector<HTMLElement>('input:not(:disabled)') ?? panel.current?.querySelector<HTMLElement>('h2'))?.focus();
  }, [change, panel]);

  /** Call as the amount of `partId` changes, while the control used still has focus. */
  return useCallback((partId: string) => {
    const control = document.activeElement;
    moved.current = { partId, control, label: control?.getAttribute('aria-label') ?? null };
  }, []);
}
