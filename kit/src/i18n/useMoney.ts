import { toMajorUnits, type Money } from '../domain';
import type { IntlShape } from './createIntl';
import { useIntl } from './IntlProvider';

/** Formats integer minor units as the locale writes money (`£1,299.99`, `1 299,99 €`), outside a component too (a list of amounts). */
export function formatMoney(intl: Pick<IntlShape<unknown>, 'formatNumber'>, value: Money): string {
  return intl.formatNumber(toMajorUnits(value), { style: 'currency', currency: value.currency.toUpperCase() });
}

/** Formats integer minor units as the locale writes money (`£1,299.99`, `1 299,99 €`). */
export function useMoney(value: Money): string {
  return formatMoney(useIntl(), value);
}
