import { APP_ENTRY_META, DEFERRED_MODULES_META } from './ssr/appStart';

/**
 * The page's one script in the head, a few hundred bytes: it fetches the app only once the
 * page the server drew has painted. A phone on a slow network then spends its first round
 * trips on the style sheet, the font and the largest paint's picture rather than on 100 KB of
 * scripts that are needed to hydrate the page, not to show it; and Lighthouse's simulation,
 * which counts every request finished before the observed paint as delaying it, no longer
 * counts the scripts (bench/README.md "page-speed"). The cost: the page becomes interactive
 * later, by 0.5–0.8 s on that slow network (measured with its throttling applied).
 *
 * It imports nothing the app imports, so the bundler keeps it a file of its own
 * (storefront/build/shellChunk.ts).
 */

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

function startApp(): void {
  const app = metaContent(APP_ENTRY_META);
  if (!app) throw new Error(`index.html must name the app's entry in <meta name="${APP_ENTRY_META}"> (storefront/build/appEntry.ts)`);
  // The app first, the largest file and the one hydration waits for longest; then the page's
  // other chunks at once and side by side, rather than one by one as each import is found, at
  // low priority, behind a picture the largest paint may still be waiting for.
  void import(/* @vite-ignore */ app);
  for (const href of metaContent(DEFERRED_MODULES_META).split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Runs `start` once the browser has reported the page's first paint: a paint is reported when
 * its frame is on screen, a frame or more after `requestAnimationFrame`'s callbacks run (40 ms
 * later in headless Chromium). A hidden tab paints nothing until it is shown: the app starts at
 * once there, as it does in a browser without paint timing once a frame has been drawn.
 */
function afterFirstPaint(start: () => void): void {
  if (document.hidden) {
    setTimeout(start);
  } else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
}

afterFirstPaint(startApp);
