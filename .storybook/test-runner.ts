import type { TestRunnerConfig } from '@storybook/test-runner';
import { waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), 'stories', '__screenshots__');

/**
 * After each story renders and its play function passes (addon-a11y has already failed
 * it on any axe violation, since `a11y.test` is 'error'), compare a screenshot with the
 * committed baseline. Animations are frozen so the picture does not depend on timing.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
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
