import { useState } from 'react';
import { BuildAddedToCartDialog, FormNotice, Link, SaveDraftDialog, SavedBuildCard, useIntl } from '@rigsmith/kit';
import type { PcBuild } from '@rigsmith/kit/api';
import { useSavedBuilds } from '@rigsmith/kit/hooks';
import { CART_PATH, editDraftHref } from '../configurator/customiserQuery';
import { useAddBuildToCart } from '../../shared/useAddBuildToCart';
import { AccountShell } from './AccountShell';
import { serverErrorOf, type FormServerError } from './serverError';
import * as styles from './account.css';

/**
 * SPEC §2 "Saved builds: view all gaming PCs, view all models, create your own PC". The shop
 * has no models index page: the by-budget view, which groups every build, stands in for
 * "all models".
 */
const ways = [
  { id: 'viewGamingPcs', href: '/gaming-pcs' },
  { id: 'viewModels', href: '/gaming-pcs/by-budget' },
  { id: 'createYourOwn', href: '/custom-pc-builder/customiser' },
] as const;

/**
 * The account's Saved Builds (SPEC §2): the customer's saved builds and drafts,
 * newest change first, each with its blocked states (SPEC §8), "Edit system" (the
 * customiser with the draft), rename, delete and add to cart ('Added to Cart'); and the
 * ways to find or make another. A failed action says so and leaves the list as it was.
 */
export function SavedBuildsScreen() {
  const intl = useIntl();
  const saved = useSavedBuilds();
  const addBuildToCart = useAddBuildToCart();
  const [renaming, setRenaming] = useState<PcBuild | null>(null);
  const [renameError, setRenameError] = useState<FormServerError | null>(null);
  const [isRenaming, setIsRenaming] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const [added, setAdded] = useState<PcBuild | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(serverErrorOf(error, intl).message);
    }
  };

  const rename = async (name: string) => {
    if (!renaming) return;
    setIsRenaming(true);
    setRenameError(null);
    try {
      await saved.rename(renaming.id, name);
      setRenaming(null);
    } catch (error) {
      setRenameError(serverErrorOf(error, intl));
    } finally {
      setIsRenaming(false);
    }
  };

  const builds = saved.data ?? [];
  return (
    <AccountShell tab="savedBuilds">
      <div className={styles.section} aria-busy={saved.isLoading || undefined}>
        {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
        {saved.error && !saved.data ? (
          <FormNotice tone="error">{intl.formatMessage({ id: 'savedBuildsList.error' })}</FormNotice>
        ) : saved.isLoading ? (
          <p role="status" className={styles.notice}>
            {intl.formatMessage({ id: 'savedBuildsList.loading' })}
          </p>
        ) : builds.length === 0 ? (
          <p className={styles.notice}>{intl.formatMessage({ id: 'savedBuildsScreen.empty' })}</p>
        ) : (
          <ul className={styles.buildList} aria-label={intl.formatMessage({ id: 'savedBuildsList.label' })}>
            {builds.map((build) => (
              <li key={build.id}>
                <SavedBuildCard
                  build={build}
                  editHref={editDraftHref(build.id)}
                  stepHref={(step) => editDraftHref(build.id, step)}
                  isAddingToCart={adding === build.id}
                  onRename={() => {
                    setRenameError(null);
                    setRenaming(build);
                  }}
                  onDelete={() => void act(() => saved.remove(build.id))}
                  onAddToCart={() =>
                    void act(async () => {
                      setAdding(build.id);
                      try {
                        await addBuildToCart({ name: build.name, components: [], reference: null, savedId: build.id });
                        setAdded(build);
                      } finally {
                        setAdding(null);
                      }
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul className={styles.linkList}>
        {ways.map((way) => (
          <li key={way.id}>
            <Link href={way.href} variant="button">
              {intl.formatMessage({ id: `savedBuildsScreen.${way.id}` })}
            </Link>
          </li>
        ))}
      </ul>
      <SaveDraftDialog
        open={renaming !== null}
        mode="rename"
        defaultName={renaming?.name ?? ''}
        onSave={(name) => void rename(name)}
        onCancel={() => setRenaming(null)}
        isSaving={isRenaming}
        serverError={renameError}
      />
      <BuildAddedToCartDialog
        open={added !== null}
        buildName={added?.name ?? ''}
        price={added?.price}
        cartHref={CART_PATH}
        onContinue={() => setAdded(null)}
      />
    </AccountShell>
  );
}
