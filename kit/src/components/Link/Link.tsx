import { useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, useLink } from 'react-aria';
import * as styles from './Link.css';

export type LinkProps = {
  href: string;
  /** `button` looks like a primary button while staying a link for assistive technology. @default 'inline' */
  variant?: 'inline' | 'button';
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;

/**
 * A navigation link. Client-side routing comes from react-aria's `RouterProvider`,
 * so the kit never depends on the app's router.
 *
 * @selector [data-focus-visible] keyboard focus
 * @selector [data-hovered] pointer hover
 */
export function Link({ href, variant = 'inline', className, children, ...rest }: LinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  const base = variant === 'button' ? styles.buttonLink : styles.link;
  return (
    <a
      {...mergeProps(rest, linkProps, focusProps, hoverProps)}
      ref={ref}
      className={className ? `${base} ${className}` : base}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
    </a>
  );
}
