import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from '@rigsmith/kit';
import { useLocation } from 'wouter';
import * as styles from './DefaultLayout.css';

/**
 * The header's "Menu" below the full header (1,120 px, `MENU_HEADER_MAX_WIDTH`): a
 * disclosure holding the sections and the storefront switcher, and on a phone (below 640 px,
 * `COMPACT_HEADER_MAX_WIDTH`) the account link too, so the header keeps one row at every width. It is a `<details>`, so it opens without JavaScript too
 * (the summary is announced as a button with its expanded state); once hydrated, Escape
 * closes it with focus back on "Menu", and it closes on a click outside it or when the page
 * changes.
 */
const subscribeToNothing = () => () => {};

export function HeaderMenu({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [path] = useLocation();
  // The page the menu was opened on: following one of its links closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === path;
  // The server draws the menu's links (a closed <details> hides them), so it opens without
  // JavaScript; once React runs, a closed menu holds nothing, so the page has one set of
  // header links rather than a second, hidden one.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!open || !details) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) setOpenedOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      // The storefront switcher's own menu closes first on Escape.
      if (event.key !== 'Escape' || (event.target instanceof Element && event.target.closest('[role="menu"]'))) return;
      setOpenedOn(null);
      summaryRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <details ref={detailsRef} className={styles.headerMenu} open={open} onToggle={(event) => setOpenedOn(event.currentTarget.open ? path : null)}>
      <summary ref={summaryRef} className={styles.headerMenuButton}>
        <span aria-hidden="true" className={styles.headerMenuIcon} />
        <span className={styles.headerMenuLabel}>{intl.formatMessage({ id: 'header.menu' })}</span>
      </summary>
      {open || !inBrowser ? <div className={styles.headerMenuPanel}>{children}</div> : null}
    </details>
  );
}
