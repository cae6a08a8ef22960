import { toMajorUnits, type Money } from '../domain';
import { useIntl } from './IntlProvider';

/** Formats integer minor units as the locale writes money (`£1,299.99`, `1 299,99 €`). */
export function useMoney(value: Money): string {
  const intl = useIntl();
  return intl.formatNumber(toMajorUnits(value), { style: 'currency', currency: value.currency.toUpperCase() });
}
