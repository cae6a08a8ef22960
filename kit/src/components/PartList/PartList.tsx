import { memo, startTransition, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { stepTakesOnePart, type ConfiguratorSlot, type PartOffer } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { Pagination } from '../Pagination';
import { PartCard } from '../PartCard';
import { PartListHeader, type PartListHeaderProps } from '../PartListHeader';
import * as styles from './PartList.css';

export type PartListProps = Omit<PartListHeaderProps, 'count' | 'className'> & {
  /** The step the parts are for: one-part steps are a radio group, others take amounts. */
  slot: ConfiguratorSlot;
  /** Id of the step's heading, which names the group of parts. */
  labelledBy: string;
  /** The page of parts; undefined until the first answer. */
  parts?: readonly PartOffer[];
  /** Parts matching the filters, all pages. */
  count?: number;
  /** A page is being loaded (the previous one stays shown). @default false */
  isLoading?: boolean;
  /** Shown instead of the parts when they could not be loaded. */
  errorMessage?: string | null;
  /** "Try again" after an error. */
  onRetry?: () => void;
  /** How many of a part are in the build. */
  amountOf: (part: PartOffer) => number;
  /** A part was chosen in a one-part step. */
  onSelect: (part: PartOffer) => void;
  /** A part's amount was changed in a multi-part step (0 takes it out). */
  onAmountChange: (part: PartOffer, amount: number) => void;
  /** The page shown, from 1. @default 1 */
  page?: number;
  /** Pages of parts. @default 1 */
  pageCount?: number;
  /** The address of a page of this list (the app keeps paging in the URL). */
  hrefForPage: (page: number) => string;
  /** Under the empty list, e.g. a way to see every part. */
  emptyAction?: ReactNode;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * Cards the list's first render draws: about a phone's or a laptop's first screenful. The
 * rest follow in a transition, which React renders in slices between frames, so the first
 * page of parts is not one long task of the main thread (Lighthouse's total blocking time).
 */
const FIRST_CARDS = 4;

type PartListItemProps = {
  part: PartOffer;
  single: boolean;
  radioName: string;
  amount: number;
  onSelect: (part: PartOffer) => void;
  onAmountChange: (part: PartOffer, amount: number) => void;
};

/**
 * One card of the list, redrawn only when its part, amount or group changes: the screen above
 * re-renders on every answer its data hooks get (SWR's updates are synchronous, one long task
 * each), and twelve cards redrawn each time were most of those tasks (the customiser's blocking
 * time, bench/README.md § page-speed).
 */
const PartListItem = /* @__PURE__ */ memo(function PartListItem({ part, single, radioName, amount, onSelect, onAmountChange }: PartListItemProps) {
  return (
    <li className={styles.item}>
      {single ? (
        <PartCard part={part} selection="single" name={radioName} isSelected={amount > 0} onSelect={() => onSelect(part)} />
      ) : (
        <PartCard part={part} selection="multi" amount={amount} onAmountChange={(next) => onAmountChange(part, next)} />
      )}
    </li>
  );
});

/**
 * A customiser step's parts (SPEC §2 "list header, card view"): the header,
 * then the cards as one labelled group (a radio group in a one-part step), with loading,
 * error and empty states and page links.
 *
 * @selector [data-state="loading|error|empty|ready"] on the root
 */
export function PartList({
  slot,
  labelledBy,
  parts,
  count,
  isLoading = false,
  errorMessage,
  onRetry,
  amountOf,
  onSelect,
  onAmountChange,
  page = 1,
  pageCount = 1,
  hrefForPage,
  emptyAction,
  className,
  ...header
}: PartListProps) {
  const intl = useIntl();
  const radioName = useId();
  const single = stepTakesOnePart(slot);
  const state = errorMessage ? 'error' : !parts ? 'loading' : parts.length === 0 ? 'empty' : 'ready';
  // Only the list's first parts are drawn in two steps; later pages and steps are drawn whole.
  const [drawsAll, setDrawsAll] = useState(false);
  const ready = state === 'ready';
  useEffect(() => {
    if (ready) startTransition(() => setDrawsAll(true));
  }, [ready]);
  const shown = drawsAll ? parts : parts?.slice(0, FIRST_CARDS);
  // The cards' handlers are the latest props' without changing identity, so a memoised card is
  // not redrawn because the screen made new closures.
  const handlers = useRef({ onSelect, onAmountChange });
  useLayoutEffect(() => {
    handlers.current = { onSelect, onAmountChange };
  });
  const select = useCallback((part: PartOffer) => handlers.current.onSelect(part), []);
  const changeAmount = useCallback((part: PartOffer, amount: number) => handlers.current.onAmountChange(part, amount), []);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state} aria-busy={isLoading || !parts || undefined}>
      <PartListHeader {...header} count={errorMessage ? null : (count ?? (parts ? parts.length : null))} />
      {state === 'error' ? (
        <div className={styles.message}>
          <FormNotice tone="error">{errorMessage}</FormNotice>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {intl.formatMessage({ id: 'configurator.partList.retry' })}
            </Button>
          ) : null}
        </div>
      ) : state === 'loading' ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage({ id: 'configurator.partList.loading' })}
        </p>
      ) : state === 'empty' ? (
        <div className={styles.message}>
          <p className={styles.status}>
            {intl.formatMessage({ id: header.compatibleOnly ? 'configurator.partList.emptyCompatible' : 'configurator.partList.empty' })}
          </p>
          {emptyAction}
        </div>
      ) : (
        <div role={single ? 'radiogroup' : 'group'} aria-labelledby={labelledBy}>
          <ul className={styles.grid}>
            {shown!.map((part) => (
              <PartListItem
                key={part.product_id}
                part={part}
                single={single}
                radioName={radioName}
                amount={amountOf(part)}
                onSelect={select}
                onAmountChange={changeAmount}
              />
            ))}
          </ul>
        </div>
      )}
      {state === 'ready' && pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefForPage={hrefForPage}
          aria-label={intl.formatMessage({ id: 'configurator.partList.pages' })}
        />
      ) : null}
    </div>
  );
}
