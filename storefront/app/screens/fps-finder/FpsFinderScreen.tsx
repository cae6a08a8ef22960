import { useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BuildTierCard, FpsEstimateNote, FpsFinderForm, ProductGrid, buildTiers, useIntl, type FpsFinderValue } from '@rigsmith/kit';
import { useBuildsByFps, useGames } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { productCardPropsOf } from '../../catalogue/buildCard';
import { fpsFinderSearch, parseFpsFinderSearch, toFpsFinderQuery } from './fpsFinderSearch';
import * as layout from '../catalogueScreen.css';
import * as styles from './FpsFinderScreen.css';

/** How many games the combobox holds at once (the API's largest page); typing searches the rest. */
const GAMES_IN_COMBOBOX = 48;

/**
 * SPEC §2 "builds-by-fps view": pick a game, resolution, graphics preset and target
 * framerate; the API answers with up to three builds — Best Match, Level Up, Ultimate PC.
 * The state lives in the address, so every result has a link and Back works.
 */
export function FpsFinderScreen() {
  const intl = useIntl();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const value = useMemo(() => parseFpsFinderSearch(search), [search]);
  const query = toFpsFinderQuery(value);
  const headingId = useId();
  const noteId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'fpsFinderScreen.title' }));

  const [gameSearch, setGameSearch] = useState('');
  const debouncedSearch = useDebouncedValue(gameSearch.trim(), 250);
  const games = useGames(debouncedSearch ? { per_page: GAMES_IN_COMBOBOX, search: debouncedSearch } : { per_page: GAMES_IN_COMBOBOX });
  const result = useBuildsByFps(query);

  const onValueChange = (next: FpsFinderValue) => {
    // Replace, not push: each control change would otherwise add a history entry.
    navigate(`${path}?${fpsFinderSearch(next)}`, { replace: true });
  };

  const data = result.error ? undefined : result.data;
  const recommendations = data ? [...data.recommendations].sort((a, b) => buildTiers.indexOf(a.tier) - buildTiers.indexOf(b.tier)) : [];
  const settingsText = {
    resolution: intl.formatMessage({ id: `graphics.resolution.${value.resolution}` }),
    preset: intl.formatMessage({ id: `graphics.preset.${value.preset}` }),
  };
  const busy = Boolean(query) && result.isValidating;

  // The polite live region says what changed once the answer for the current settings is in.
  let announcement = '';
  if (query && busy) announcement = intl.formatMessage({ id: 'fpsFinderScreen.loading' });
  else if (query && data) {
    announcement = intl.formatMessage({ id: 'fpsFinderScreen.announce' }, { count: recommendations.length, game: data.game.name, ...settingsText });
  }

  return (
    <>
      <header className={layout.header}>
        <h1 className={layout.title}>{intl.formatMessage({ id: 'fpsFinderScreen.title' })}</h1>
        <p className={layout.intro}>{intl.formatMessage({ id: 'fpsFinderScreen.intro' })}</p>
      </header>

      <FpsFinderForm
        games={games.data?.items ?? []}
        value={value}
        onValueChange={onValueChange}
        onGameSearchChange={setGameSearch}
        isLoadingGames={games.isLoading}
        {...(data && data.game.slug === value.game ? { selectedGameName: data.game.name } : {})}
      />
      {games.error && !games.data ? (
        <p role="alert" className={layout.notice} data-tone="error">
          {intl.formatMessage({ id: 'fpsFinderScreen.gamesError' })}
        </p>
      ) : null}

      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'fpsFinderScreen.resultsHeading' })}
        </h2>
        <p role="status" className={layout.status}>
          {announcement}
        </p>
        <div className={`${layout.busy} ${styles.results}`} aria-busy={busy}>
          {!query ? (
            <p className={layout.notice}>{intl.formatMessage({ id: 'fpsFinderScreen.chooseGame' })}</p>
          ) : result.error ? (
            <p role="alert" className={layout.notice} data-tone="error">
              {intl.formatMessage({
                id: result.error.status === 404 ? 'fpsFinderScreen.unknownGame' : 'fpsFinderScreen.error',
              })}
            </p>
          ) : !data ? null : recommendations.length === 0 ? (
            <p className={layout.notice}>
              {intl.formatMessage({ id: 'fpsFinderScreen.empty' }, { fps: value.fps, game: data.game.name, ...settingsText })}
            </p>
          ) : (
            <>
              <ProductGrid aria-labelledby={headingId}>
                {recommendations.map((recommendation) => (
                  <BuildTierCard
                    key={recommendation.tier}
                    tier={recommendation.tier}
                    estimatedFps={recommendation.estimated_fps}
                    targetFps={value.fps}
                    fpsNoteId={noteId}
                    {...productCardPropsOf(recommendation.build)}
                  />
                ))}
              </ProductGrid>
              <FpsEstimateNote id={noteId} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
