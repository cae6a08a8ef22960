import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { DialogShell } from '../internal/DialogShell';
import * as styles from './FilterSheet.css';

type FilterSheetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  resultCount: number | null;
  onClear?: () => void;
  /** The "Filters" button, which gets focus back whenever the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

const focusable = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/** `FilterSheet`'s sheet, in a chunk of its own: the dialog, "Clear all", "Show N results" and the count's status. */
export function FilterSheetDialog({ open, onOpenChange, activeCount, resultCount, onClear, triggerRef, children }: FilterSheetDialogProps) {
  const intl = useIntl();
  const bodyRef = useRef<HTMLDivElement>(null);

  // Read the count once it changes while the sheet is open, not as it opens (the button says it).
  const [countAtOpen, setCountAtOpen] = useState(resultCount);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setCountAtOpen(resultCount);
  }
  const status =
    open && resultCount !== null && resultCount !== countAtOpen ? intl.formatMessage({ id: 'filterSheet.resultCount' }, { count: resultCount }) : '';

  // The page hides "Filters" where its filters fit beside the results (a phone turned to
  // landscape, a window widened): the sheet is then the panel's duplicate, so it closes.
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!open || !trigger || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (trigger.getClientRects().length === 0) onOpenChange(false);
    });
    observer.observe(trigger);
    return () => observer.disconnect();
  }, [open, onOpenChange, triggerRef]);

  const clearAll = () => {
    onClear?.();
    // "Clear all" leaves with the last filter: give focus to the first control rather than the page.
    bodyRef.current?.querySelector<HTMLElement>(focusable)?.focus();
  };

  return (
    <DialogShell
      name="filters"
      placement="sheet"
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'listingFilters.heading' })}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      }}
      actions={
        <>
          {activeCount > 0 && onClear ? (
            <Button variant="secondary" onPress={clearAll}>
              {intl.formatMessage({ id: 'filterSheet.clearAll' })}
            </Button>
          ) : null}
          <Button onPress={() => onOpenChange(false)}>
            {resultCount === null
              ? intl.formatMessage({ id: 'filterSheet.showResultsPending' })
              : intl.formatMessage({ id: 'filterSheet.showResults' }, { count: resultCount })}
          </Button>
        </>
      }
    >
      <div ref={bodyRef}>{children}</div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </DialogShell>
  );
}
