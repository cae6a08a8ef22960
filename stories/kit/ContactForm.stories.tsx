import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), privacyHref: '/privacy', 'aria-label': 'Contact form' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const consent = 'I agree to the privacy policy';
const filled = { full_name: 'Ada Lovelace', email: 'ada@example.com', order_number: 'RS-2026-000042', message: 'My new PC will not power on.' };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: consent })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription(/Optional/);
  },
};

/** Submitting empty: name, email and enquiry are required, and so is privacy consent (SPEC §5). */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    const summary = canvas.getByRole('alert');
    await expect(within(summary).getAllByRole('link', { name: 'This is a required field' })).toHaveLength(3);
    await expect(within(summary).getByRole('link', { name: 'You must agree to the privacy policy' })).toBeVisible();
    await expect(summary.parentElement).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every other rule at once: the name too long, the email, the order number, the phone and the enquiry's length. */
export const InvalidPerRule: Story = {
  args: {
    defaultValues: {
      full_name: 'A'.repeat(151),
      email: 'ada@example',
      order_number: '12345',
      phone_number: '07123 456123',
      message: 'x'.repeat(2001),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: consent }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
    const summary = canvas.getByRole('alert');
    for (const message of [
      'Name is too long',
      'Incorrect email format',
      'Order number is not correct. It looks like RS-2026-000042',
      'Number is not correct',
      'Message is too long (at most 2000 characters)',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Your enquiry' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: filled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send enquiry' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused one field: its message is next to it, and everything typed is kept. */
export const ServerError: Story = {
  args: {
    defaultValues: { ...filled, email: 'ada@example.c' },
    serverError: { message: 'Invalid body field: email', fields: { email: 'Incorrect email format' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.c');
    await expect(canvas.getByRole('textbox', { name: 'Your enquiry' })).toHaveValue(filled.message);
  },
};

/** SPEC §8 "support ticket raised", with the reference to quote. */
export const Success: Story = {
  args: { reference: 'SUP-7F3K9Q' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Support ticket raised');
    await expect(status).toHaveTextContent('SUP-7F3K9Q');
  },
};

export const GermanStorefront: Story = {
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
  },
};
