import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponForm } from '@rigsmith/kit';

const meta = {
  title: 'Kit/CouponForm',
  component: CouponForm,
  tags: ['autodocs'],
  args: { today: '2026-12-01', onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A fixed amount for the UK only: one amount field, in pounds. */
export const FixedUkOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'uk-tenner');
    await userEvent.click(canvas.getByRole('radio', { name: 'Fixed amount' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All storefronts' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'United Kingdom' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount off in British Pound/ }), '10');
    await expect(canvas.queryByRole('textbox', { name: /Amount off in Euro/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'UK-TENNER', amount: { gbp: 1000 }, storefronts: ['GB'] }));
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'no way');
    await userEvent.type(canvas.getByRole('textbox', { name: /Percentage off/ }), '150');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All storefronts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create coupon' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one storefront');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused a code that exists: the message sits on the code, everything typed is kept. */
export const DuplicateCode: Story = {
  args: { serverError: { message: 'There is already a coupon WELCOME10.', fields: { code: 'There is already a coupon WELCOME10.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const German: Story = { parameters: { storefront: 'de' } };
