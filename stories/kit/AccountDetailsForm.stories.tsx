import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDetailsForm } from '@rigsmith/kit';
import type { Account } from '@rigsmith/kit/api';

const account: Account = {
  id: 7,
  email: 'ada.lovelace@example.com',
  full_name: 'Ada Lovelace',
  phone_number: '+447123456123',
  birth_date: '1990-12-10',
  notify_orders: true,
  notify_marketing: false,
};

const meta = {
  title: 'Kit/AccountDetailsForm',
  component: AccountDetailsForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), account },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
  },
};

export const Empty: Story = { args: { account: { ...account, full_name: '', phone_number: '', birth_date: null } } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Full name' }));
    const phone = canvas.getByRole('textbox', { name: 'Phone number (optional)' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0770');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(canvas.getAllByText('Number is not correct')).toHaveLength(2);
    await expect(canvas.getAllByText('This is a required field')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const ServerError: Story = {
  args: { serverError: { message: 'Your details could not be saved.', fields: { phone_number: 'Number is not correct' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone number (optional)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  args: { successMessage: 'Information saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Information saved');
  },
};
