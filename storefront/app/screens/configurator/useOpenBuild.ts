import { startTransition, useEffect, useRef, useState, type Dispatch } from 'react';
import type { PartOffer } from '@rigsmith/kit/api';
import type { BaseBuild, ConfiguratorAction, StoredCustomiser } from '@rigsmith/kit/domain';
import { usePcBuild, usePcBuildCheck, usePreBuiltComponents, type CustomiserStore } from '@rigsmith/kit/hooks';
import type { OpenRequest } from './customiserQuery';

/** Why a build could not be opened; the customiser then starts empty and says so. */
export type OpenError = 'brokenLink' | 'draftNotFound' | 'guestBuildNotFound' | 'preBuiltNotFound' | 'storedUnavailable' | 'failed';

export type OpenBuild = {
  /** The build asked for is loaded (or could not be, and the customiser started empty). */
  opened: boolean;
  error: OpenError | null;
  /**
   * The shopper kept the pre-built build's discount (cancel in the warning): the customiser
   * goes on with the build this browser had instead.
   */
  fallBackToStored(): void;
};

const linesOf = (components: readonly { component: PartOffer; amount: number }[]) =>
  components.map(({ component, amount }) => ({ part: component, amount }));

/**
 * Opens the build the customiser was asked for, once, on mount: a shared link
 * (`?build=`, resolved to the parts' offers by the server's check), a pre-built build to
 * customise (`?from=`, with its discount: the reducer warns), a saved draft (`?draft=`), a
 * guest's build by its public id (`?guest-build=`, loaded as this browser's build), or the
 * build kept in this browser. A request the server cannot answer leaves an empty build
 * and an `error` to show; nothing stored is overwritten until the build is open.
 */
export function useOpenBuild(request: OpenRequest, dispatch: Dispatch<ConfiguratorAction>, store: CustomiserStore): OpenBuild {
  const [stored] = useState<StoredCustomiser | null>(() => store.getSnapshot());
  const [mode, setMode] = useState<OpenRequest['kind']>(request.kind);
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<OpenError | null>(null);
  const loading = useRef(false);

  const link = mode === 'link' && request.kind === 'link' ? request : null;
  const checked = link ? link.components : mode === 'stored' && stored && stored.components.length > 0 ? stored.components : null;
  const check = usePcBuildCheck(checked, link ? link.reference : mode === 'stored' ? stored?.reference : null);
  const preBuilt = usePreBuiltComponents(mode === 'pre-built' && request.kind === 'pre-built' && request.reference ? request.reference : null);
  // A draft by its product id, a guest's build by its public id: the same GET pc_build/{id}/.
  const saved = usePcBuild(
    mode === 'draft' && request.kind === 'draft' ? request.id : mode === 'guest-build' && request.kind === 'guest-build' ? request.publicId : null,
  );

  useEffect(() => {
    if (opened) return;
    // The opened build is the screen's first full render (steps, step panel, summary): in a
    // transition React renders it in slices between frames instead of one long task, which the
    // customiser's Total Blocking Time counted (bench/README.md § page-speed); the
    // "opening" status stays shown until it commits.
    // Once asked, not again while the transition is pending (its `opened` not yet committed).
    if (loading.current) return;
    const fail = (why: OpenError) => {
      loading.current = true;
      startTransition(() => {
        setError(why);
        dispatch({ type: 'load', lines: [] });
        setOpened(true);
      });
    };
    const open = (action: Extract<ConfiguratorAction, { type: 'load' }>) => {
      loading.current = true;
      startTransition(() => {
        dispatch(action);
        setOpened(true);
      });
    };
    switch (mode) {
      case 'link': {
        if (!link?.components) return fail('brokenLink');
        if (check.error) return fail(check.error.status === 400 ? 'brokenLink' : 'failed');
        if (check.data) {
          const base: BaseBuild | null = link.reference ? { reference: link.reference, name: link.reference, discount: null } : null;
          open({ type: 'load', lines: linesOf(check.data.components), base });
        }
        return;
      }
      case 'pre-built': {
        if (request.kind !== 'pre-built' || !request.reference) return fail('preBuiltNotFound');
        if (preBuilt.error) return fail(preBuilt.error.status === 404 ? 'preBuiltNotFound' : 'failed');
        if (preBuilt.data) {
          const { reference, name, discount, components } = preBuilt.data;
          // A discounted base waits in the reducer for "proceed": the build counts as open.
          open({ type: 'load', lines: linesOf(components), base: { reference, name, discount } });
        }
        return;
      }
      case 'draft': {
        if (request.kind !== 'draft' || request.id === null) return fail('draftNotFound');
        if (saved.error) return fail(saved.error.status === 404 || saved.error.status === 401 ? 'draftNotFound' : 'failed');
        if (saved.data) {
          const { id, name, components, base_reference } = saved.data;
          open({
            type: 'load',
            lines: linesOf(components),
            draft: { id, name },
            base: base_reference ? { reference: base_reference, name: base_reference, discount: null } : null,
            step: request.step,
          });
        }
        return;
      }
      case 'guest-build': {
        if (request.kind !== 'guest-build' || request.publicId === null) return fail('guestBuildNotFound');
        if (saved.error) return fail(saved.error.status === 404 ? 'guestBuildNotFound' : 'failed');
        if (saved.data) {
          const { components, base_reference } = saved.data;
          // No draft: a guest has no account, so the parts become this browser's build.
          open({
            type: 'load',
            lines: linesOf(components),
            draft: null,
            base: base_reference ? { reference: base_reference, name: base_reference, discount: null } : null,
            step: request.step,
          });
        }
        return;
      }
      case 'stored': {
        if (!stored || stored.components.length === 0) {
          open({ type: 'load', lines: [], draft: stored?.draft ?? null, step: stored?.step ?? 'cpu' });
          return;
        }
        if (check.error) return fail('storedUnavailable');
        if (check.data) {
          open({
            type: 'load',
            lines: linesOf(check.data.components),
            draft: stored.draft,
            step: stored.step,
            dirty: stored.dirty,
            base: stored.reference ? { reference: stored.reference, name: stored.reference, discount: null } : null,
          });
        }
      }
    }
  }, [opened, mode, link, request, stored, check.data, check.error, preBuilt.data, preBuilt.error, saved.data, saved.error, dispatch]);

  return {
    opened,
    error,
    fallBackToStored: () => {
      loading.current = false;
      setMode('stored');
      setOpened(false);
    },
  };
}
