import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { commerceEndpoints, type ApiError, type CartSummary } from '../../api';
import { createDebouncedScheduler, type SchedulerTimers } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';
import { useCart, useReportCartSummary } from './CartProvider';
import { useCoupon } from './CheckoutProvider';

export type CartSummaryOptions = {
  /**
   * Hold the summary as it is: SPEC §4 recalculates "on cart or currency change, but not on
   * the shipping page" (`recalculatesSummaryAt(stage)`). The first summary is still fetched.
   * @default false
   */
  paused?: boolean;
  /** Overrides the debounce timers (tests). */
  timers?: SchedulerTimers;
  wait?: number;
  maxWait?: number;
};

export type CartSummaryResult = {
  /** The last summary the server computed (kept while the next one is on its way). */
  data: CartSummary | undefined;
  error: ApiError | undefined;
  /** No summary yet. */
  isLoading: boolean;
  /** The cart or coupon changed since `data` was computed: a recalculation is scheduled or under way. */
  isStale: boolean;
};

/**
 * The cart's summary from the server (SPEC §3 "Cart summary"): a guest's from
 * `calculate_summary_for_products`, a customer's from `calculate_summary`, in the
 * storefront's currency, with the coupon applied in `CheckoutProvider`. It follows the
 * cart and the coupon, 450 ms after the last change and at most 1 s after the first of a
 * burst (SPEC §4, §9); the first summary is asked for at once. The server's verdict on the
 * coupon is passed back to the coupon machine, and the summary to the cart, whose lines then
 * carry their totals and problems. Nothing is asked for an empty cart.
 */
export function useCartSummary(options: CartSummaryOptions = {}): CartSummaryResult {
  const { paused = false, timers, wait, maxWait } = options;
  const client = useApiClient();
  const sessionId = useSessionId('useCartSummary');
  const cart = useCart();
  const coupon = useCoupon();

  const input =
    cart.status === 'ready' && cart.items.length > 0
      ? JSON.stringify({ owner: cart.owner, country: client.country, coupon: coupon.applied, items: cart.items })
      : null;

  const [settled, setSettled] = useState<string | null>(input);
  const latestInput = useRef(input);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  latestInput.current = input;
  // eslint-disable-next-line react-hooks/refs -- latest-value ref: callbacks and effects read the newest value without re-subscribing
  const [scheduler] = useState(() => createDebouncedScheduler({ run: () => setSettled(latestInput.current), timers, wait, maxWait }));

  useEffect(() => {
    if (input === settled) return;
    // Nothing to wait for: the first summary (even on the shipping page), or a cart just emptied.
    if (settled === null || input === null) {
      scheduler.cancel();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- resets local state when an outside value changes, after the render that changed it
      setSettled(input);
      return;
    }
    if (!paused) scheduler.schedule();
  }, [input, settled, paused, scheduler]);
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const request = settled ? (JSON.parse(settled) as { owner: 'guest' | 'customer'; coupon: string | null; items: typeof cart.items }) : null;
  const key = !request ? null : request.owner === 'customer' ? sessionKey(sessionId, 'summary', settled!) : ['rigsmith:cart-summary', settled!];
  const swr = useSWR<CartSummary, ApiError>(
    key,
    () =>
      request!.owner === 'customer'
        ? commerceEndpoints.summary(client, { coupon: request!.coupon, country: client.country })
        : commerceEndpoints.summaryForProducts(client, { coupon: request!.coupon, products: request!.items }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  const { reportSummary } = coupon;
  const verdict = swr.data?.coupon;
  useEffect(() => {
    if (verdict) reportSummary(verdict);
  }, [verdict, reportSummary]);

  const data = input === null ? undefined : swr.data;
  useReportCartSummary(data);

  return {
    data,
    error: swr.error,
    isLoading: input !== null && !swr.data && !swr.error,
    isStale: input !== settled || swr.isValidating,
  };
}
