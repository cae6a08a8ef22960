import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@rigsmith/kit';
import { useLocation } from 'wouter';
import './routeFocus.css';

/** How long a new page may take to draw its heading (its code and data arriving) before focus settles on `#main`. */
const HEADING_WAIT_MS = 3000;

/** The page's own part of "{page} | Rigsmith" (useDocumentTitle), or the whole title. */
const pageTitle = () => document.title.split(' | ').slice(0, -1).join(' | ') || document.title;

/**
 * After every client-side navigation (a new path, not a new query on the same page), moves
 * keyboard focus to the new page's main heading — or the main landmark, if the page has no
 * heading in time — and says politely which page it is, as a full page load would for a
 * screen reader. The first page is left alone: the browser announces it itself, and so is
 * focus the shopper put inside the new page while it was drawing.
 */
export function RouteAnnouncer() {
  const [path] = useLocation();
  const shownPath = useRef(path);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const started = performance.now();
    // Focus put inside the new page while it draws (the shopper clicking into a field) stays
    // there: the heading must not take it, or what they type next is lost. Focus anywhere
    // else (body, the link followed, a closing menu's trigger) moves on to the heading.
    const focusedBefore = document.activeElement;
    const focusTakenInside = (main: HTMLElement | null) => {
      const active = document.activeElement;
      return active !== null && active !== focusedBefore && active !== main && Boolean(main?.contains(active));
    };
    let frame = 0;
    const settle = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const waited = performance.now() - started > HEADING_WAIT_MS;
      if (!heading && !waited) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const target = heading ?? main;
      if (target && !focusTakenInside(main)) {
        if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        target.setAttribute('data-route-focus', '');
        target.focus({ preventScroll: false });
        // A heading drawn but not yet shown (a redirect during the first render, a page still
        // hidden while it prepares) does not take focus: try again next frame, unless the
        // shopper has put focus somewhere meanwhile.
        const focusNowhere = document.activeElement === null || document.activeElement === document.body;
        if (document.activeElement !== target && focusNowhere && !waited) {
          frame = requestAnimationFrame(settle);
          return;
        }
      }
      // The screen sets its title in an effect of the same commit: read it a frame later.
      frame = requestAnimationFrame(() => setAnnouncement(pageTitle()));
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return (
    <VisuallyHidden>
      {/* A live region without the status role, so it is not taken for the page's loading status. */}
      <div aria-live="polite" aria-atomic="true" data-route-announcer="">
        {announcement}
      </div>
    </VisuallyHidden>
  );
}
