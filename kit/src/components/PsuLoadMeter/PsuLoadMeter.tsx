import { useMeter } from 'react-aria';
import { PSU_HEADROOM, type PowerEstimate } from '../../domain';
import { useIntl } from '../../i18n';
import { inlineVars } from '../../theme/inlineVars';
import * as styles from './PsuLoadMeter.css';

export type PsuLoadMeterProps = {
  /** `estimatePower` of the build. */
  power: PowerEstimate;
  className?: string;
};

/** How loaded a PSU is: `ok` within the recommended headroom, `overloaded` below the recommended wattage. */
export function psuLoadState(power: PowerEstimate): 'none' | 'ok' | 'overloaded' {
  if (power.psuW === null) return 'none';
  return power.psuW < power.recommendedW ? 'overloaded' : 'ok';
}

/**
 * The customiser's "PSU load": the build's estimated draw against the chosen
 * power supply as a meter (react-aria `useMeter`: `role="meter"` with the value in words),
 * and why the shop asks for more: the recommended wattage with 40 % headroom for graphics
 * card power spikes and processor boost, and the draw it is estimated from.
 *
 * @selector [data-state="none|ok|overloaded"] on the root
 */
export function PsuLoadMeter({ power, className }: PsuLoadMeterProps) {
  const intl = useIntl();
  const state = psuLoadState(power);
  const percent = power.load === null ? 0 : Math.round(power.load * 100);
  const headroom = Math.round((PSU_HEADROOM - 1) * 100);
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
          // Where the recommended maximum load sits: draw ÷ recommended of the PSU's capacity.
          <div
            className={styles.limit}
            aria-hidden="true"
            style={inlineVars({ [styles.limitAt]: `${Math.round((100 / PSU_HEADROOM) * 10) / 10}%` })}
          />
        ) : null}
      </div>
      <p className={styles.explain}>
        {intl.formatMessage(
          { id: 'configurator.psu.explain' },
          { cpuW: power.cpuW, gpuW: power.gpuW, restW: power.restW, drawW: power.drawW, recommendedW: power.recommendedW, headroom },
        )}
      </p>
      {state === 'overloaded' ? (
        <p className={styles.warning}>
          {intl.formatMessage({ id: 'configurator.psu.overloaded' }, { psuW: power.psuW, recommendedW: power.recommendedW })}
        </p>
      ) : null}
    </div>
  );
}
