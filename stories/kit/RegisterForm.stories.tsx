import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), termsHref: '/terms', privacyHref: '/privacy', loginHref: '/login' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const consent = 'I agree to the terms and conditions and the privacy policy';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: consent })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  },
};

/** Submitting empty: the email is required and so is consent (SPEC §5). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'You must agree to the terms and privacy policy' })).toBeVisible();
    await expect(summary.parentElement).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { email: 'ada@example.com', terms_accepted: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create account' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { email: 'ada@example.com', terms_accepted: true },
    serverError: {
      message: 'A user with such an email has already been registered',
      fields: { email: 'A user with such an email has already been registered' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};

export const Success: Story = {
  args: { successMessage: 'We have sent you an email with a link to create your password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We have sent you an email');
  },
};

export const GermanStorefront: Story = {
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  },
};
