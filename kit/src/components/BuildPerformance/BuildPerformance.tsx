import type { GraphicsPreset, PcBuildPerformance, Resolution } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { FormNotice } from '../FormNotice';
import { PresetChoice, ResolutionChoice } from '../GraphicsSettings';
import { PerformanceChart } from '../PerformanceChart';
import * as styles from './BuildPerformance.css';

export type BuildPerformanceProps = {
  /** The resolution the estimates are for, chosen in the tab's resolution choice. */
  resolution: Resolution;
  /** The shopper chose another resolution; the app loads the estimates for it. */
  onResolutionChange: (resolution: Resolution) => void;
  /** The graphics preset the estimates are for, chosen in the tab's preset choice. */
  preset: GraphicsPreset;
  /** The shopper chose another graphics preset; the app loads the estimates for it. */
  onPresetChange: (preset: GraphicsPreset) => void;
  /** The estimates for the build at these settings; undefined while loading. */
  performance?: PcBuildPerformance;
  /** Whether the build has parts to estimate from (a processor and graphics, integrated or not). */
  canEstimate: boolean;
  /** Shown instead of the chart when the estimates could not be loaded. */
  errorMessage?: string | null;
  /** Loads the estimates again; offered beside `errorMessage`. */
  onRetry?: () => void;
  /** A new answer is on its way (the previous chart stays). @default false */
  isLoading?: boolean;
};

/**
 * The customiser's performance tab (SPEC §2): estimated FPS per game for the
 * build as it stands, at a resolution and graphics preset, as the accessible chart of the
 * game pages with its data source.
 *
 * @selector [data-state="unavailable|loading|error|ready"] on the root
 */
export function BuildPerformance({
  resolution,
  onResolutionChange,
  preset,
  onPresetChange,
  performance,
  canEstimate,
  errorMessage,
  onRetry,
  isLoading = false,
}: BuildPerformanceProps) {
  const intl = useIntl();
  const state = !canEstimate ? 'unavailable' : errorMessage ? 'error' : !performance ? 'loading' : 'ready';
  return (
    <div className={styles.root} data-state={state} aria-busy={isLoading || state === 'loading' || undefined}>
      <div className={styles.settings}>
        <ResolutionChoice value={resolution} onValueChange={onResolutionChange} />
        <PresetChoice value={preset} onValueChange={onPresetChange} />
      </div>
      {state === 'unavailable' ? (
        <p className={styles.status}>{intl.formatMessage({ id: 'configurator.performance.unavailable' })}</p>
      ) : state === 'error' ? (
        <div className={styles.error}>
          <FormNotice tone="error">{errorMessage}</FormNotice>
          {onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {intl.formatMessage({ id: 'configurator.performance.retry' })}
            </Button>
          ) : null}
        </div>
      ) : state === 'loading' ? (
        <p role="status" className={styles.status}>
          {intl.formatMessage({ id: 'configurator.performance.loading' })}
        </p>
      ) : (
        <PerformanceChart
          caption={intl.formatMessage(
            { id: 'configurator.performance.caption' },
            {
              resolution: intl.formatMessage({ id: `graphics.resolution.${performance!.resolution}` }),
              preset: intl.formatMessage({ id: `graphics.preset.${performance!.preset}` }),
            },
          )}
          rowHeader={intl.formatMessage({ id: 'configurator.performance.game' })}
          rows={performance!.games.map(({ game, estimated_fps }) => ({
            id: game.slug,
            label: game.name,
            href: `/games/${encodeURIComponent(game.slug)}`,
            fps: estimated_fps,
          }))}
          source={performance!.source}
          emptyMessage={intl.formatMessage({ id: 'configurator.performance.noGraphics' })}
        />
      )}
    </div>
  );
}
