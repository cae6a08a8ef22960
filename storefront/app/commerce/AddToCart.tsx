import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, useIntl } from '@rigsmith/kit';
import { useCart } from '@rigsmith/kit/hooks';
import { hiddenChunks } from './hiddenChunks';
import type { AddToCartNotice } from './AddToCartNotices';

// The notices' strings are in the groups of the screens that offer "Add to cart" (the model
// page's, and `rest`), so this chunk needs no strings of its own.
const AddToCartNotices = lazy(() => import('./AddToCartNotices').then((m) => ({ default: m.AddToCartNotices })));

export type AddToCartApi = {
  /**
   * Puts a product in the cart (`useCart().add`) and, once it is there, shows SPEC §4's
   * 'Added to Cart' with its name. Resolves false (and says so) when the server refused it.
   */
  add(product: { id: number; name: string }, amount?: number): Promise<boolean>;
  /** The product being added, if any. */
  addingId: number | null;
};

const AddToCartContext = createContext<AddToCartApi | null>(null);

/**
 * The storefront's "Add to cart" for the screens that offer it (the listing, model pages,
 * the cart's upsell): the cart call, then the 'Added to Cart' notice. A refusal is told in
 * the same place, so nothing is silently lost. Each such screen mounts it around itself, so
 * the pages that sell nothing (the home page among them) do not download it; the notices'
 * code downloads when the first add starts, and their live region is in the page before the
 * cart answers, so screen readers hear what it says.
 */
export function AddToCartProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const cart = useCart();
  const [addingId, setAddingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<AddToCartNotice | null>(null);
  const [noticesMounted, setNoticesMounted] = useState(false);
  const { add: addToCart } = cart;
  // Where the shopper pressed "Add to cart": Close and Escape return focus there (or near it).
  const trigger = useRef<HTMLElement | null>(null);
  const [location] = useLocation();

  // The notice is about the page it was opened on: moving on closes it, so it never follows
  // the shopper across pages covering their controls.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- resets local state when an outside value changes, after the render that changed it
  useEffect(() => setNotice(null), [location]);

  const close = useCallback(() => setNotice(null), []);

  const add = useCallback(
    async (product: { id: number; name: string }, amount = 1) => {
      if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
      setAddingId(product.id);
      setNoticesMounted(true);
      try {
        await addToCart(product.id, amount);
        setNotice({ name: product.name, failed: false });
        return true;
      } catch {
        // useCart logged it; the shopper is told here.
        setNotice({ name: intl.formatMessage({ id: 'addToCart.failed' }, { name: product.name }), failed: true });
        return false;
      } finally {
        setAddingId(null);
      }
    },
    [addToCart, intl],
  );

  const value = useMemo(() => ({ add, addingId }), [add, addingId]);
  return (
    <AddToCartContext.Provider value={value}>
      {children}
      {noticesMounted ? (
        <Suspense fallback={null}>
          <AddToCartNotices notice={notice} triggerRef={trigger} onClose={close} />
        </Suspense>
      ) : null}
    </AddToCartContext.Provider>
  );
}

export function useAddToCart(): AddToCartApi {
  const value = useContext(AddToCartContext);
  if (!value) throw new Error('`useAddToCart` must be used within `AddToCartProvider`');
  return value;
}

/** "Add to cart" for a product card's actions. */
export function AddToCartButton({ product, variant = 'primary' }: { product: { id: number; name: string }; variant?: 'primary' | 'secondary' }) {
  const intl = useIntl();
  const { add, addingId } = useAddToCart();
  return (
    <Button variant={variant} isPending={addingId === product.id} onPress={() => void add(product)}>
      {intl.formatMessage({ id: 'addToCart.button' }, { name: product.name, hidden: hiddenChunks })}
    </Button>
  );
}

/** A build card's "Add to cart", offered while the build is in stock. */
export function buildCartAction(build: { id: number; name: string; in_stock: boolean }) {
  return build.in_stock ? <AddToCartButton product={{ id: build.id, name: build.name }} /> : undefined;
}
