import { estimateShipDate } from '../shipping';
import type { CountryCode } from '../storefronts';

/**
 * Working days a courier takes from our dispatch to the door, per destination:
 * the workshop is in Great Britain, so next day there and two days to the rest of Europe.
 */
export const DELIVERY_DAYS: Record<CountryCode, number> = { GB: 1, FR: 2, IT: 2, ES: 2, DE: 2 };

/**
 * When an order placed on `from` should arrive: the ship date (`shippingDays` working
 * days, kit `estimateShipDate`) plus the destination's delivery days, also working days.
 */
export function expectedDeliveryDate(from: Date, shippingDays: number, destination: CountryCode): Date {
  return estimateShipDate(estimateShipDate(from, shippingDays), DELIVERY_DAYS[destination]);
}
