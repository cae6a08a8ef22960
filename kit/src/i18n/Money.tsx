import type { HTMLAttributes } from 'react';
import type { Money as MoneyValue } from '../domain';
import { useMoney } from './useMoney';

export type MoneyProps = { value: MoneyValue } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/** Renders an amount of money in the current locale (Hydrogen's `Money` beside `useMoney`). */
export function Money({ value, ...rest }: MoneyProps) {
  return (
    <span data-currency={value.currency} {...rest}>
      {useMoney(value)}
    </span>
  );
}
