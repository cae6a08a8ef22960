import { useCallback, type RefObject } from 'react';
import { AddedToCartNotice, Button, useIntl } from '@rigsmith/kit';
import { hiddenChunks } from './hiddenChunks';
import { focusBack } from '../shared/focusBack';
import * as styles from './AddToCart.css';

/** What the shopper is told after an "Add to cart": the product's name, or the refusal's words. */
export type AddToCartNotice = { name: string; failed: boolean };

/**
 * SPEC §4's 'Added to Cart', or a refusal in the same place. Its own chunk, downloaded the
 * first time the shopper adds something (commerce/AddToCart.tsx), so no page's first load
 * carries a notice nobody has asked for yet.
 */
export function AddToCartNotices({
  notice,
  triggerRef,
  onClose,
}: {
  notice: AddToCartNotice | null;
  /** Where the shopper pressed "Add to cart": Close and Escape return focus there (or near it). */
  triggerRef: RefObject<HTMLElement | null>;
  /** Hides the notice. */
  onClose: () => void;
}) {
  const intl = useIntl();
  const onDismiss = useCallback(() => {
    onClose();
    const back = triggerRef.current;
    triggerRef.current = null;
    focusBack(back);
  }, [onClose, triggerRef]);
  return (
    <>
      <AddedToCartNotice productName={notice && !notice.failed ? notice.name : null} onDismiss={onDismiss} />
      {notice?.failed ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureText}>{notice.name}</p>
          <Button variant="secondary" onPress={onDismiss}>
            {intl.formatMessage({ id: 'addToCart.close' }, { hidden: hiddenChunks })}
          </Button>
        </div>
      ) : null}
    </>
  );
}
