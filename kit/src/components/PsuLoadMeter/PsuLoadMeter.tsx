import { useMeter } from 'react-aria';
import type { PowerEstimate } from '../../domain';
import { useIntl } from '../../i18n';
import { inlineVars } from '../../theme/inlineVars';
import * as styles from './PsuLoadMeter.css';

export type PsuLoadMeterProps = {
  /** `estimatePower` of the build. */
  power: PowerEstimate;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * How loaded a PSU is, as the engine judges it: `overloaded` below the estimated peak draw
 * (the `psu-wattage` blocker), `tight` between the peak and the recommended wattage (the
 * `psu-headroom` warning), `ok` from the recommended wattage up.
 */
export function psuLoadState(power: PowerEstimate): 'none' | 'ok' | 'tight' | 'overloaded' {
  if (power.psuW === null) return 'none';
  if (power.psuW < power.drawW) return 'overloaded';
  return power.psuW < power.recommendedW ? 'tight' : 'ok';
}

/**
 * The customiser's "PSU load": the build's estimated draw against the chosen
 * power supply as a meter (react-aria `useMeter`: `role="meter"` with the value in words),
 * and why the shop asks for more: the peak draw (processor at its power limit, graphics at
 * full board power) and the recommended wattage above it (`recommendedPsuW`).
 *
 * @selector [data-state="none|ok|tight|overloaded"] on the root
 */
export function PsuLoadMeter({ power, className }: PsuLoadMeterProps) {
  const intl = useIntl();
  const state = psuLoadState(power);
  const percent = power.load === null ? 0 : Math.round(power.load * 100);
  const valueText =
    power.psuW === null
      ? intl.formatMessage({ id: 'configurator.psu.noPsu' }, { recommendedW: power.recommendedW })
      : intl.formatMessage({ id: 'configurator.psu.valueText' }, { drawW: power.drawW, psuW: power.psuW, percent });
  const { meterProps, labelProps } = useMeter({
    label: intl.formatMessage({ id: 'configurator.psu.label' }),
    value: Math.min(percent, 100),
    minValue: 0,
    maxValue: 100,
    valueLabel: valueText,
  });
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      <div className={styles.labelRow}>
        <span {...labelProps} className={styles.label}>
          {intl.formatMessage({ id: 'configurator.psu.label' })}
        </span>
        <span className={styles.value}>{valueText}</span>
      </div>
      <div {...meterProps} className={styles.track}>
        <div className={styles.fill} style={inlineVars({ [styles.fillWidth]: `${Math.min(percent, 100)}%` })} />
        {power.psuW !== null ? (
          // Where the recommended maximum load sits: draw ÷ recommended wattage of the PSU's capacity.
          <div
            className={styles.limit}
            aria-hidden="true"
            style={inlineVars({ [styles.limitAt]: `${Math.round((1000 * power.drawW) / power.recommendedW) / 10}%` })}
          />
        ) : null}
      </div>
      <p className={styles.explain}>
        {intl.formatMessage(
          { id: 'configurator.psu.explain' },
          { cpuW: power.cpuW, gpuW: power.gpuW, restW: power.restW, drawW: power.drawW, recommendedW: power.recommendedW },
        )}
      </p>
      {state === 'overloaded' || state === 'tight' ? (
        <p className={styles.warning}>
          {intl.formatMessage(
            { id: state === 'overloaded' ? 'configurator.psu.overloaded' : 'configurator.psu.tight' },
            { psuW: power.psuW, drawW: power.drawW, recommendedW: power.recommendedW },
          )}
        </p>
      ) : null}
    </div>
  );
}
