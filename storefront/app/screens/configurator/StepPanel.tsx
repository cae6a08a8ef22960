import { forwardRef, useDeferredValue, useMemo, useRef } from 'react';
import { Button, CompatibilityBanners, issueCountsText, Link, Money, PartCard, PartList, useIntl, type CompatibilityBannerItem } from '@rigsmith/kit';
import type { ApiError, BuildSort, PartOffer } from '@rigsmith/kit/api';
import {
  amountOf,
  configuratorSteps,
  isRequiredStep,
  nextStepOf,
  pageCountOf,
  previousStepOf,
  stepTakesOnePart,
  type CompatibilityIssue,
  type ConfiguratorState,
  type Money as MoneyValue,
} from '@rigsmith/kit/domain';
import type { SwapSuggestion } from '@rigsmith/kit/hooks';
import type { PartListing } from '@rigsmith/kit/api';
import { VisuallyHidden } from 'react-aria';
import type { ReactNode } from 'react';
import { customiserHref, SYSTEM_SUMMARY_PATH, type PartListState } from './customiserQuery';
import { useFocusFollowsPart } from './useFocusFollowsPart';

const hiddenWords = (chunks: ReactNode[]) => (
  <VisuallyHidden elementType="span" key="hidden">
    {chunks}
  </VisuallyHidden>
);
import * as styles from './configurator.css';

export type StepPanelProps = {
  state: ConfiguratorState;
  issues: readonly CompatibilityIssue[];
  suggestions: ReadonlyMap<CompatibilityIssue, SwapSuggestion>;
  parts: { data?: PartListing; error?: ApiError; isValidating: boolean; mutate: () => unknown };
  list: PartListState;
  perPage: number;
  onListChange: (next: PartListState) => void;
  onChoose: (part: PartOffer) => void;
  onAmountChange: (part: PartOffer, amount: number) => void;
  onSwap: (issue: CompatibilityIssue) => void;
  onStep: (direction: 'next' | 'previous') => void;
  /** The build's running price and issue counts, for the bar that keeps "Next step" in reach on a phone. */
  progress: { price: MoneyValue | null; blockerCount: number; warningCount: number };
};

/**
 * The customiser's current step: its heading (focused when the shopper moves to
 * another step, so a screen reader says where they are), the build's compatibility banners,
 * what the build already has in this step (always reachable, even when "only compatible"
 * would hide it: a part that clashes, or one more of a kit the board has no room for), the
 * step's parts as one labelled group, and the previous / next step buttons. On a phone the
 * next-step button sits in a bar stuck to the bottom of the screen, with the running price and
 * compatibility state, so neither waits at the end of a long list (previous steps are in the
 * step list above).
 */
export const StepPanel = forwardRef<HTMLHeadingElement, StepPanelProps>(function StepPanel(
  { state, issues, suggestions, parts, list, perPage, onListChange, onChoose, onAmountChange: changeAmount, onSwap, onStep, progress },
  headingRef,
) {
  const intl = useIntl();
  const panel = useRef<HTMLElement>(null);
  const partMoves = useFocusFollowsPart(panel, state.chosen);
  const onAmountChange = (part: PartOffer, amount: number) => {
    partMoves(part.id);
    changeAmount(part, amount);
  };
  const step = state.step;
  const index = configuratorSteps.indexOf(step);
  const next = nextStepOf(step);
  const previous = previousStepOf(step);
  const stepName = (slot: typeof step) => intl.formatMessage({ id: `configurator.slot.${slot}` });
  const headingId = `customiser-step-${step}`;

  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const lines of Object.values(state.chosen))
      for (const line of lines ?? []) names.set(`${line.part.category}/${line.part.id}`, line.part.name);
    return (slot: string, id: string) => names.get(`${slot}/${id}`) ?? id;
  }, [state.chosen]);

  const banners: CompatibilityBannerItem[] = issues.map((issue) => {
    const suggestion = suggestions.get(issue);
    return {
      issue,
      parts: issue.parts.map((ref) => ({ slot: ref.slot, name: nameOf(ref.slot, ref.id) })),
      swap: suggestion
        ? { partName: suggestion.part.name, replacingName: suggestion.target.replacing?.part.name ?? null, price: suggestion.part.price }
        : null,
    };
  });

  const inBuild = state.chosen[step] ?? [];
  const single = stepTakesOnePart(step);
  const chosenIds = new Set(inBuild.map((line) => line.part.product_id));
  // In a multi-part step the chosen parts have their steppers above ("Chosen parts"); the list offers the others.
  // The server's answer for the step (SWR's, which React renders synchronously) is drawn in a
  // deferred render that React slices between frames; the urgent render keeps the page shown
  // (its blocking time, bench/README.md § page-speed). The build's own changes are not
  // deferred: a part taken to 0 is back in the list in the same render, so its card is there
  // for the focus to follow (useFocusFollowsPart).
  const answer = useDeferredValue(parts.data);
  const listed = single ? answer?.items : answer?.items.filter((part) => !chosenIds.has(part.product_id));
  const count = answer?.count;
  const pageCount = pageCountOf(count === undefined ? undefined : { count, per_page: perPage });
  return (
    <section ref={panel} className={styles.stepPanel} aria-labelledby={headingId}>
      <div className={styles.stepHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {intl.formatMessage({ id: 'customiser.stepHeading' }, { number: index + 1, total: configuratorSteps.length, name: stepName(step) })}
        </h2>
        <p className={styles.stepNote}>{intl.formatMessage({ id: isRequiredStep(step) ? 'customiser.stepRequired' : 'customiser.stepOptional' })}</p>
      </div>
      <CompatibilityBanners items={banners} onSwap={onSwap} emptyMessage={intl.formatMessage({ id: 'customiser.noIssues' })} />
      {inBuild.length > 0 ? (
        <section className={styles.inBuild} aria-labelledby={`${headingId}-chosen`}>
          <h3 id={`${headingId}-chosen`} className={styles.inBuildHeading}>
            {intl.formatMessage({ id: 'customiser.inYourBuild' })}
          </h3>
          {single ? (
            <p className={styles.chosenLine}>
              <span className={styles.chosenName}>{inBuild[0]!.part.name}</span> <Money value={inBuild[0]!.part.price} />
              <Button variant="secondary" onPress={() => onAmountChange(inBuild[0]!.part, 0)}>
                {intl.formatMessage({ id: 'customiser.remove' }, { name: inBuild[0]!.part.name, hidden: hiddenWords })}
              </Button>
            </p>
          ) : (
            <ul className={styles.chosenGrid}>
              {inBuild.map((line) => (
                <li key={line.part.product_id}>
                  <PartCard part={line.part} selection="multi" amount={line.amount} onAmountChange={(amount) => onAmountChange(line.part, amount)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <PartList
        slot={step}
        labelledBy={headingId}
        parts={listed}
        count={count}
        isLoading={parts.isValidating}
        errorMessage={parts.error && !parts.data ? intl.formatMessage({ id: 'customiser.partsError' }) : null}
        onRetry={() => void parts.mutate()}
        amountOf={(part) => amountOf(state.chosen, part)}
        onSelect={onChoose}
        onAmountChange={onAmountChange}
        sort={list.sort}
        onSortChange={(sort: BuildSort) => onListChange({ ...list, sort, page: 1 })}
        compatibleOnly={list.compatibleOnly}
        onCompatibleOnlyChange={(compatibleOnly) => onListChange({ ...list, compatibleOnly, page: 1 })}
        inStockOnly={list.inStockOnly}
        onInStockOnlyChange={(inStockOnly) => onListChange({ ...list, inStockOnly, page: 1 })}
        page={list.page}
        pageCount={pageCount}
        hrefForPage={(page) => customiserHref({ ...list, page })}
        emptyAction={
          list.compatibleOnly ? (
            <Button variant="secondary" onPress={() => onListChange({ ...list, compatibleOnly: false, page: 1 })}>
              {intl.formatMessage({ id: 'customiser.showAllParts' })}
            </Button>
          ) : null
        }
      />
      <div className={styles.stepNav}>
        <p className={styles.stepNavSummary}>
          <span className={styles.stepNavPrice}>{progress.price ? <Money value={progress.price} /> : '—'}</span>
          <span>{issueCountsText(intl, { blockers: progress.blockerCount, warnings: progress.warningCount })}</span>
        </p>
        {previous ? (
          <Button variant="secondary" className={styles.previousStep} onPress={() => onStep('previous')}>
            {intl.formatMessage({ id: 'customiser.previousStep' }, { name: stepName(previous) })}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button onPress={() => onStep('next')}>{intl.formatMessage({ id: 'customiser.nextStep' }, { name: stepName(next) })}</Button>
        ) : (
          <Link href={SYSTEM_SUMMARY_PATH} variant="button">
            {intl.formatMessage({ id: 'customiser.review' })}
          </Link>
        )}
      </div>
    </section>
  );
});
