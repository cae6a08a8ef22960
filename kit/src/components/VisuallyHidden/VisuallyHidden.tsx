import type { ReactNode } from 'react';
import { visuallyHiddenRule } from '../../theme/recipes';

export type VisuallyHiddenProps = {
  /** @default 'div' */
  elementType?: 'div' | 'span';
  children: ReactNode;
};

/**
 * Content only screen readers get. For text on every page (prices, route announcements),
 * without react-aria's focus tracking: use react-aria's `VisuallyHidden` with `isFocusable`
 * for something focusable that must show when focused.
 */
export function VisuallyHidden({ elementType: Element = 'div', children }: VisuallyHiddenProps) {
  return <Element style={visuallyHiddenRule}>{children}</Element>;
}
