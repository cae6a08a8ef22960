import type { HTMLAttributes } from 'react';
import type { Money as MoneyValue } from '../domain';
import { useMoney } from './useMoney';

export type MoneyProps = {
  /** The amount in minor units (pence, cents) with its currency, formatted in the `IntlProvider`'s locale. */
  value: MoneyValue;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/**
 * Renders an amount of money in the current locale (Hydrogen's `Money` beside `useMoney`): the
 * currency's symbol where the locale puts it, its grouping and decimal marks.
 *
 * @selector [data-currency="gbp|eur"] the value's currency
 */
export function Money({ value, ...rest }: MoneyProps) {
  return (
    <span data-currency={value.currency} {...rest}>
      {useMoney(value)}
    </span>
  );
}
