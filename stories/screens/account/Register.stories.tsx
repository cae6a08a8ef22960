import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontStory, afterLoader } from '../../../.storybook/StorefrontStory';
import { failWith } from '../../../.storybook/mockApi';

const REGISTER = 'POST api/account/register/';

const meta = {
  title: 'Screens/Account/Register',
  component: StorefrontStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/register' },
} satisfies Meta<typeof StorefrontStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function register(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(document.title).toBe('Create an account | Rigsmith');
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('checkbox', { name: 'Email me offers and news' })).not.toBeChecked();
  },
};

export const EmailTaken: Story = {
  args: {
    api: {
      [REGISTER]: failWith(400, {
        code: 'email_taken',
        message: 'A user with such an email has already been registered',
        fields: { email: 'A user with such an email has already been registered' },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await register(canvasElement, 'ada.lovelace@example.com');
    const canvas = within(canvasElement);
    // Next to the email field, and in the summary.
    await waitFor(() =>
      expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(/A user with such an email has already been registered/),
    );
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    const summary = canvas.getByRole('group', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: 'A user with such an email has already been registered' })).toBeVisible();
  },
};

export const Sent: Story = {
  args: {
    api: { [REGISTER]: { detail: 'Registration email sent. Follow the link in it to create your password.' } },
  },
  play: async ({ canvasElement }) => {
    await afterLoader(canvasElement);
    await register(canvasElement, 'ada.lovelace@example.com');
    const canvas = within(canvasElement);
    const sent = await canvas.findByText('Registration email sent. Follow the link in it to create your password.');
    await waitFor(() => expect(sent).toHaveFocus());
    await expect(canvas.queryByLabelText('Email address')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};
