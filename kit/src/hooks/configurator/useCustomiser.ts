import { useCallback, useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import {
  buildFigures,
  componentsOf,
  configuratorReducer,
  initialConfiguratorState,
  isEmptyStoredCustomiser,
  stepStates,
  type BuildFigures,
  type ConfiguratorAction,
  type ConfiguratorSlot,
  type ConfiguratorState,
  type CurrencyCode,
  type StepState,
} from '../../domain';
import { useSiteSettings } from '../useCatalogue';
import { useCustomiserStore } from './customiserStore';

/** Working days to assemble when the setting is missing (the server's default, SPEC-free). */
export const DEFAULT_ASSEMBLY_DAYS = 2;

/**
 * The assembly fee and days from the site settings (`assembly-fee`, in the storefront's
 * currency, VAT included; `assembly-days`); the fee is null while the settings load.
 */
export function useAssemblySettings(): { fee: number | null; days: number } {
  const settings = useSiteSettings();
  return useMemo(() => {
    const value = (slug: string) => {
      const raw = settings.data?.find((setting) => setting.slug === slug)?.value;
      const number = raw === undefined ? Number.NaN : Number(raw);
      return Number.isSafeInteger(number) && number >= 0 ? number : null;
    };
    return { fee: settings.data ? (value('assembly-fee') ?? 0) : null, days: value('assembly-days') ?? DEFAULT_ASSEMBLY_DAYS };
  }, [settings.data]);
}

export type UseCustomiserOptions = {
  /** The storefront's currency. */
  currency: CurrencyCode;
  /**
   * Keep the build in browser storage after every change. Turn it on once the screen has
   * opened the build it was asked for, so the empty start does not overwrite the stored one.
   * @default true
   */
  persist?: boolean;
  /** "Today", for the ship date. @default now */
  today?: Date;
};

export type CustomiserApi = {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  /** Issues, missing slots, price, ship date, PSU load: recomputed on every change. */
  figures: BuildFigures;
  /** Each step's state for the step list. */
  steps: Record<ConfiguratorSlot, StepState>;
  /**
   * Keeps the build as it stands as the guest's draft in browser storage, under `name`
   * (a guest's "Save draft"; it moves to the account on sign-in). Then dispatch `saved`.
   */
  keepGuestDraft(name: string): void;
};

/**
 * The customiser: the domain reducer, the figures the engine and the parts'
 * offers give after every change, and the build kept in browser storage.
 */
export function useCustomiser({ currency, persist = true, today: todayOption }: UseCustomiserOptions): CustomiserApi {
  const [state, dispatch] = useReducer(configuratorReducer, initialConfiguratorState);
  const { fee, days } = useAssemblySettings();
  const [today] = useState(() => todayOption ?? new Date());
  const figures = useMemo(
    () => buildFigures(state.chosen, { currency, assemblyFee: fee, assemblyDays: days, today }),
    [state.chosen, currency, fee, days, today],
  );
  const steps = useMemo(() => stepStates(state.chosen, figures.issues), [state.chosen, figures.issues]);

  const store = useCustomiserStore();
  useEffect(() => {
    if (!persist) return;
    // The guest's draft is kept apart from the working build: a reset leaves it.
    const next = {
      components: componentsOf(state.chosen),
      reference: state.base?.reference ?? null,
      draft: state.draft,
      step: state.step,
      dirty: state.dirty,
      guestDraft: store.getSnapshot()?.guestDraft ?? null,
    };
    if (isEmptyStoredCustomiser(next)) store.clear();
    else store.save(next);
  }, [persist, store, state.chosen, state.base, state.draft, state.step, state.dirty]);

  const keepGuestDraft = useCallback(
    (name: string) => {
      const guestDraft = { name, components: componentsOf(state.chosen), reference: state.base?.reference ?? null };
      const current = store.getSnapshot();
      store.save(
        current
          ? { ...current, guestDraft }
          : {
              components: guestDraft.components,
              reference: guestDraft.reference,
              draft: state.draft,
              step: state.step,
              dirty: state.dirty,
              guestDraft,
            },
      );
    },
    [store, state.chosen, state.base, state.draft, state.step, state.dirty],
  );

  return { state, dispatch, figures, steps, keepGuestDraft };
}
