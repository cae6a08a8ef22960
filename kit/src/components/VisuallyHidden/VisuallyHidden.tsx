import type { ReactNode } from 'react';

// The same inline style as react-aria's VisuallyHidden, so server HTML and layout are unchanged.
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

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
  return <Element style={hidden}>{children}</Element>;
}
