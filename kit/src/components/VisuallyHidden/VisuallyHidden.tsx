import type { ReactNode } from 'react';
import { visuallyHiddenRule } from '../../theme/recipes';

export type VisuallyHiddenProps = {
  /** `span` inside running text (a link, a heading), `div` elsewhere. @default 'div' */
  elementType?: 'div' | 'span';
  /** The text only screen readers read, e.g. the rest of a link's name. */
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
