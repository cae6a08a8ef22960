import { useId } from 'react';
import { useIntl } from '../../i18n';
import { ProductCard, type FpsRange, type ProductCardProps } from '../ProductCard';
import * as styles from './BuildTierCard.css';
import { sameValue } from '../../domain';

/** The FPS finder's three recommendations, in the order they are shown (SPEC §2). */
export const buildTiers = ['best_match', 'level_up', 'ultimate'] as const;
export type BuildTier = (typeof buildTiers)[number];

export type BuildTierCardProps = Omit<ProductCardProps, 'headingLevel' | 'fpsRange'> & {
  /** Which recommendation this card is (`best_match`, `level_up` or `ultimate`); its heading names it. */
  tier: BuildTier;
  /** The build's estimated FPS in the chosen game and settings. */
  estimatedFps: FpsRange;
  /** The framerate the shopper asked for; adds whether the build reaches it. */
  targetFps?: number;
  /** Level of the tier heading ("Best Match"); the build's title sits one below. @default 3 */
  headingLevel?: 2 | 3;
  /** Id of the note that says the figures are estimates (an `FpsEstimateNote`). */
  fpsNoteId?: string;
};

type TargetState = 'met' | 'partly' | 'missed';

const targetIcon: Record<TargetState, string> = { met: '✓', partly: '≈', missed: '✗' };

/**
 * One of the FPS finder's cards — Best Match, Level Up or Ultimate PC — with the build's
 * estimated FPS range for the chosen game and the product card's facts (price, rating,
 * stock, shipping).
 *
 * @selector [data-tier="best_match"|"level_up"|"ultimate"]
 * @selector [data-target="met"|"partly"|"missed"] on the target badge
 */
export function BuildTierCard({ tier, estimatedFps, targetFps, headingLevel = 3, fpsNoteId, ...card }: BuildTierCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const target: TargetState | null =
    targetFps === undefined ? null : estimatedFps.min >= targetFps ? 'met' : estimatedFps.max >= targetFps ? 'partly' : 'missed';

  return (
    <section className={styles.tier} aria-labelledby={headingId} data-tier={tier}>
      <Heading id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: `buildTier.${tier}` })}
      </Heading>
      <p className={styles.tagline}>{intl.formatMessage({ id: `buildTier.${tier}.tagline` })}</p>
      <p className={styles.fps}>
        <span className={styles.fpsLabel}>{intl.formatMessage({ id: 'buildTier.estimatedFps' })}</span>
        <span className={styles.fpsValue} aria-describedby={fpsNoteId}>
          {intl.formatMessage(
            { id: 'performanceChart.range' },
            { min: intl.formatNumber(estimatedFps.min), max: intl.formatNumber(estimatedFps.max), same: sameValue(estimatedFps) },
          )}
        </span>
      </p>
      {target && targetFps !== undefined ? (
        <p className={styles.target} data-target={target}>
          <span aria-hidden="true">{targetIcon[target]}</span>
          {intl.formatMessage({ id: `buildTier.target.${target}` }, { fps: targetFps })}
        </p>
      ) : null}
      <div className={styles.card}>
        <ProductCard {...card} headingLevel={headingLevel === 2 ? 3 : 4} fpsRange={null} />
      </div>
    </section>
  );
}
