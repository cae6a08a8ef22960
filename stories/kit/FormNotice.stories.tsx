import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormNotice } from '@rigsmith/kit';

const meta = {
  title: 'Kit/FormNotice',
  component: FormNotice,
  tags: ['autodocs'],
  args: { children: 'Information saved', tone: 'success' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Information saved');
  },
};

export const Info: Story = { args: { tone: 'info', title: 'Good to know', children: 'We ship to the UK, France, Italy, Spain and Germany.' } };

export const ErrorTone: Story = {
  args: { tone: 'error', children: 'Your details could not be saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
