import { useId, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { ErrorPage, Link, PerformanceChart, PresetChoice, ResolutionChoice, defaultFpsFinderValue, useIntl } from '@rigsmith/kit';
import { useGamePerformance } from '@rigsmith/kit/hooks';
import type { GraphicsPreset, Resolution } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { NotFoundScreen } from '../NotFoundScreen';
import { fpsFinderHref, parseGraphicsSettings } from '../fps-finder/fpsFinderSearch';
import * as layout from '../catalogueScreen.css';
import * as styles from './GamesScreen.css';

/**
 * A game's page (SPEC §2 "Games list with performance chart and see recommended PCs"):
 * resolution and preset controls, the estimated FPS of each build as a chart, and a link
 * to the FPS finder with this game and these settings chosen. Settings live in the address.
 */
export function GameScreen() {
  const intl = useIntl();
  const { slug = '' } = useParams<{ slug: string }>();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const settings = useMemo(() => parseGraphicsSettings(search), [search]);
  const performance = useGamePerformance(slug, settings);
  const headingId = useId();
  useDocumentTitle(performance.data?.name ?? '');

  const setSettings = (next: { resolution: Resolution; preset: GraphicsPreset }) =>
    navigate(`${path}?${new URLSearchParams(next).toString()}`, { replace: true });

  if (performance.error?.status === 404) return <NotFoundScreen />;
  if (performance.error && !performance.data) {
    return <ErrorPage statusCode={performance.error.status || 503} message={intl.formatMessage({ id: 'gameScreen.error' })} />;
  }
  // keepPreviousData would show the last game while another loads: only this game's data counts.
  const game = performance.data?.slug === slug ? performance.data : undefined;
  if (!game) {
    return (
      <div aria-busy="true">
        <p role="status" className={layout.status}>
          {intl.formatMessage({ id: 'gameScreen.loading' })}
        </p>
      </div>
    );
  }

  // The caption names the settings of the figures shown, which lag the controls while new ones load.
  const settingsText = {
    resolution: intl.formatMessage({ id: `graphics.resolution.${game.resolution}` }),
    preset: intl.formatMessage({ id: `graphics.preset.${game.preset}` }),
  };

  return (
    <>
      <header className={layout.header}>
        <p className={styles.facts}>
          <Link href="/games">{intl.formatMessage({ id: 'gameScreen.allGames' })}</Link>
        </p>
        <h1 className={layout.title}>{game.name}</h1>
        {game.release_year || game.engine_fps_cap ? (
          <p className={styles.facts}>
            {[
              game.release_year ? intl.formatMessage({ id: 'gamesScreen.released' }, { year: String(game.release_year) }) : null,
              game.engine_fps_cap ? intl.formatMessage({ id: 'gameScreen.fpsCap' }, { fps: game.engine_fps_cap }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
      </header>

      <form className={styles.controls} aria-label={intl.formatMessage({ id: 'gameScreen.settings' })} onSubmit={(event) => event.preventDefault()}>
        <ResolutionChoice value={settings.resolution} onValueChange={(resolution) => setSettings({ ...settings, resolution })} />
        <PresetChoice value={settings.preset} onValueChange={(preset) => setSettings({ ...settings, preset })} />
      </form>

      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'gameScreen.chartHeading' })}
        </h2>
        {performance.error ? (
          <p role="alert" className={layout.notice} data-tone="error">
            {intl.formatMessage({ id: 'gameScreen.error' })}
          </p>
        ) : null}
        <div className={layout.busy} aria-busy={performance.isValidating}>
          <PerformanceChart
            caption={intl.formatMessage({ id: 'gameScreen.chartCaption' }, { game: game.name, ...settingsText })}
            rows={game.builds.map(({ build, estimated_fps }) => ({
              id: build.id,
              label: build.name,
              fps: estimated_fps,
              ...(build.model ? { href: `/models/${build.model}` } : {}),
            }))}
          />
        </div>
        <div className={styles.actions}>
          <Link variant="button" href={fpsFinderHref({ ...defaultFpsFinderValue, game: game.slug, ...settings })}>
            {intl.formatMessage({ id: 'gameScreen.recommended' })}
          </Link>
        </div>
      </section>
    </>
  );
}
