import { useGuestDraftMove } from '@rigsmith/kit/hooks';
import { ConfiguratorScope } from './ConfiguratorScope';

function MoveGuestDraft() {
  useGuestDraftMove();
  return null;
}

/**
 * Moves a guest's draft to their account when they sign in: the app's providers
 * load it once the shopper is signed in, so it runs on whatever page the sign-in happens.
 */
export function GuestDraftMover() {
  return (
    <ConfiguratorScope>
      <MoveGuestDraft />
    </ConfiguratorScope>
  );
}
