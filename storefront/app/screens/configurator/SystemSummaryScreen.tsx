import { useState, useSyncExternalStore } from 'react';
import {
  BuildAddedToCartDialog,
  BuildPartsTable,
  BuildSummaryPanel,
  Button,
  CompatibilityBanners,
  FormNotice,
  Link,
  useIntl,
  type CompatibilityBannerItem,
} from '@rigsmith/kit';
import type { PcBuildBlock, PcBuildCheck } from '@rigsmith/kit/api';
import { isConfiguratorSlot, sameValue, type StoredCustomiser } from '@rigsmith/kit/domain';
import { useCustomiserStore, usePcBuildCheck } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { serverErrorOf } from '../account/serverError';
import { CART_PATH, CUSTOMISER_PATH } from './customiserQuery';
import { useAddBuildToCart } from '../../shared/useAddBuildToCart';
import * as styles from './configurator.css';

/** The words of a block (SPEC §8), from the kit's catalogue. */
function blockText(intl: ReturnType<typeof useIntl>, block: PcBuildBlock): string {
  switch (block.kind) {
    case 'out_of_stock':
      return intl.formatMessage({ id: 'configurator.savedBuild.block.outOfStock' }, { title: block.title });
    case 'archived':
      return intl.formatMessage({ id: 'configurator.savedBuild.block.archived' }, { title: block.title });
    case 'unfinished':
      return intl.formatMessage({ id: 'configurator.savedBuild.block.unfinished' });
    case 'incompatible':
      // The banners above carry the swaps; here the rule's sentence says what blocks the order.
      return intl.formatMessage(
        { id: 'blockedBuild.incompatible' },
        { issue: intl.formatMessage({ id: block.issue.message.id }, block.issue.message.values) },
      );
  }
}

/**
 * SPEC §2 "/system-summary": the whole build as the server sees it (POST
 * pc_build/check/ recomputes parts, price, stock, ship date, power and compatibility), its
 * issues, and the finalise step that puts it in the cart ('Added to Cart'). A build that
 * cannot be ordered says why, and the way back to the customiser is always there.
 */
export function SystemSummaryScreen() {
  const intl = useIntl();
  const store = useCustomiserStore();
  const stored = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useDocumentTitle(intl.formatMessage({ id: 'systemSummary.title' }));
  const components = stored && stored.components.length > 0 ? stored.components : null;
  const check = usePcBuildCheck(components, stored?.reference ?? null);

  return (
    <>
      <div className={styles.header}>
        <div className={styles.titleGroup}>
          <h1 className={styles.title}>{intl.formatMessage({ id: 'systemSummary.title' })}</h1>
          <p className={styles.subtitle}>
            {stored?.draft
              ? intl.formatMessage({ id: 'systemSummary.draft' }, { name: stored.draft.name })
              : intl.formatMessage({ id: 'systemSummary.intro' })}
          </p>
        </div>
        <div className={styles.toolbar}>
          <Link href={CUSTOMISER_PATH} variant="button">
            {intl.formatMessage({ id: components ? 'systemSummary.edit' : 'systemSummary.start' })}
          </Link>
        </div>
      </div>
      {!components ? (
        <p className={styles.status}>{intl.formatMessage({ id: 'systemSummary.empty' })}</p>
      ) : check.error && !check.data ? (
        <div className={styles.actions}>
          <FormNotice tone="error">{intl.formatMessage({ id: 'systemSummary.error' })}</FormNotice>
          <div>
            <Button variant="secondary" onPress={() => void check.mutate()}>
              {intl.formatMessage({ id: 'systemSummary.retry' })}
            </Button>
          </div>
        </div>
      ) : !check.data ? (
        <p role="status" className={styles.status} aria-busy="true">
          {intl.formatMessage({ id: 'systemSummary.loading' })}
        </p>
      ) : (
        <SummaryOf build={check.data} stored={stored!} />
      )}
    </>
  );
}

function SummaryOf({ build, stored }: { build: PcBuildCheck; stored: StoredCustomiser }) {
  const intl = useIntl();
  const addBuildToCart = useAddBuildToCart();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = stored.draft?.name ?? intl.formatMessage({ id: 'configurator.saveDraft.fallbackName' });
  const names = new Map(build.components.map(({ component }) => [`${component.category}/${component.id}`, component.name]));
  const flagged = new Set(
    build.compatibility
      .filter((issue) => issue.severity === 'blocker')
      .flatMap((issue) => issue.parts)
      .flatMap((ref) =>
        build.components
          .filter(({ component }) => component.category === ref.slot && component.id === ref.id)
          .map(({ component }) => component.product_id),
      ),
  );
  const banners: CompatibilityBannerItem[] = build.compatibility.map((issue) => ({
    issue,
    parts: issue.parts.map((ref) => ({ slot: ref.slot, name: names.get(`${ref.slot}/${ref.id}`) ?? ref.id })),
  }));
  const blocked = build.blocks.length > 0;

  const finalise = async () => {
    setFailure(null);
    setAdding(true);
    try {
      await addBuildToCart({
        name,
        components: stored.components,
        reference: stored.reference,
        // A saved draft shown as saved goes in as it is; anything else is created for the cart.
        savedId: stored.draft?.id && !stored.dirty ? stored.draft.id : null,
      });
      setAdded(true);
    } catch (error) {
      setFailure(serverErrorOf(error, intl).message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.summaryLayout}>
      <div className={styles.column}>
        <BuildPartsTable
          lines={build.components.map(({ component, amount }) => ({ part: component, amount }))}
          assemblyFee={build.assembly_fee}
          total={build.price}
          flagged={flagged}
        />
        <div className={styles.column}>
          <h2 className={styles.sectionHeading}>{intl.formatMessage({ id: 'systemSummary.compatibility' })}</h2>
          <CompatibilityBanners items={banners} emptyMessage={intl.formatMessage({ id: 'systemSummary.noIssues' })} />
          {build.fps ? (
            <p className={styles.status}>
              {intl.formatMessage({ id: 'systemSummary.fps' }, { min: build.fps.min, max: build.fps.max, same: sameValue(build.fps) })}
            </p>
          ) : null}
        </div>
      </div>
      <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'systemSummary.finaliseLabel' })}>
        <BuildSummaryPanel
          price={build.price}
          assemblyFee={build.assembly_fee}
          estimatedShipDate={build.estimated_ship_date}
          shippingDays={build.shipping_days}
          inStock={build.in_stock}
          power={build.power}
          blockerCount={build.compatibility.filter((issue) => issue.severity === 'blocker').length}
          warningCount={build.compatibility.filter((issue) => issue.severity === 'warning').length}
          missing={build.missing_slots.filter(isConfiguratorSlot)}
          lostDiscount={build.lost_discount}
          actions={
            <>
              {blocked ? (
                <div id="summary-blocks">
                  <FormNotice tone="error" title={intl.formatMessage({ id: 'systemSummary.blocked' })}>
                    <ul className={styles.blockList}>
                      {build.blocks.map((block, index) => (
                        <li key={`${block.kind}-${index}`}>{blockText(intl, block)}</li>
                      ))}
                    </ul>
                  </FormNotice>
                </div>
              ) : null}
              <Button isPending={adding} isDisabled={blocked} onPress={() => void finalise()}>
                {intl.formatMessage({ id: 'systemSummary.addToCart' })}
              </Button>
              {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
            </>
          }
        />
      </aside>
      <BuildAddedToCartDialog open={added} buildName={name} price={build.price} cartHref={CART_PATH} onContinue={() => setAdded(false)} />
    </div>
  );
}
