import { createContext, useContext, type ReactNode } from 'react';

export type LinkRouterProps = {
  /** Client-side navigation to an in-app href (as the link names it, before `useHref`). */
  navigate: (href: string) => void;
  /** The href the anchor shows, e.g. with a base path before it. @default the href unchanged */
  useHref?: (href: string) => string;
  /** The part of the app whose `Link`s navigate with `navigate` instead of loading a new page. */
  children: ReactNode;
};

type LinkRouter = Omit<LinkRouterProps, 'children'>;

const LinkRouterContext = /* @__PURE__ */ createContext<LinkRouter | null>(null);

/**
 * Client-side routing for the kit's links, so the kit never depends on the app's router.
 * `Link` is a plain anchor that needs none of react-aria's press handling, which keeps the
 * first page's JavaScript small; no kit widget passes an href to react-aria, so react-aria's
 * own `RouterProvider` is not needed.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProps) {
  return <LinkRouterContext.Provider value={{ navigate, ...(useHref ? { useHref } : {}) }}>{children}</LinkRouterContext.Provider>;
}

const identity = (href: string) => href;

/**
 * The anchor's href and a click handler that navigates in the app, or null outside a
 * `LinkRouterProvider` (the browser follows the link). A click the browser should handle
 * itself — another tab or window, a download, another origin or target — is left alone, as
 * react-aria's links do.
 */
export function useLinkNavigation(href: string) {
  const router = useContext(LinkRouterContext);
  const shownHref = (router?.useHref ?? identity)(href);
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!router || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const anchor = event.currentTarget;
    const target = anchor.getAttribute('target');
    if ((target && target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    router.navigate(href);
  };
  return { href: shownHref, onClick };
}
