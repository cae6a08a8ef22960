import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponChangeDialog } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { couponRows } from '../../.storybook/fixtures/coupons';

// UK-TENNER: used 3 times of 50, no end date.
const tenner = couponRows[1]!;

const meta = {
  title: 'Kit/CouponChangeDialog',
  component: CouponChangeDialog,
  tags: ['autodocs'],
  args: { coupon: tenner, onSubmit: fn(() => Promise.resolve()), onCancel: fn() },
} satisfies Meta<typeof CouponChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change UK-TENNER' }));

/** Open on a coupon: its limit and last day (none) to start from. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Use limit/ })).toHaveValue('50');
    await expect(dialog.getByText('Used 3 times so far. Shoppers see the change at once.')).toBeVisible();
  },
};

/** The checks made before sending: a limit below the 3 uses, a last day already past. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const limit = dialog.getByRole('textbox', { name: /Use limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '2');
    await userEvent.type(dialog.getByLabelText(/Last day/), '2020-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(limit).toHaveAccessibleDescription(expect.stringContaining('It has been used 3 times'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (uses went up meanwhile): its message next to the field, what was typed kept. */
export const Refused: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiError(409, {
          code: 'coupon_limit_below_uses',
          message: 'This coupon has been used 4 times: the limit cannot be lower.',
          fields: { max_uses: 'This coupon has been used 4 times: the limit cannot be lower.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    const limit = dialog.getByRole('textbox', { name: /Use limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ max_uses: 3 });
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(limit).toHaveValue('3');
  },
};

export const German: Story = {
  parameters: { storefront: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'UK-TENNER ändern' })).toBeVisible();
  },
};
