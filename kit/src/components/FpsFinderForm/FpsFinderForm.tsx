import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { I18nProvider, useButton, useComboBox, useFilter } from 'react-aria';
import { Item, useComboBoxState } from 'react-stately';
import type { GraphicsPreset, Resolution } from '../../domain';
import { useIntl } from '../../i18n';
import { PresetChoice, ResolutionChoice } from '../GraphicsSettings';
import { ComboBoxPopup } from '../internal/ComboBoxPopup';
import * as styles from './FpsFinderForm.css';

/** The framerates a shopper can aim for (SPEC §2 "framerate controls"). */
export const targetFramerates = [30, 60, 120, 144, 240] as const;

export type FpsFinderGame = { slug: string; name: string };

/** What the FPS finder asks for; `game` is a game's slug, null until one is chosen. */
export type FpsFinderValue = {
  game: string | null;
  resolution: Resolution;
  preset: GraphicsPreset;
  /** Target framerate, one of `targetFramerates`. */
  fps: number;
};

export type FpsFinderFormProps = {
  /** The games the combobox offers; it filters them as the shopper types. */
  games: readonly FpsFinderGame[];
  /** The chosen settings (controlled). */
  value?: FpsFinderValue;
  /** The settings to start from (uncontrolled). @default no game, 1080p, high, 60 FPS */
  defaultValue?: FpsFinderValue;
  /** Called with the whole new value whenever one control changes. */
  onValueChange?: (value: FpsFinderValue) => void;
  /**
   * The chosen game's name when `games` does not hold it (e.g. a server search narrowed
   * the list), so the combobox can still show it.
   */
  selectedGameName?: string;
  /** Called as the shopper types in the game box, to search a longer list on the server. */
  onGameSearchChange?: (text: string) => void;
  /** Whether `games` is still loading. @default false */
  isLoadingGames?: boolean;
  /** Names the form for screen readers. @default the catalogue's "Find a PC by FPS" */
  'aria-label'?: string;
};

export const defaultFpsFinderValue: FpsFinderValue = { game: null, resolution: '1080p', preset: 'high', fps: 60 };

/**
 * The FPS finder's controls: a game combobox (react-aria `useComboBox`, filtered with
 * `useFilter`), resolution and graphics preset as radio groups, and a target framerate
 * select. Every change calls `onValueChange` at once; there is no submit step.
 */
export function FpsFinderForm({
  games,
  value: controlled,
  defaultValue = defaultFpsFinderValue,
  onValueChange,
  selectedGameName,
  onGameSearchChange,
  isLoadingGames = false,
  'aria-label': ariaLabel,
}: FpsFinderFormProps) {
  const intl = useIntl();
  const [value, setValue] = useControllableState(controlled, defaultValue, onValueChange);
  const fpsId = useId();

  const change = (patch: Partial<FpsFinderValue>) => setValue({ ...value, ...patch });

  return (
    <form className={styles.form} aria-label={ariaLabel ?? intl.formatMessage({ id: 'fpsFinder.form' })} onSubmit={(event) => event.preventDefault()}>
      <I18nProvider locale={intl.locale}>
        <GameComboBox
          games={games}
          selectedKey={value.game}
          selectedGameName={selectedGameName}
          isLoading={isLoadingGames}
          onSelect={(game) => change({ game })}
          onSearchChange={onGameSearchChange}
        />
      </I18nProvider>
      <div className={styles.settings}>
        <ResolutionChoice value={value.resolution} onValueChange={(resolution) => change({ resolution })} />
        <PresetChoice value={value.preset} onValueChange={(preset) => change({ preset })} />
        <div className={styles.field}>
          <label htmlFor={fpsId} className={styles.label}>
            {intl.formatMessage({ id: 'fpsFinder.targetFps' })}
          </label>
          <select
            id={fpsId}
            name="fps"
            className={styles.select}
            value={String(value.fps)}
            onChange={(event) => change({ fps: Number(event.target.value) })}
          >
            {targetFramerates.map((fps) => (
              <option key={fps} value={fps}>
                {intl.formatMessage({ id: 'fpsFinder.fpsOption' }, { fps })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}

type GameComboBoxProps = {
  games: readonly FpsFinderGame[];
  selectedKey: string | null;
  selectedGameName: string | undefined;
  isLoading: boolean;
  onSelect: (slug: string) => void;
  onSearchChange: ((text: string) => void) | undefined;
};

function GameComboBox({ games, selectedKey, selectedGameName, isLoading, onSelect, onSearchChange }: GameComboBoxProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });

  // The chosen game stays selectable even when the list no longer holds it.
  const allGames = useMemo(() => {
    if (!selectedKey || games.some((game) => game.slug === selectedKey) || !selectedGameName) return games;
    return [{ slug: selectedKey, name: selectedGameName }, ...games];
  }, [games, selectedKey, selectedGameName]);
  const selectedName = allGames.find((game) => game.slug === selectedKey)?.name ?? '';

  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const label = intl.formatMessage({ id: 'fpsFinder.game' });

  // The selection is controlled (the app keeps it, e.g. in the address); the text is left
  // to react-stately, which filters `defaultItems` with `contains` as the shopper types,
  // shows them all when the list is opened with the button or ↓, and puts the chosen
  // game's name back on Escape and blur.
  const state = useComboBoxState<FpsFinderGame>({
    label,
    defaultItems: allGames,
    defaultFilter: contains,
    children: (game: FpsFinderGame) => <Item key={game.slug}>{game.name}</Item>,
    selectedKey,
    onSelectionChange: (key) => {
      if (key === null || String(key) === selectedKey) return;
      onSelect(String(key));
    },
    // Only the shopper's own typing searches; the chosen game's name put back does not.
    onInputChange: (text) => onSearchChange?.(text === selectedName ? '' : text),
    allowsCustomValue: false,
  });
  const inputValue = state.inputValue;

  // A server search can bring matches after the shopper typed text that matched nothing
  // loaded: open the list for them then, as if they had just typed.
  useEffect(() => {
    const typed = state.inputValue;
    if (!state.isFocused || state.isOpen || !typed || typed === selectedName) return;
    if (games.some((game) => contains(game.name, typed))) state.open(null, 'input');
    // Only new games should do this, not every keystroke (react-stately handles those).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately narrower dependencies, as the comment above says
  }, [games]);

  const { labelProps, inputProps, listBoxProps, buttonProps } = useComboBox({ label, inputRef, buttonRef, listBoxRef, popoverRef }, state);
  const { buttonProps: triggerProps } = useButton(buttonProps, buttonRef);

  // (state.collection keeps the last list while closed, so match again here.)
  const noMatch = state.isFocused && !state.isOpen && inputValue !== '' && !allGames.some((game) => contains(game.name, inputValue));
  let hint: ReactNode = '';
  if (isLoading) hint = intl.formatMessage({ id: 'fpsFinder.loadingGames' });
  else if (noMatch) hint = intl.formatMessage({ id: 'fpsFinder.noGames' }, { query: inputValue });

  return (
    <div className={styles.field}>
      <label {...labelProps} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputGroup}>
        <input {...inputProps} ref={inputRef} className={styles.input} />
        <button {...triggerProps} ref={buttonRef} className={styles.trigger}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ComboBoxPopup
        state={state}
        listBoxProps={listBoxProps}
        listBoxRef={listBoxRef}
        popoverRef={popoverRef}
        optionEnd={(_, isSelected) => (isSelected ? <span aria-hidden="true">✓</span> : null)}
      />
      <p className={styles.hint} role="status">
        {hint}
      </p>
    </div>
  );
}
