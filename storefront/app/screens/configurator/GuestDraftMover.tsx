import { useGuestDraftMove } from '@rigsmith/kit/hooks';

/**
 * Moves a guest's draft to their account when they sign in (issue #4): rendered once, in
 * the app's providers, so it runs on whatever page the sign-in happens.
 */
export function GuestDraftMover() {
  useGuestDraftMove();
  return null;
}
