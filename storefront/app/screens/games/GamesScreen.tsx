import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Link, Pagination, useIntl } from '@rigsmith/kit';
import { useGames } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import * as layout from '../catalogueScreen.css';
import * as styles from './GamesScreen.css';

export const GAMES_PER_PAGE = 24;

/** `?q=…&page=…` of the games list; page 1 and an empty search are left out. */
export function gamesHref({ q, page }: { q: string; page: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/games?${search}` : '/games';
}

function parseGamesSearch(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * SPEC §2 "Games list": every game the FPS estimates cover, searchable and paginated,
 * each linking to its page with the performance chart. Search and page live in the
 * address, so Back and shared links work.
 */
export function GamesScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { q, page } = parseGamesSearch(useSearch());
  const searchId = useId();
  const headingId = useId();
  useDocumentTitle(intl.formatMessage({ id: 'gamesScreen.title' }));

  // The box updates the address once the shopper pauses typing.
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), 300);
  // Only the shopper's typing drives the address; an address change (Back) resets the box below.
  const addressQuery = useRef(q);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  addressQuery.current = q;
  useEffect(() => {
    if (debounced !== addressQuery.current) navigate(gamesHref({ q: debounced, page: 1 }), { replace: true });
  }, [debounced, navigate]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- resets local state when an outside value changes, after the render that changed it
    setText((current) => (current.trim() === q ? current : q));
  }, [q]);

  const games = useGames({ page, per_page: GAMES_PER_PAGE, ...(q ? { search: q } : {}) });
  const pageCount = games.data ? Math.ceil(games.data.count / GAMES_PER_PAGE) : 0;

  return (
    <>
      <header className={layout.header}>
        <h1 className={layout.title}>{intl.formatMessage({ id: 'gamesScreen.title' })}</h1>
        <p className={layout.intro}>{intl.formatMessage({ id: 'gamesScreen.intro' })}</p>
      </header>

      <form role="search" className={styles.searchForm} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          {intl.formatMessage({ id: 'gamesScreen.search' })}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </form>

      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.visuallyHidden}>
          {intl.formatMessage({ id: 'gamesScreen.listHeading' })}
        </h2>
        <p role="status" className={layout.status}>
          {games.isLoading
            ? intl.formatMessage({ id: 'gamesScreen.loading' })
            : games.data
              ? intl.formatMessage({ id: 'gamesScreen.count' }, { count: games.data.count })
              : ''}
        </p>
        <div className={layout.busy} aria-busy={games.isValidating}>
          {games.error && !games.data ? (
            <p role="alert" className={layout.notice} data-tone="error">
              {intl.formatMessage({ id: 'gamesScreen.error' })}
            </p>
          ) : games.data && games.data.items.length === 0 ? (
            <p className={layout.notice}>
              {q ? intl.formatMessage({ id: 'gamesScreen.empty' }, { query: q }) : intl.formatMessage({ id: 'gamesScreen.none' })}
            </p>
          ) : games.data ? (
            <ul role="list" className={styles.list} aria-labelledby={headingId}>
              {games.data.items.map((game) => (
                <li key={game.slug} className={styles.game}>
                  <Link href={`/games/${game.slug}`} className={styles.gameLink}>
                    {game.name}
                  </Link>
                  {game.release_year ? (
                    <p className={styles.gameMeta}>{intl.formatMessage({ id: 'gamesScreen.released' }, { year: String(game.release_year) })}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {games.data ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => gamesHref({ q, page: target })}
            aria-label={intl.formatMessage({ id: 'gamesScreen.pagination' })}
          />
        ) : null}
      </section>
    </>
  );
}
