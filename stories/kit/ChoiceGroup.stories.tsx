import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceGroup } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ChoiceGroup',
  component: ChoiceGroup,
  tags: ['autodocs'],
  args: {
    label: 'Graphics settings',
    options: [
      { value: 'low', label: 'Low' },
      { value: 'medium', label: 'Medium' },
      { value: 'high', label: 'High' },
      { value: 'ultra', label: 'Ultra' },
    ],
    defaultValue: 'high',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Graphics settings' });
    await expect(within(group).getByRole('radio', { name: 'High' })).toBeChecked();
  },
};

/** One tab stop; arrow keys move and choose, as native radios do. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'High' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ultra' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ultra');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const EmberTheme: Story = { parameters: { theme: 'ember' } };
