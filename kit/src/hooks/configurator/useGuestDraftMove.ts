import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { buildEndpoints, type ApiClient, type PcBuild } from '../../api';
import { hasGuestDraft, isEmptyStoredCustomiser } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import { useCustomiserStore, type CustomiserStore } from './customiserStore';
import { randomId } from '../commerce/randomId';

const moving = /* @__PURE__ */ new WeakMap<CustomiserStore, Promise<PcBuild | null>>();

/**
 * Moves a guest's saved draft from browser storage to the account ("Guests keep
 * their draft in browser storage; it moves to the account on sign-in"): POST pc_build/
 * with the shopper's token, then the draft is cleared from storage (and the working build,
 * if it was that draft, now edits the account's copy). Safe to run twice: one move at a
 * time per store, and across tabs under a Web Lock with storage re-read inside it, so the
 * second run finds nothing to move. A failed call keeps the draft for the next sign-in.
 * Resolves the build created, or null when there was nothing to move.
 */
export function moveGuestDraft(store: CustomiserStore, client: ApiClient): Promise<PcBuild | null> {
  const running = moving.get(store);
  if (running) return running;
  const move = store
    .exclusive(async () => {
      const stored = store.getSnapshot();
      if (!hasGuestDraft(stored)) return null;
      // Kept before the call: if the page is left while it runs, the next page's move sends
      // the same key and the server answers with the build it made instead of a second one.
      const guestDraft = stored.guestDraft.moveKey ? stored.guestDraft : { ...stored.guestDraft, moveKey: randomId() };
      if (guestDraft !== stored.guestDraft) store.save({ ...stored, guestDraft });
      const created = await buildEndpoints.createPcBuild(
        client,
        {
          name: guestDraft.name,
          components: guestDraft.components,
          ...(guestDraft.reference ? { reference: guestDraft.reference } : {}),
          saved: true,
        },
        guestDraft.moveKey,
      );
      const now = store.getSnapshot();
      // Another tab may have saved a newer guest draft meanwhile: that one stays, for the next move.
      if (!now || JSON.stringify(now.guestDraft) !== JSON.stringify(guestDraft)) return created;
      const editsIt = now.draft !== null && now.draft.id === null && now.draft.name === guestDraft.name;
      const next = { ...now, guestDraft: null, draft: editsIt ? { id: created.id, name: created.name } : now.draft };
      if (isEmptyStoredCustomiser(next)) store.clear();
      else store.save(next);
      return created;
    })
    .finally(() => moving.delete(store));
  moving.set(store, move);
  return move;
}

/**
 * Runs `moveGuestDraft` whenever the session becomes signed in (mount it once, high in
 * the app), then refreshes the saved builds list. `onMoved` hears of each move.
 */
export function useGuestDraftMove(onMoved?: (build: PcBuild) => void): void {
  const sessionId = useSessionId('useGuestDraftMove');
  const store = useCustomiserStore();
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const onMovedRef = useRef(onMoved);
  useEffect(() => {
    onMovedRef.current = onMoved;
  });
  useEffect(() => {
    if (!sessionId) return;
    moveGuestDraft(store, client).then(
      (build) => {
        if (!build) return;
        void mutate(sessionKey(sessionId, 'pc_build', client.country));
        onMovedRef.current?.(build);
      },
      // Kept in storage; the next sign-in (or page load while signed in) tries again.
      (error: unknown) => console.error('Could not move the guest draft to the account', error),
    );
  }, [sessionId, store, client, mutate]);
}
