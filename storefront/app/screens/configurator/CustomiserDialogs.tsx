import type { RefObject } from 'react';
import { DiscountWarningDialog, DraftSavedDialog, ResetBuildDialog, SaveDraftDialog } from '@rigsmith/kit';
import type { ConfiguratorState } from '@rigsmith/kit/domain';
import type { CustomiserApi } from '@rigsmith/kit/hooks';
import type { DraftActions } from './useDraftActions';

export type CustomiserDialogsProps = {
  state: ConfiguratorState;
  dispatch: CustomiserApi['dispatch'];
  drafts: DraftActions;
  /** Whether the build has no part: "save and reset" is not offered. */
  empty: boolean;
  /** The shopper is signed in: the saved draft is in their account, not only this browser. */
  signedIn: boolean;
  draftsHref: string;
  /** "Save draft", where focus returns after the saved dialog. */
  saveButton: RefObject<HTMLButtonElement | null>;
  /** The shopper kept the discounted build (cancelled the warning): the screen says so and opens the stored build. */
  onCancelDiscount: () => void;
};

/**
 * The customiser's dialogs (SPEC §2: reset, save draft, draft saved, the discount warning),
 * a chunk of their own: the screen mounts them the first time one opens and keeps them
 * mounted, so the first paint carries none of the dialog code and each later open and close
 * behaves as before (focus kept inside, returned on close, the closing animation).
 */
export function CustomiserDialogs({ state, dispatch, drafts, empty, signedIn, draftsHref, saveButton, onCancelDiscount }: CustomiserDialogsProps) {
  const { dialog } = state;
  return (
    <>
      <ResetBuildDialog
        open={dialog.kind === 'reset'}
        onCancel={() => dispatch({ type: 'close-dialog' })}
        onReset={() => dispatch({ type: 'reset' })}
        onSaveAndReset={empty ? undefined : () => dispatch({ type: 'request-save', then: 'reset' })}
      />
      <SaveDraftDialog
        open={dialog.kind === 'save'}
        defaultName={state.draft?.name ?? ''}
        onSave={(name) => void drafts.save(name)}
        onCancel={() => {
          drafts.clearError();
          dispatch({ type: 'close-dialog' });
        }}
        isSaving={drafts.isSaving}
        serverError={drafts.serverError}
      />
      <DraftSavedDialog
        open={dialog.kind === 'saved'}
        name={dialog.kind === 'saved' ? dialog.name : ''}
        isGuest={!signedIn}
        draftsHref={draftsHref}
        onContinue={() => dispatch({ type: 'close-dialog' })}
        onCloseAutoFocus={(event) => {
          // Back to "Save draft", where the shopper started, not the page's start.
          event.preventDefault();
          saveButton.current?.focus();
        }}
      />
      {state.pending?.base.discount ? (
        <DiscountWarningDialog
          open={dialog.kind === 'discount-warning'}
          buildName={state.pending.base.name}
          discount={state.pending.base.discount}
          onProceed={() => dispatch({ type: 'confirm-discount' })}
          onCancel={onCancelDiscount}
        />
      ) : null}
    </>
  );
}
