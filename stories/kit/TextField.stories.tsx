import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@rigsmith/kit';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full name', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Full name' }), 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Phone number',
    description: 'Include the country code, such as +44 7700 900123',
    errorMessage: 'Number is not correct',
    defaultValue: '0770',
    type: 'tel',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Include the country code, such as +44 7700 900123 Number is not correct');
  },
};

export const ReadOnly: Story = { args: { label: 'Email address', value: 'ada@example.com', isReadOnly: true, type: 'email' } };

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-required', 'true');
  },
};
