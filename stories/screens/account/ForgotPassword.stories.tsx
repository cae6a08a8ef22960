import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';

const meta = {
  title: 'Screens/Account/ForgotPassword',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login/reset' },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(document.title).toBe('Forgot your password? | Rigsmith');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  },
};

/** The answer is the same whether or not the email has an account (SPEC §8). */
export const Sent: Story = {
  args: {
    api: {
      'POST api/account/ask_for_password_reset/': {
        detail: 'If an account is linked to this email address, a link to reset your password will arrive shortly.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'ada.lovelace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(
      await canvas.findByText('If an account is linked to this email address, a link to reset your password will arrive shortly.'),
    ).toBeVisible();
  },
};
