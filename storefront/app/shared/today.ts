import { createContext, useContext, useState } from 'react';

/**
 * "Today" for the customiser's ship-date estimate and the new coupon form's first day: the
 * real date in the shop, a fixed one in stories (so their screenshots do not change with the
 * calendar).
 */
export const TodayContext = createContext<Date | null>(null);

/** The date given by `TodayContext`, else today, read once per mount. */
export function useToday(): Date {
  const given = useContext(TodayContext);
  const [now] = useState(() => new Date());
  return given ?? now;
}
