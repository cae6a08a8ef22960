import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfiguratorTabs } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ConfiguratorTabs',
  component: ConfiguratorTabs,
  tags: ['autodocs'],
  args: { components: <p>The step’s parts.</p>, performance: <p>Estimated FPS per game.</p>, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfiguratorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Components: Story = {};

/** The arrow keys move to the performance tab, which shows its panel. */
export const PerformanceByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('performance');
    await expect(canvas.getByRole('tabpanel', { name: 'Performance' })).toHaveTextContent('Estimated FPS per game.');
  },
};
