import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), 'stories', '__screenshots__');

/** The browser's size when a story asks for no viewport (the jest-playwright context's). */
const defaultViewport = { width: 1280, height: 800 };

type ViewportOption = { styles?: { width?: string; height?: string } };

/**
 * After each story renders and its play function passes (addon-a11y has already failed
 * it on any axe violation, since `a11y.test` is 'error'), compare a screenshot with the
 * committed baseline. Animations are frozen so the picture does not depend on timing.
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
    await page.addStyleTag({
      content: '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
    });
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const image = await page.screenshot({ fullPage: true });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      // Anti-aliasing differs by a few pixels between runs of the same Chromium.
      failureThreshold: 0.002,
      failureThresholdType: 'percent',
      customDiffDir: path.join(process.cwd(), '.reports', 'screenshot-diffs'),
    });
  },
};

export default config;
