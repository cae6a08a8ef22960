import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FpsEstimateNote } from '@rigsmith/kit';
import { fpsSource } from '../../.storybook/fixtures/games';

const meta = {
  title: 'Kit/FpsEstimateNote',
  component: FpsEstimateNote,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FpsEstimateNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultCredit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/PCGameBenchmarks, from the pc-game-fps-dataset \(CC BY 4\.0\)/)).toBeVisible();
  },
};

export const SourceFromTheApi: Story = {
  args: { source: fpsSource },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(fpsSource)).toBeVisible();
  },
};

export const SpanishStorefront: Story = { parameters: { storefront: 'es' } };
