import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), forgotPasswordHref: '/login/reset', registerHref: '/register' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/reset');
  },
};

/** Submitting empty: each field says it is required and the focused summary lists them. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = canvas.getByRole('alert');
    await expect(summary.parentElement).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A malformed email, checked when the shopper leaves the field. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example');
    await userEvent.tab();
    await expect(canvas.getByText('Incorrect email format')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { email: 'ada@example.com', password: 'Secret-pass1', remember_me: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** SPEC §8: the same words whether or not the email exists. What was typed stays. */
export const ServerError: Story = {
  args: {
    defaultValues: { email: 'ada@example.com', password: 'Wrong-pass1' },
    serverError: { message: 'Your Email Address or Password is incorrect.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your Email Address or Password is incorrect.');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};

/** Keyboard only: Tab to each control, Space ticks remember me, Enter submits. */
export const KeyboardSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email address' }));
    await userEvent.keyboard('Ada@Example.com');
    await userEvent.tab();
    await userEvent.keyboard('Secret-pass1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret-pass1', remember_me: true });
  },
};

export const FrenchStorefront: Story = {
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Se connecter' })).toBeVisible();
  },
};
