import { useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { compatibilityRuleByCode, type CompatibilityIssue, type ConfiguratorSlot, type Money as MoneyValue } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import { Button } from '../Button';
import * as styles from './CompatibilityBanners.css';

/** A part an issue names, for the banner's "parts involved". */
export type BannerPart = { slot: ConfiguratorSlot | string; name: string };

/** The one-click fix offered on a banner. */
export type BannerSwap = {
  /** The compatible part to put in. */
  partName: string;
  /** The part it replaces; null when it fills an empty slot. */
  replacingName: string | null;
  /** Its price, VAT included. */
  price?: MoneyValue;
};

export type CompatibilityBannerProps = {
  /** The compatibility issue the banner explains: its severity makes it a blocker or a warning, its rule sets the wording. */
  issue: CompatibilityIssue;
  /** The parts the issue names, in its order. */
  parts: readonly BannerPart[];
  /** The suggested swap; without it no button is shown. */
  swap?: BannerSwap | null;
  /** The shopper took the swap. */
  onSwap?: () => void;
  /** Heading level of the banner's title. @default 3 */
  headingLevel?: 2 | 3 | 4;
};

/** A stable key for an issue: its rule and the parts it names. */
export function issueKey(issue: CompatibilityIssue): string {
  return `${issue.rule}:${issue.parts.map((part) => `${part.slot}/${part.id}`).join(',')}`;
}

/**
 * One compatibility issue (SPEC §8) in plain words: its severity (in words, not only
 * colour), the engine's message `compat.<rule>`, the parts involved, and "swap to a
 * compatible part" when a fix was found. An issue that only asks for an empty slot to be
 * filled (no graphics card, no cooler yet) reads "Still needed", not "Incompatible": the
 * shopper may simply not have reached that step.
 *
 * @selector [data-severity="blocker|warning|info"] on the root
 * @selector [data-needed] on the root of a "fill that slot" issue
 */
export function CompatibilityBanner({ issue, parts, swap, onSwap, headingLevel = 3 }: CompatibilityBannerProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const needed = Boolean(compatibilityRuleByCode.get(issue.rule)?.satisfiedBy);
  return (
    <article
      className={styles.banner}
      data-severity={issue.severity}
      data-needed={needed || undefined}
      data-rule={issue.rule}
      aria-labelledby={titleId}
    >
      <span className={styles.icon} aria-hidden="true">
        {needed ? '+' : issue.severity === 'blocker' ? '!' : issue.severity === 'warning' ? '⚠' : 'i'}
      </span>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.severity}>
          {intl.formatMessage({ id: needed ? 'configurator.banner.severity.needed' : `configurator.banner.severity.${issue.severity}` })}
        </Heading>
        <p className={styles.message}>{intl.formatMessage({ id: issue.message.id }, issue.message.values)}</p>
        {parts.length > 0 ? (
          <p className={styles.parts}>
            {intl.formatMessage(
              { id: 'configurator.banner.parts' },
              {
                parts: intl.formatList(
                  parts.map((part) => `${intl.formatMessage({ id: `configurator.slot.${part.slot}` })}: ${part.name}`),
                  { type: 'conjunction' },
                ),
              },
            )}
          </p>
        ) : null}
        {swap && onSwap ? (
          <div className={styles.swap}>
            <Button variant="secondary" onPress={onSwap}>
              {intl.formatMessage(
                { id: swap.replacingName ? 'configurator.banner.swap' : 'configurator.banner.add' },
                { part: swap.partName, replacing: swap.replacingName ?? '' },
              )}
            </Button>
            {swap.price ? (
              <span className={styles.swapPrice}>
                <Money value={swap.price} />
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export type CompatibilityBannerItem = Omit<CompatibilityBannerProps, 'headingLevel' | 'onSwap'>;

export type CompatibilityBannersProps = {
  /** The build's issues, blockers first as the engine orders them. */
  items: readonly CompatibilityBannerItem[];
  /** The shopper took an issue's swap. */
  onSwap?: (issue: CompatibilityIssue) => void;
  /** Shown when there is no issue; nothing when left out. */
  emptyMessage?: string;
  /** Level of each banner's title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Names the list. @default "Compatibility" */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The build's compatibility banners, updated as parts change. A polite live
 * region (always in the page, so it is heard) says what changed: a new issue's message,
 * how many appeared, or that issues were resolved; nothing is announced on first render.
 * A swap that resolves its issue takes its banner, and the focused button, away: focus then
 * moves to the swap of the banner now in its place, else to the list itself.
 *
 * @selector [data-count] on the root: how many issues are shown
 */
export function CompatibilityBanners({
  items,
  onSwap,
  emptyMessage,
  headingLevel = 3,
  'aria-label': ariaLabel,
  className,
}: CompatibilityBannersProps) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Map<string, CompatibilityIssue> | null>(null);
  const keys = items.map((item) => issueKey(item.issue)).join('|');
  const root = useRef<HTMLElement>(null);
  /** The banner whose swap was taken, until the next change of issues. */
  const swapped = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const taken = swapped.current;
    swapped.current = null;
    if (!taken || items.some((item) => issueKey(item.issue) === taken.key)) return;
    const inItsPlace = root.current?.querySelectorAll(':scope > ul > li')[Math.min(taken.index, items.length - 1)];
    (inItsPlace?.querySelector<HTMLElement>('button') ?? root.current)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keys` stands for `items`, as below
  }, [keys]);

  useEffect(() => {
    const current = new Map(items.map((item) => [issueKey(item.issue), item.issue]));
    const before = previous.current;
    previous.current = current;
    if (!before) return;
    const added = [...current].filter(([key]) => !before.has(key)).map(([, issue]) => issue);
    const removed = [...before.keys()].filter((key) => !current.has(key)).length;
    if (added.length === 1) {
      const [issue] = added;
      setAnnouncement(
        intl.formatMessage(
          {
            id: compatibilityRuleByCode.get(issue!.rule)?.satisfiedBy
              ? 'configurator.banner.announce.new.needed'
              : `configurator.banner.announce.new.${issue!.severity}`,
          },
          { message: intl.formatMessage({ id: issue!.message.id }, issue!.message.values) },
        ),
      );
    } else if (added.length > 1) {
      setAnnouncement(intl.formatMessage({ id: 'configurator.banner.announce.many' }, { count: added.length, total: current.size }));
    } else if (removed > 0) {
      setAnnouncement(
        current.size === 0
          ? intl.formatMessage({ id: 'configurator.banner.announce.allResolved' })
          : intl.formatMessage({ id: 'configurator.banner.announce.resolved' }, { count: removed, total: current.size }),
      );
    }
    // `keys` stands for `items`: announce only when the set of issues changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately narrower dependencies, as the comment above says
  }, [keys]);

  return (
    <section
      ref={root}
      tabIndex={-1}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'configurator.banner.label' })}
      data-count={items.length}
    >
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true" data-testid="compatibility-announcer">
          {announcement}
        </div>
      </VisuallyHidden>
      {items.length === 0 ? (
        emptyMessage ? (
          <p className={styles.empty}>{emptyMessage}</p>
        ) : null
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={issueKey(item.issue)}>
              <CompatibilityBanner
                {...item}
                headingLevel={headingLevel}
                onSwap={
                  onSwap
                    ? () => {
                        swapped.current = { key: issueKey(item.issue), index };
                        onSwap(item.issue);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
