import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
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

// The sheet (Radix Dialog, ~14 KB gz, and its actions) downloads on the first open, not with
// the listing: the button is all a phone's first screen needs, and wider screens never open it.
const FilterSheetDialog = /* @__PURE__ */ lazy(() => import('./FilterSheetDialog').then((module) => ({ default: module.FilterSheetDialog })));

/**
 * A listing's filters behind a "Filters (N)" button, in a modal sheet rising from the bottom
 * of the screen: for a phone, where the filters beside the results would push them off the
 * first screen. Built on the kit's one dialog: focus moves into the sheet when it opens and
 * back to the button when it closes; Escape or a tap outside closes it. The filters apply as
 * the shopper changes them, so "Show N results" only closes the sheet, and a polite status
 * inside the sheet reads each new count (the page's own live region is hidden behind it).
 *
 * @selector [data-active] on the count beside "Filters", shown while a filter is applied
 * @selector [data-dialog="filters"][data-placement="sheet"] the sheet
 */
export function FilterSheet({ activeCount, resultCount, children, onClear, open, defaultOpen = false, onOpenChange, className }: FilterSheetProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Mounted from the first open on, so closing plays out and focus returns through Radix.
  const [everOpened, setEverOpened] = useState(isOpen);
  if (isOpen && !everOpened) setEverOpened(true);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        aria-expanded={isOpen}
        // Named in full ("Filters, 2 applied"): the count beside the word is a picture of it.
        aria-label={intl.formatMessage({ id: 'filterSheet.button' }, { count: activeCount })}
        onPress={() => setOpen(true)}
      >
        <span>{intl.formatMessage({ id: 'listingFilters.heading' })}</span>
        {activeCount > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-active="">
            {intl.formatNumber(activeCount)}
          </span>
        ) : null}
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <FilterSheetDialog
            open={isOpen}
            onOpenChange={setOpen}
            activeCount={activeCount}
            resultCount={resultCount}
            onClear={onClear}
            triggerRef={triggerRef}
          >
            {children}
          </FilterSheetDialog>
        </Suspense>
      ) : null}
    </>
  );
}
