import { startTransition, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import {
  BuildSummaryPanel,
  Button,
  ConfiguratorSteps,
  ConfiguratorTabs,
  FormNotice,
  Link,
  ShareBuildLink,
  useIntl,
  type ConfiguratorTab,
} from '@rigsmith/kit';
import type { PartOffer } from '@rigsmith/kit/api';
import {
  chosenCount,
  clearsOpenRequest,
  componentsOf,
  customiserOpenReducer,
  initialCustomiserOpen,
  persistsBuild,
  configuratorSteps,
  isEmptyBuild,
  isRequiredStep,
  type CompatibilityIssue,
  type ConfiguratorSlot,
  type GraphicsPreset,
  type Resolution,
} from '@rigsmith/kit/domain';
import {
  useCustomiser,
  useCustomiserStore,
  usePcBuildPerformance,
  usePreBuiltComponents,
  useSession,
  useStepParts,
  useSwapSuggestions,
} from '@rigsmith/kit/hooks';
import { useFocusAfter } from '../../shared/useFocusAfter';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { lazyComponent } from '../../routing/lazyComponent';
import { useStorefront } from '../../routing/StorefrontContext';
import { useStorefrontNavigate } from '../../routing/useStorefrontNavigate';
import {
  CUSTOMISER_PATH,
  SAVED_BUILDS_PATH,
  SYSTEM_SUMMARY_PATH,
  customiserHref,
  openRequestFromSearch,
  partListStateFromSearch,
  shareHref,
  withoutOpenRequest,
  type PartListState,
} from './customiserQuery';
import { StepPanel } from './StepPanel';
import { useDraftActions } from './useDraftActions';
import { useOpenBuild } from './useOpenBuild';
import { useToday } from '../../shared/today';
import { useShopOrigin } from './shopOrigin';
import * as styles from './configurator.css';

// Not part of the first paint, so not of the route's first load: the performance tab draws
// only while shown, and the dialogs from the first time one opens (CustomiserDialogs.tsx).
const BuildPerformance = lazyComponent(
  () => import('./PerformanceTab'),
  (m) => m.BuildPerformance,
);
const loadDialogs = () => import('./CustomiserDialogs');
const CustomiserDialogs = lazyComponent(loadDialogs, (m) => m.CustomiserDialogs);
// A pointer over the toolbar or focus in it comes before a press: the dialogs' chunk starts
// downloading then, so the first dialog opens without waiting for it.
const prefetchDialogs = () => void loadDialogs().catch(() => {});

/** Parts per page of a step. */
export const PARTS_PER_PAGE = 12;

/**
 * SPEC §2 "/custom-pc-builder/customiser", titled Custom PC Builder: the build
 * step by step, each step's parts sorted and filtered ("only compatible" computed on the
 * server by the same engine), compatibility banners with one-click swaps, the running price,
 * ship date and PSU load, the performance tab, reset, drafts and a share link. Opens a
 * shared link (`?build=`), a pre-built build to customise (`?from=`), a draft (`?draft=`), or
 * the build this browser kept; keeps the build in browser storage as it changes.
 */
export function CustomiserScreen() {
  const intl = useIntl();
  // One column: the step list as a compact progress row (configurator.css.ts).
  const isPhone = useMediaQuery(styles.CUSTOMISER_PHONE);
  const storefront = useStorefront();
  const search = useSearch();
  const navigate = useStorefrontNavigate();
  const { status } = useSession();
  const store = useCustomiserStore();
  useDocumentTitle(intl.formatMessage({ id: 'customiser.title' }));

  const [request] = useState(() => openRequestFromSearch(search));
  // open → (discount warning) → ready → persist, and the address cleared once: customiserOpenReducer.
  const [opening, dispatchOpening] = useReducer(customiserOpenReducer, request.kind !== 'stored', initialCustomiserOpen);
  const today = useToday();
  const customiser = useCustomiser({ currency: storefront.currency, persist: persistsBuild(opening), today });
  const { state, dispatch, figures, steps } = customiser;
  const open = useOpenBuild(request, dispatch, store);
  const drafts = useDraftActions(customiser);
  const [keptDiscount, setKeptDiscount] = useState<string | null>(null);

  const warning = Boolean(state.pending);
  // A transition, as the opening itself (useOpenBuild): "ready" re-renders the whole screen.
  useEffect(() => startTransition(() => dispatchOpening({ type: 'observed', opened: open.opened, warning })), [open.opened, warning]);
  const clearRequest = clearsOpenRequest(opening);
  useEffect(() => {
    if (!clearRequest) return;
    dispatchOpening({ type: 'address-cleared' });
    const rest = withoutOpenRequest(search);
    navigate(rest ? `${CUSTOMISER_PATH}?${rest}` : CUSTOMISER_PATH, { replace: true });
  }, [clearRequest, search, navigate]);

  const list = partListStateFromSearch(search);
  const showList = useCallback((next: PartListState) => navigate(customiserHref(next), { replace: true }), [navigate]);

  const parts = useStepParts({
    slot: state.step,
    chosen: state.chosen,
    sort: list.sort,
    compatibleOnly: list.compatibleOnly,
    inStockOnly: list.inStockOnly,
    page: list.page,
    perPage: PARTS_PER_PAGE,
  });
  const { suggestions } = useSwapSuggestions(state.chosen, figures.issues, state.recentFirst);

  const saveButton = useRef<HTMLButtonElement>(null);

  // A step change the shopper asked for moves focus to the new step's heading.
  const { ref: headingRef, request: focusHeading } = useFocusAfter<HTMLHeadingElement>(state.step);
  const goToStep = (step: ConfiguratorSlot) => {
    if (step === state.step) return;
    focusHeading();
    dispatch({ type: 'go-to-step', step });
    if (list.page !== 1) showList({ ...list, page: 1 });
  };

  const [tab, setTab] = useState<ConfiguratorTab>('components');
  const [resolution, setResolution] = useState<Resolution>('1440p');
  const [preset, setPreset] = useState<GraphicsPreset>('high');
  const components = useMemo(() => componentsOf(state.chosen), [state.chosen]);
  const cpu = state.chosen.cpu?.[0]?.part;
  const canEstimate = Boolean(cpu && ((state.chosen.gpu?.length ?? 0) > 0 || (cpu.category === 'cpu' && cpu.specs.integratedGraphics)));
  const performance = usePcBuildPerformance(tab === 'performance' && canEstimate ? components : [], resolution, preset);

  const onSwap = (issue: CompatibilityIssue) => {
    const suggestion = suggestions.get(issue);
    if (suggestion) dispatch({ type: 'swap', part: suggestion.part, replacing: suggestion.target.replacing?.part.product_id ?? null });
  };

  // A build reopened from storage or a link knows its base by reference only: its name and
  // current discount come from the catalogue.
  const baseDetails = usePreBuiltComponents(state.base && state.base.name === state.base.reference ? state.base.reference : null);
  const baseName = baseDetails.data?.name ?? state.base?.name ?? null;
  const lostDiscount = state.base?.discount ?? baseDetails.data?.discount ?? null;

  const empty = isEmptyBuild(state.chosen);
  const shopOrigin = useShopOrigin();
  const shareUrl = `${shopOrigin}${storefront.pathPrefix}${shareHref(components, state.base?.reference ?? null)}`;
  // Once a dialog has opened its chunk stays mounted, so closing keeps Radix's focus return and animation.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (state.dialog.kind !== 'none' || state.pending)) setDialogsWanted(true);

  if (!open.opened) {
    return (
      <div aria-busy="true">
        <h1 className={styles.title}>{intl.formatMessage({ id: 'customiser.title' })}</h1>
        <p role="status" className={styles.status}>
          {intl.formatMessage({ id: 'customiser.opening' })}
        </p>
      </div>
    );
  }

  return (
    <>
      <div className={styles.header}>
        <div className={styles.titleGroup}>
          <h1 className={styles.title}>{intl.formatMessage({ id: 'customiser.title' })}</h1>
          {state.draft ? (
            <p className={styles.subtitle}>
              {intl.formatMessage({ id: 'customiser.editingDraft' }, { name: state.draft.name })}
              {state.dirty ? <span className={styles.unsaved}>{intl.formatMessage({ id: 'customiser.unsaved' })}</span> : null}
            </p>
          ) : baseName ? (
            <p className={styles.subtitle}>{intl.formatMessage({ id: 'customiser.customising' }, { name: baseName })}</p>
          ) : (
            <p className={styles.subtitle}>{intl.formatMessage({ id: 'customiser.intro' })}</p>
          )}
        </div>
        <div className={styles.toolbar} onPointerEnter={prefetchDialogs} onFocus={prefetchDialogs}>
          <Button ref={saveButton} variant="secondary" isDisabled={empty} onPress={() => dispatch({ type: 'request-save' })}>
            {intl.formatMessage({ id: 'customiser.saveDraft' })}
          </Button>
          <Button variant="secondary" isDisabled={empty && !state.draft} onPress={() => dispatch({ type: 'request-reset' })}>
            {intl.formatMessage({ id: 'customiser.reset' })}
          </Button>
        </div>
      </div>

      <div className={styles.notices}>
        {open.error ? <FormNotice tone="error">{intl.formatMessage({ id: `customiser.openError.${open.error}` })}</FormNotice> : null}
        {keptDiscount ? (
          <FormNotice tone="info">
            {intl.formatMessage({ id: 'customiser.keptDiscount' }, { name: keptDiscount })}{' '}
            <Link href="/gaming-pcs">{intl.formatMessage({ id: 'customiser.backToGamingPcs' })}</Link>
          </FormNotice>
        ) : null}
        {state.notice?.kind === 'reset' ? <FormNotice tone="info">{intl.formatMessage({ id: 'customiser.resetDone' })}</FormNotice> : null}
        {state.notice?.kind === 'saved-and-reset' ? (
          <FormNotice tone="success">{intl.formatMessage({ id: 'customiser.savedAndReset' }, { name: state.notice.name })}</FormNotice>
        ) : null}
      </div>

      <div className={styles.layout}>
        <div className={styles.steps}>
          <ConfiguratorSteps
            steps={configuratorSteps.map((slot) => ({
              slot,
              state: steps[slot],
              required: isRequiredStep(slot),
              count: chosenCount(state.chosen, slot),
            }))}
            value={state.step}
            onValueChange={goToStep}
            compact={isPhone}
          />
        </div>
        <ConfiguratorTabs
          value={tab}
          onValueChange={setTab}
          components={
            <StepPanel
              ref={headingRef}
              state={state}
              issues={figures.issues}
              suggestions={suggestions}
              parts={parts}
              list={list}
              perPage={PARTS_PER_PAGE}
              onListChange={showList}
              onChoose={(part: PartOffer) => dispatch({ type: 'choose', part })}
              onAmountChange={(part, amount) => dispatch({ type: 'set-amount', part, amount })}
              onSwap={onSwap}
              progress={{ price: figures.price, blockerCount: figures.blockerCount, warningCount: figures.warningCount }}
              onStep={(direction) => {
                focusHeading();
                dispatch({ type: direction === 'next' ? 'next-step' : 'previous-step' });
                if (list.page !== 1) showList({ ...list, page: 1 });
              }}
            />
          }
          performance={
            <Suspense fallback={null}>
              <BuildPerformance
                resolution={resolution}
                onResolutionChange={setResolution}
                preset={preset}
                onPresetChange={setPreset}
                canEstimate={canEstimate}
                performance={performance.data}
                isLoading={performance.isValidating}
                errorMessage={performance.error && !performance.data ? intl.formatMessage({ id: 'customiser.performanceError' }) : null}
                onRetry={() => void performance.mutate()}
              />
            </Suspense>
          }
        />
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'customiser.summaryLabel' })}>
          <BuildSummaryPanel
            price={figures.price}
            assemblyFee={figures.assemblyFee}
            estimatedShipDate={figures.estimatedShipDate}
            shippingDays={figures.shippingDays}
            inStock={figures.inStock}
            backorder={figures.backorder}
            power={figures.power}
            blockerCount={figures.blockerCount}
            warningCount={figures.warningCount}
            missing={figures.missing}
            lostDiscount={lostDiscount}
            actions={
              empty ? null : (
                <Link href={SYSTEM_SUMMARY_PATH} variant="button">
                  {intl.formatMessage({ id: 'customiser.review' })}
                </Link>
              )
            }
          />
          {empty ? null : <ShareBuildLink url={shareUrl} />}
        </aside>
      </div>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <CustomiserDialogs
            state={state}
            dispatch={dispatch}
            drafts={drafts}
            empty={empty}
            signedIn={status === 'signed-in'}
            draftsHref={SAVED_BUILDS_PATH}
            saveButton={saveButton}
            onCancelDiscount={() => {
              setKeptDiscount(state.pending?.base.name ?? null);
              dispatch({ type: 'cancel-discount' });
              open.fallBackToStored();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
