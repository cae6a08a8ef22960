import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
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
  await page.evaluate(async (name) => {
    type Preview = { onUpdateGlobals(update: { globals: Record<string, string> }): Promise<void> };
    await (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals: { theme: name } });
  }, theme);
  await page.waitForSelector(`.rs-story-root[data-rs-theme="${theme}"]`, { state: 'attached' });
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
 * kept; a story that fixes its own `theme` parameter looks the same either way and is shot once.
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
  async preVisit(page, context) {
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
    const { parameters } = await getStoryContext(page, context);
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
      } finally {
        await setTheme(page, 'default');
      }
    }
    // Both pictures are compared before failing, so the report shows every changed one.
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new Error(failures.map((failure) => (failure as Error).message).join('\n\n'));
  },
};

export default config;
