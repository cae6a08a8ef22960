import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PerformanceChart, type PerformanceChartRow } from '@rigsmith/kit';
import { cyberpunk4kUltra, cyberpunkPerformance, fpsSource } from '../../.storybook/fixtures/games';

const rowsOf = (performance: typeof cyberpunkPerformance): PerformanceChartRow[] =>
  performance.builds.map(({ build, estimated_fps }) => ({
    id: build.id,
    label: build.name,
    fps: estimated_fps,
    ...(build.model ? { href: `/models/${build.model}` } : {}),
  }));

const meta = {
  title: 'Kit/PerformanceChart',
  component: PerformanceChart,
  tags: ['autodocs'],
  args: {
    caption: 'Estimated FPS in Cyberpunk 2077 at 1440p High',
    rows: rowsOf(cyberpunkPerformance),
    source: fpsSource,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart is a table: screen readers read a caption, two column headers and a row per build. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Estimated FPS in Cyberpunk 2077 at 1440p High' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(within(table).getByRole('row', { name: /Rigsmith Apex RTX 4090/ })).toHaveTextContent('151–198 FPS');
    await expect(within(canvasElement).getByText(fpsSource)).toBeVisible();
    await expect(within(canvasElement).getByText(/FPS figures are estimates/)).toBeVisible();
  },
};

export const FourKUltra: Story = {
  args: { caption: 'Estimated FPS in Cyberpunk 2077 at 4K Ultra', rows: rowsOf(cyberpunk4kUltra) },
};

/** A fixed scale, so charts for different settings can be compared side by side. */
export const FixedScale: Story = {
  args: { caption: 'Estimated FPS in Cyberpunk 2077 at 4K Ultra', rows: rowsOf(cyberpunk4kUltra), scaleMax: 240 },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no figures to show for these settings.')).toBeVisible();
  },
};

export const SpanishStorefront: Story = {
  args: { caption: 'FPS estimados en Cyberpunk 2077 a 1440p Alta' },
  parameters: { storefront: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'FPS estimados' })).toBeVisible();
  },
};

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
