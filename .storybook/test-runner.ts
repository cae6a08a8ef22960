import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { Page } from 'playwright';
import { visualPaths, visualSnapshotOptions } from '../scripts/visual-options.cjs';

/** The second kit theme; every kit story is also shot under it (see CONTRIBUTING, "Visual review"). */
const SECOND_THEME = 'ember';

const snapshotOptions = (identifier: string): MatchImageSnapshotOptions => ({
  ...visualSnapshotOptions,
  customSnapshotsDir: visualPaths.baselines,
  customSnapshotIdentifier: identifier,
});

/**
 * Whether a picture is byte for byte its baseline. Chromium encodes the same pixels into the
 * same PNG, so then the comparison (pngjs decoding both full-page pictures, then pixelmatch:
 * ~0.5 s a picture, more than the story's render and play) could only agree. Any other
 * picture, or one without a baseline, goes to jest-image-snapshot's pixel rule.
 */
function sameAsBaseline(image: Buffer, identifier: string): boolean {
  try {
    return readFileSync(join(visualPaths.baselines, `${identifier}.png`)).equals(image);
  } catch {
    return false;
  }
}

/**
 * Waits for the story's fonts, network and pictures, then takes the full-page picture. Cards
 * below the fold lazy-load their pictures, and a full-page capture does not scroll them into
 * view: each is loaded eagerly first, so the picture never depends on how fast one arrived.
 */
async function shoot(page: Page): Promise<Buffer> {
  await waitForPageReady(page);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true });
}

/** Re-renders the current story in place under a theme: its play function does not run again. */
async function setTheme(page: Page, theme: string): Promise<void> {
  await setGlobals(page, { theme });
}

/**
 * Re-renders the current story in place under other globals (theme, storefront), waiting until
 * the story root shows them: the play function does not run again, so its state is kept.
 */
async function setGlobals(page: Page, globals: { theme: string; storefront?: string }): Promise<void> {
  await page.evaluate(async (update) => {
    type Preview = { onUpdateGlobals(update: { globals: Record<string, string> }): Promise<void> };
    await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals: update });
  }, globals);
  await page.waitForSelector(`.rs-story-root[data-rs-theme="${globals.theme}"]`, { state: 'attached' });
  if (globals.storefront) await page.waitForFunction((locale) => document.documentElement.lang === locale, LOCALES[globals.storefront]);
}

/** The storefronts' locales (kit `storefronts`), for the accessibility matrix below. */
const LOCALES: Record<string, string> = { uk: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', de: 'de-DE' };

/**
 * addon-a11y's own axe run (its configuration: the whole story, Storybook's own elements left
 * out, no landmark rule) on the story as it is now drawn: the addon checks a story once, after
 * its play function, and not again after a re-render, so it is asked through its channel.
 */
async function axeViolations(page: Page, storyId: string): Promise<string[]> {
  return page.evaluate(
    (id) =>
      new Promise<string[]>((resolve, reject) => {
        type Channel = {
          on(event: string, listener: (...args: never[]) => void): void;
          off(event: string, listener: (...args: never[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const stop = () => {
          channel.off('storybook/a11y/result', onResult);
          channel.off('storybook/a11y/error', onError);
        };
        const onResult = (result: AxeResults, resultId: string) => {
          if (resultId !== id) return;
          stop();
          resolve(
            result.violations.map(
              (violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')}): ${violation.help}`,
            ),
          );
        };
        const onError = (error: unknown) => {
          stop();
          reject(new Error(String(error)));
        };
        channel.on('storybook/a11y/result', onResult);
        channel.on('storybook/a11y/error', onError);
        channel.emit('storybook/a11y/manual', id, {});
      }),
    storyId,
  );
}

/** Kit components checked in every storefront, in this story file. */
const matrixChecked = new Set<string>();

/**
 * Each other storefront once, under the themes in turn: with every kit story checked in the UK
 * storefront under both themes (addon-a11y after the play function, then the second theme's
 * pass below), every component is covered in every locale and in both themes.
 */
const LOCALE_MATRIX = [
  { storefront: 'fr', theme: SECOND_THEME },
  { storefront: 'it', theme: 'default' },
  { storefront: 'es', theme: SECOND_THEME },
  { storefront: 'de', theme: 'default' },
];

/**
 * The accessibility statement's locale matrix: each kit component's first story with neither
 * its theme nor its storefront pinned is re-rendered in place in the other four storefronts
 * and checked by axe. A sample of one story per component: every story in every storefront
 * would double the run.
 */
async function checkLocaleMatrix(page: Page, title: string, storyId: string): Promise<void> {
  if (matrixChecked.has(title)) return;
  const problems: string[] = [];
  try {
    for (const globals of LOCALE_MATRIX) {
      await setGlobals(page, globals);
      for (const violation of await axeViolations(page, storyId)) problems.push(`${globals.storefront}, ${globals.theme}: ${violation}`);
    }
  } finally {
    await setGlobals(page, { storefront: 'uk', theme: 'default' });
  }
  if (problems.length > 0) throw new Error(`axe found violations in other storefronts:\n${problems.join('\n')}`);
  // Only once it passed: the runner retries a failed story, which must check again.
  matrixChecked.add(title);
}

/**
 * Prepares the preview for the next story. Two things would otherwise hide or spread failures:
 * - The runner stops waiting for a story as soon as its play function fails, while Storybook
 *   goes on with the story's last phases (addon-a11y's axe run); if the next story is asked for
 *   meanwhile, Storybook reloads the page, and every later story in the file fails without
 *   the runner's page script. So this waits until the shown story has settled.
 * - When the runner retries a failed story, it is still on screen, and Storybook answers a
 *   request for the story already shown with "story unchanged": the runner then resolves at
 *   once, without rendering or playing it, and the retry passes whatever the story does. So
 *   the shown story is torn down first when it is the one asked for.
 */
async function settlePreview(page: Page, storyId: string): Promise<void> {
  type Render = { isPending?(): boolean };
  type Preview = { currentSelection?: { storyId: string }; currentRender?: Render; teardownRender(render: Render): Promise<void> };
  await page.waitForFunction(
    () => !(window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.isPending?.(),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async (id) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
    if (preview.currentSelection?.storyId === id && preview.currentRender) await preview.teardownRender(preview.currentRender);
  }, storyId);
}

/** What the test-runner's jest environment keeps on the global object (jest-playwright's). */
type RunnerGlobals = {
  page: Page;
  context: unknown;
  jestPlaywright: { resetPage(): Promise<void> };
  __sbSetupPage(page: Page, context: unknown): Promise<void>;
};

/**
 * The runner adds its page script (`__getContext`, `__test`) once per story file, as a script
 * tag, so it does not survive a reload, and Storybook reloads the page when a story is torn
 * down while it is still rendering. The runner recovers only when the story it is running sees
 * the navigation; a reload at any other moment, or one whose recovery outlives the story's
 * timeout, left every later story in the file failing with "__getContext is not a function".
 * So a page without the script is replaced and set up again, as the runner does itself after a
 * navigation, and the story carries on in the new page.
 */
async function pageWithRunnerScript(page: Page): Promise<Page> {
  const ready = await page.evaluate(() => typeof (globalThis as { __getContext?: unknown }).__getContext === 'function').catch(() => false);
  if (ready) return page;
  const runner = globalThis as unknown as RunnerGlobals;
  console.warn("The story page lost the test-runner's script (a reload); starting a new page.");
  await runner.jestPlaywright.resetPage();
  await runner.__sbSetupPage(runner.page, runner.context);
  return runner.page;
}

/** The browser's size when a story asks for no viewport (the jest-playwright context's). */
const defaultViewport = { width: 1280, height: 800 };

type ViewportOption = { styles?: { width?: string; height?: string } };

/**
 * After each story renders and its play function passes (addon-a11y has already failed
 * it on any axe violation, since `a11y.test` is 'error'), compare a screenshot with the
 * committed baseline, pixel for pixel (scripts/visual-options.cjs has the rule). Animations
 * are frozen so the picture does not depend on timing. Kit stories are compared a second
 * time under the ember theme, re-rendered in place so the state the play function left is
 * kept, and checked by axe there too; a story that fixes its own `theme` parameter looks the
 * same either way and is shot once. Each kit component is also checked by axe in the other
 * four storefronts (`checkLocaleMatrix`).
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  /**
   * A story with `globals.viewport` (phone, tablet, desktop in preview.tsx) renders and is
   * screenshot at that width; every other story at the default. The page is shared between
   * stories, so the size is set for each one.
   */
  async preVisit(shownPage, context) {
    const page = await pageWithRunnerScript(shownPage);
    await settlePreview(page, context.id);
    const story = await getStoryContext(page, context);
    const chosen = (story.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
    const options = (story.parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)?.options;
    const styles = chosen ? options?.[chosen]?.styles : undefined;
    await page.setViewportSize(
      styles ? { width: Number.parseInt(styles.width ?? '', 10), height: Number.parseInt(styles.height ?? '', 10) } : defaultViewport,
    );
  },
  async postVisit(page, context) {
    // A story that failed to render or play is failing already; a picture of its broken state
    // must not become the baseline of a story that has none yet.
    if (context.hasFailure) return;
    const { parameters, storyGlobals } = await getStoryContext(page, context);
    const pinnedTheme = parameters.theme as string | undefined;
    // A story that times out keeps running its postVisit in the background and can leave the
    // second theme set when the next story renders; that story's own picture is in the default.
    const shownTheme = await page.evaluate(() => document.querySelector('.rs-story-root')?.getAttribute('data-rs-theme'));
    if (pinnedTheme === undefined && shownTheme && shownTheme !== 'default') await setTheme(page, 'default');
    await page.addStyleTag({
      content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    });
    const failures: unknown[] = [];
    const check = (image: Buffer, identifier: string) => {
      if (sameAsBaseline(image, identifier)) return;
      try {
        expect(image).toMatchImageSnapshot(snapshotOptions(identifier));
      } catch (error) {
        failures.push(error);
      }
    };
    check(await shoot(page), context.id);

    if (context.title.startsWith('Kit/') && pinnedTheme === undefined) {
      // The test-runner keeps one page for many stories and Storybook keeps globals across
      // them, so the theme goes back to the default whatever happens.
      try {
        await setTheme(page, SECOND_THEME);
        check(await shoot(page), `${context.id}--${SECOND_THEME}`);
        const violations = await axeViolations(page, context.id);
        if (violations.length > 0) failures.push(new Error(`axe found violations under the ${SECOND_THEME} theme:\n${violations.join('\n')}`));
      } finally {
        await setTheme(page, 'default');
      }
    }
    const pinnedStorefront = (parameters.storefront ?? (storyGlobals as { storefront?: string } | undefined)?.storefront) as string | undefined;
    if (context.title.startsWith('Kit/') && pinnedTheme === undefined && pinnedStorefront === undefined) {
      try {
        await checkLocaleMatrix(page, context.title, context.id);
      } catch (error) {
        failures.push(error);
      }
    }
    // Both pictures (and the matrix) are checked before failing, so the report shows every problem.
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new Error(failures.map((failure) => (failure as Error).message).join('\n\n'));
  },
};

export default config;
