import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponField, type CouponFieldProps } from '@rigsmith/kit';

const meta = {
  title: 'Kit/CouponField',
  component: CouponField,
  tags: ['autodocs'],
  args: { value: '', status: 'empty', onValueChange: fn(), onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field as the cart uses it: controlled text, Apply on the button or Enter. */
function Controlled(props: CouponFieldProps) {
  const [value, setValue] = useState(props.value);
  return <CouponField {...props} value={value} onValueChange={(next) => (setValue(next), props.onValueChange(next))} />;
}

export const Empty: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Voucher code' }), 'welcome10{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('welcome10');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const Updating: Story = {
  args: { value: 'WELCOME10', status: 'updating' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking the code…');
  },
};

/** SPEC §8: 'Voucher Code has been applied', with Remove. */
export const Success: Story = {
  args: { value: 'WELCOME10', status: 'success', appliedCode: 'WELCOME10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Voucher Code has been applied');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove voucher WELCOME10' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** SPEC §8: a 404 is 'The coupon is not valid'. */
export const InvalidCoupon: Story = {
  args: { value: 'NOPE', status: 'invalid-coupon' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Voucher code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The coupon is not valid');
  },
};

/** Valid elsewhere, not in this storefront. */
export const InvalidCountry: Story = {
  args: { value: 'BIENVENUE15', status: 'invalid-country' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription(
      'This coupon is not valid in this country',
    );
  },
};

/** SPEC §8: anything else is 'Oops something went wrong. Try again later'. */
export const Other: Story = {
  args: { value: 'WELCOME10', status: 'other' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription(
      'Oops something went wrong. Try again later',
    );
  },
};

export const French: Story = {
  parameters: { storefront: 'fr' },
  args: { value: 'BIENVENUE15', status: 'success', appliedCode: 'BIENVENUE15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Le code promo a été appliqué');
  },
};
