import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { DialogShell } from '../internal/DialogShell';
import { useControllableState } from '../internal/useControllableState';
import * as styles from './FilterSheet.css';

export type FilterSheetProps = {
  /** How many filters are applied: shown on the "Filters" button and read as part of its name. */
  activeCount: number;
  /** How many results the applied filters give, for "Show N results"; `null` while they load. */
  resultCount: number | null;
  /** The filter controls, such as `<ListingFilters variant="sheet" />`; they apply as they change. */
  children: ReactNode;
  /** Called by "Clear all", offered while a filter is applied; focus then moves to the first control. */
  onClear?: () => void;
  /** Whether the sheet is open, when the app controls it. */
  open?: boolean;
  /** Whether the sheet is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state when the sheet opens or closes (the button, "Show N results", Escape, a tap outside). */
  onOpenChange?: (open: boolean) => void;
  /** Class for the "Filters" button, for the page's layout (e.g. to show it on a phone only). */
  className?: string;
};

const focusable = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * A listing's filters behind a "Filters (N)" button, in a modal sheet rising from the bottom
 * of the screen: for a phone, where the filters beside the results would push them off the
 * first screen. Built on the kit's one dialog: focus moves into the sheet when it opens and
 * back to the button when it closes; Escape or a tap outside closes it. The filters apply as
 * the shopper changes them, so "Show N results" only closes the sheet, and a polite status
 * inside the sheet reads each new count (the page's own live region is hidden behind it).
 *
 * @selector [data-active] on the button while a filter is applied
 * @selector [data-dialog="filters"][data-placement="sheet"] the sheet
 */
export function FilterSheet({ activeCount, resultCount, children, onClear, open, defaultOpen = false, onOpenChange, className }: FilterSheetProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const title = intl.formatMessage({ id: 'listingFilters.heading' });

  // Read the count once it changes while the sheet is open, not as it opens (the button says it).
  const [countAtOpen, setCountAtOpen] = useState(resultCount);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) setCountAtOpen(resultCount);
  }
  const status =
    isOpen && resultCount !== null && resultCount !== countAtOpen
      ? intl.formatMessage({ id: 'filterSheet.resultCount' }, { count: resultCount })
      : '';

  const clearAll = () => {
    onClear?.();
    // "Clear all" leaves with the last filter: give focus to the first control rather than the page.
    bodyRef.current?.querySelector<HTMLElement>(focusable)?.focus();
  };

  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <span>{title}</span>
        {activeCount > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-active="">
            {intl.formatNumber(activeCount)}
          </span>
        ) : null}
        <VisuallyHidden elementType="span">{intl.formatMessage({ id: 'filterSheet.applied' }, { count: activeCount })}</VisuallyHidden>
      </Button>
      <DialogShell
        name="filters"
        placement="sheet"
        open={isOpen}
        onOpenChange={setOpen}
        title={title}
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
            <Button onPress={() => setOpen(false)}>
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
    </>
  );
}
