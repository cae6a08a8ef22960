import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponTable } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { couponRows } from '../../.storybook/fixtures/coupons';

const meta = {
  title: 'Kit/CouponTable',
  component: CouponTable,
  tags: ['autodocs'],
  args: { rows: couponRows, onExpire: fn(() => Promise.resolve()), onUpdate: fn(() => Promise.resolve()) },
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

/** Edit opens the change dialog on the row's coupon. */
export const EditOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit UK-TENNER' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change UK-TENNER' });
    await expect(within(dialog).getByRole('textbox', { name: /Use limit/ })).toHaveValue('50');
  },
};

/** A change saved: the dialog closes, the change is announced and focus is back on Edit. */
export const EditSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit UK-TENNER' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change UK-TENNER' }));
    const limit = dialog.getByRole('textbox', { name: /Use limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '80');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(couponRows[1], { max_uses: 80 });
    await expect(await canvas.findByText('UK-TENNER has been changed.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit UK-TENNER' })).toHaveFocus();
  },
};

/** The server refused the change: the dialog stays open with its message on the field. */
export const EditRefused: Story = {
  args: {
    onUpdate: fn(() =>
      Promise.reject(
        new ApiError(409, {
          code: 'coupon_limit_below_uses',
          message: 'This coupon has been used 43 times: the limit cannot be lower.',
          fields: { max_uses: 'This coupon has been used 43 times: the limit cannot be lower.' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit SAVE50' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Change SAVE50' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Use limit/ }), '41');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};

export const German: Story = { parameters: { storefront: 'de' } };
