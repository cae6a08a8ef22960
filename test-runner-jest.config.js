import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/scripts/jest-retry-once.cjs'],
  reporters: [...(base.reporters ?? ['default']), ['<rootDir>/scripts/jest-summary-reporter.cjs', { outputFile: '.reports/stories.json' }]],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
  },
};
