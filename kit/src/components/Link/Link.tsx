import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLinkNavigation } from './LinkRouter';
import * as styles from './Link.css';

export type LinkProps = {
  /** Where the link goes: an in-app path (routed by `LinkRouterProvider` when there is one) or a full URL. */
  href: string;
  /** `button` looks like a primary button while staying a link for assistive technology. @default 'inline' */
  variant?: 'inline' | 'button';
  /** The link text; it should say where the link goes. */
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;

/**
 * A navigation link: a plain anchor, so it works before the page's script has run and with
 * every browser gesture. Client-side routing comes from `LinkRouterProvider`.
 *
 * @selector :focus-visible keyboard focus
 * @selector :hover pointer hover
 */
export function Link({ href, variant = 'inline', className, onClick, children, ...rest }: LinkProps) {
  const navigation = useLinkNavigation(href);
  const base = variant === 'button' ? styles.buttonLink : styles.link;
  return (
    <a
      {...rest}
      href={navigation.href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        navigation.onClick(event);
      }}
      className={className ? `${base} ${className}` : base}
    >
      {children}
    </a>
  );
}
