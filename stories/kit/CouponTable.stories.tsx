import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponTable } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { couponRows } from '../../.storybook/fixtures/coupons';

const meta = {
  title: 'Kit/CouponTable',
  component: CouponTable,
  args: { rows: couponRows, onExpire: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: not started, active (percentage, fixed, one storefront), expired, used up. */
export const Coupons: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Not started');
    await expect(rows[2]).toHaveTextContent('3 of 50');
    await expect(rows[5]).toHaveTextContent('Expired');
    await expect(rows[6]).toHaveTextContent('Used up');
  },
};

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const LoadFailed: Story = { args: { rows: undefined, isError: true, onRetry: fn() } };

/** The confirmation before a coupon is ended. */
export const ConfirmExpire: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expire UK-TENNER' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Expire UK-TENNER now?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expire UK-TENNER' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Expire now' }));
    await expect(args.onExpire).toHaveBeenCalledWith(couponRows[1]);
    await expect(await within(canvasElement).findByText('UK-TENNER has expired.')).toBeVisible();
  },
};

export const ExpireRefused: Story = {
  args: { onExpire: fn(() => Promise.reject(new ApiError(404, { code: 'coupon_id_not_found', message: 'There is no such coupon.' }))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expire SAVE50' }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Expire now' }));
    await expect(await within(canvasElement).findByText('There is no such coupon.')).toBeVisible();
  },
};

export const German: Story = { parameters: { storefront: 'de' } };
