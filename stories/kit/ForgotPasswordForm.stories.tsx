import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), loginHref: '/login' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(within(canvas.getByRole('alert')).getByRole('link', { name: 'Incorrect email format' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { isSubmitting: true, defaultValues: { email: 'ada@example.com' } } };

export const ServerError: Story = {
  args: { defaultValues: { email: 'ada@example.com' }, serverError: { message: 'Too many requests. Try again in a few minutes.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many requests');
  },
};

/** SPEC §8: a neutral reply, whether or not an account is linked. */
export const Success: Story = {
  args: { defaultValues: { email: 'ada@example.com' }, successMessage: 'If an account is linked to this address, a reset link is on its way.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('a reset link is on its way');
  },
};
