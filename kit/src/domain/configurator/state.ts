/**
 * The customiser's state as a reducer (SPEC §4 "Configurator can be reset with
 * choice of cancel, reset, or save and reset", "A draft can be saved under a name and
 * renamed; a success dialog offers continue or go to drafts", "Customising a discounted
 * build warns the discount is unavailable, with proceed or cancel"). Pure: the screen runs
 * the calls (save, load) and reports their outcome as actions.
 */
import type { PartOffer } from '../contract/parts';
import type { Money } from '../money';
import { chosenFrom, isEmptyBuild, noParts, withAmount, withSwap, type ChosenPart, type ChosenParts } from './chosenParts';
import { configuratorSteps, nextStepOf, previousStepOf, stepTakesOnePart, type ConfiguratorSlot } from './steps';

/** The pre-built build a customisation started from (SPEC §7 "optional reference"). */
export type BaseBuild = {
  reference: string;
  name: string;
  /** What its discount takes off; customising loses it. Null when it is not discounted. */
  discount: Money | null;
};

/** The draft the customiser is editing: saved in the account (`id`) or, for a guest, in this browser (`id` null). */
export type EditedDraft = { id: number | null; name: string };

export type ConfiguratorDialog =
  | { kind: 'none' }
  /** Cancel, reset, or save and reset. */
  | { kind: 'reset' }
  /** The name dialog; `then` says what follows a successful save. */
  | { kind: 'save'; then: 'confirm' | 'reset' }
  /** Saved: continue, or go to drafts. */
  | { kind: 'saved'; name: string }
  /** The pre-built build is discounted: proceed (losing the discount) or cancel. */
  | { kind: 'discount-warning' };

export type ConfiguratorNotice = { kind: 'reset' } | { kind: 'saved-and-reset'; name: string } | null;

export type ConfiguratorState = {
  chosen: ChosenParts;
  step: ConfiguratorSlot;
  base: BaseBuild | null;
  draft: EditedDraft | null;
  /** Changed since it was loaded, saved or reset. */
  dirty: boolean;
  /** Steps by their last change, most recent first (which part a banner swaps: `swapTargetOf`). */
  recentFirst: ConfiguratorSlot[];
  dialog: ConfiguratorDialog;
  /** A discounted pre-built build waiting for "proceed". */
  pending: { lines: ChosenPart[]; base: BaseBuild; step: ConfiguratorSlot } | null;
  /** What the screen announces after a reset. Cleared by the next change. */
  notice: ConfiguratorNotice;
};

export type ConfiguratorAction =
  /**
   * Opens a build: a draft, a shared link, the browser's last build or a pre-built one.
   * A discounted base waits for the shopper's "proceed".
   */
  | { type: 'load'; lines: readonly ChosenPart[]; base?: BaseBuild | null; draft?: EditedDraft | null; step?: ConfiguratorSlot; dirty?: boolean }
  | { type: 'confirm-discount' }
  | { type: 'cancel-discount' }
  /** A radio-like choice in a one-part step; in other steps adds the part once if absent. */
  | { type: 'choose'; part: PartOffer }
  /** Sets a part's amount; 0 takes it out. */
  | { type: 'set-amount'; part: PartOffer; amount: number }
  /** The one-click fix of a banner: `part` in place of product `replacing`, or added when null. */
  | { type: 'swap'; part: PartOffer; replacing: number | null }
  | { type: 'go-to-step'; step: ConfiguratorSlot }
  | { type: 'next-step' }
  | { type: 'previous-step' }
  | { type: 'request-reset' }
  | { type: 'reset' }
  | { type: 'request-save'; then?: 'confirm' | 'reset' }
  /** The save (or rename) succeeded, as `draft`. */
  | { type: 'saved'; draft: EditedDraft }
  /** Closes the open dialog: cancel the reset or the save, or "continue" after saving. */
  | { type: 'close-dialog' };

const firstStep = configuratorSteps[0];

export const initialConfiguratorState: ConfiguratorState = {
  chosen: noParts,
  step: firstStep,
  base: null,
  draft: null,
  dirty: false,
  recentFirst: [],
  dialog: { kind: 'none' },
  pending: null,
  notice: null,
};

const closed: ConfiguratorDialog = { kind: 'none' };

function changed(state: ConfiguratorState, chosen: ChosenParts, slot: ConfiguratorSlot): ConfiguratorState {
  if (chosen === state.chosen) return state;
  return { ...state, chosen, dirty: true, notice: null, recentFirst: [slot, ...state.recentFirst.filter((other) => other !== slot)] };
}

export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  switch (action.type) {
    case 'load': {
      const step = action.step ?? firstStep;
      const base = action.base ?? null;
      if (base?.discount && base.discount.amount > 0) {
        return { ...state, pending: { lines: [...action.lines], base, step }, dialog: { kind: 'discount-warning' } };
      }
      return {
        ...initialConfiguratorState,
        chosen: chosenFrom(action.lines),
        step,
        base,
        draft: action.draft ?? null,
        dirty: action.dirty ?? false,
      };
    }
    case 'confirm-discount': {
      if (!state.pending) return state;
      const { lines, base, step } = state.pending;
      return { ...initialConfiguratorState, chosen: chosenFrom(lines), step, base };
    }
    case 'cancel-discount':
      return state.pending ? { ...state, pending: null, dialog: closed } : state;
    case 'choose': {
      const slot = action.part.category as ConfiguratorSlot;
      if (!stepTakesOnePart(slot) && state.chosen[slot]?.some((line) => line.part.product_id === action.part.product_id)) return state;
      return changed(state, withAmount(state.chosen, action.part, 1), slot);
    }
    case 'set-amount':
      return changed(state, withAmount(state.chosen, action.part, action.amount), action.part.category as ConfiguratorSlot);
    case 'swap':
      return changed(state, withSwap(state.chosen, action.part, action.replacing), action.part.category as ConfiguratorSlot);
    case 'go-to-step':
      return state.step === action.step ? state : { ...state, step: action.step };
    case 'next-step': {
      const next = nextStepOf(state.step);
      return next ? { ...state, step: next } : state;
    }
    case 'previous-step': {
      const previous = previousStepOf(state.step);
      return previous ? { ...state, step: previous } : state;
    }
    case 'request-reset':
      return { ...state, dialog: { kind: 'reset' } };
    case 'reset':
      return { ...initialConfiguratorState, notice: { kind: 'reset' } };
    case 'request-save':
      return isEmptyBuild(state.chosen) ? state : { ...state, dialog: { kind: 'save', then: action.then ?? 'confirm' } };
    case 'saved': {
      if (state.dialog.kind === 'save' && state.dialog.then === 'reset') {
        return { ...initialConfiguratorState, notice: { kind: 'saved-and-reset', name: action.draft.name } };
      }
      return { ...state, draft: action.draft, dirty: false, dialog: { kind: 'saved', name: action.draft.name } };
    }
    case 'close-dialog':
      if (state.dialog.kind === 'discount-warning') return configuratorReducer(state, { type: 'cancel-discount' });
      return state.dialog.kind === 'none' ? state : { ...state, dialog: closed };
  }
}
