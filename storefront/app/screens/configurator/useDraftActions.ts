import { useCallback, useState } from 'react';
import { useIntl } from '@rigsmith/kit';
import type { PcBuild } from '@rigsmith/kit/api';
import { componentsOf } from '@rigsmith/kit/domain';
import { useSavedBuilds, useSession, type CustomiserApi } from '@rigsmith/kit/hooks';
import { serverErrorOf, type FormServerError } from '../account/serverError';

export type DraftActions = {
  /**
   * Saves the build as a draft under `name` (SPEC §4): a customer's goes to their saved
   * builds (a new one, or the draft being edited gets its new parts and name:
   * replace_components, SPEC §7); a guest's stays in this browser until they sign in.
   * Then the reducer hears `saved` (success dialog, or the reset of "save and reset").
   */
  save(name: string): Promise<void>;
  isSaving: boolean;
  /** The server's refusal, localised, for the save dialog; nothing typed or chosen is lost. */
  serverError: FormServerError | null;
  clearError(): void;
};

export function useDraftActions({ state, dispatch, keepGuestDraft }: CustomiserApi): DraftActions {
  const intl = useIntl();
  const { status } = useSession();
  const saved = useSavedBuilds();
  const [isSaving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const { save: create, rename, replaceComponents } = saved;

  const save = useCallback(
    async (name: string) => {
      setServerError(null);
      if (status !== 'signed-in') {
        keepGuestDraft(name);
        dispatch({ type: 'saved', draft: { id: null, name } });
        return;
      }
      const components = componentsOf(state.chosen);
      const reference = state.base?.reference;
      setSaving(true);
      try {
        let build: PcBuild;
        if (state.draft?.id) {
          build = await replaceComponents(state.draft.id, components);
          if (build.name !== name) build = await rename(state.draft.id, name);
        } else {
          build = await create({ name, components, ...(reference ? { reference } : {}) });
        }
        dispatch({ type: 'saved', draft: { id: build.id, name: build.name } });
      } catch (error) {
        setServerError(serverErrorOf(error, intl));
      } finally {
        setSaving(false);
      }
    },
    [status, keepGuestDraft, dispatch, state.chosen, state.base, state.draft, replaceComponents, rename, create, intl],
  );

  return { save, isSaving, serverError, clearError: useCallback(() => setServerError(null), []) };
}
