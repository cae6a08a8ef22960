import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildPerformance } from '@rigsmith/kit';
import type { PcBuildPerformance } from '@rigsmith/kit/api';
import { fpsSource, gameFixtures } from '../../.storybook/fixtures/games';

const performance: PcBuildPerformance = {
  resolution: '1440p',
  preset: 'high',
  games: gameFixtures.slice(0, 6).map((game, index) => ({ game, estimated_fps: { min: 70 + index * 15, max: 95 + index * 18 } })),
  source: fpsSource,
};

const meta = {
  title: 'Kit/BuildPerformance',
  component: BuildPerformance,
  tags: ['autodocs'],
  args: { resolution: '1440p', preset: 'high', performance, canEstimate: true, onResolutionChange: fn(), onPresetChange: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuildPerformance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Estimated FPS per game with its source; a new setting is reported. */
export const EstimatedFps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Estimated FPS at 1440p High' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4K' }));
    await expect(args.onResolutionChange).toHaveBeenCalledWith('4k');
  },
};

export const Loading: Story = { args: { performance: undefined } };

export const NothingToEstimate: Story = { args: { performance: undefined, canEstimate: false } };

export const LoadFailed: Story = { args: { performance: undefined, errorMessage: 'We couldn’t estimate the FPS. Please try again.' } };
