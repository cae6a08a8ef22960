import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockTable } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';
import { stockRows } from '../../.storybook/fixtures/admin';

const meta = {
  title: 'Kit/StockTable',
  component: StockTable,
  tags: ['autodocs'],
  args: { rows: stockRows, onSave: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, low, out of stock with a lead time, and a digital licence with no stock. */
export const Parts: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getByRole('row', { name: /Windows 11 Home/ })).toHaveTextContent('Digital item');
  },
};

/** Without onSave: a role that may read stock but not change it. */
export const ReadOnly: Story = {
  args: { onSave: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const LowStockOnly: Story = { args: { rows: stockRows.filter((row) => row.low) } };

export const Loading: Story = { args: { rows: undefined } };

export const Empty: Story = { args: { rows: [] } };

export const LoadFailed: Story = { args: { rows: undefined, isError: true, onRetry: fn() } };

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit AMD Ryzen 7 7800X3D' }));
    await expect(canvas.getByRole('textbox', { name: 'Units in stock' })).toHaveFocus();
  },
};

export const EditInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit AMD Ryzen 7 7800X3D' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Units in stock' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Units in stock' }), 'ten');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a whole number of 0 or more')).toBeVisible();
    await expect(canvas.getByText('Enter the reason for this change')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A digital licence: only its lead time is edited. */
export const EditDigital: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Windows 11 Home' }));
    await expect(canvas.queryByRole('textbox', { name: 'Units in stock' })).toBeNull();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit AMD Ryzen 7 7800X3D' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Units in stock' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Units in stock' }), '25');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Delivery from supplier');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(12, { stock: 25, lead_time_days: 6, restock_days: 7, reason: 'Delivery from supplier' });
    await expect(await canvas.findByText('AMD Ryzen 7 7800X3D: saved.')).toBeVisible();
  },
};

export const SaveRefused: Story = {
  args: {
    onSave: fn(() => Promise.reject(new ApiError(403, { code: 'forbidden', message: 'Your role may read stock but not change it.' }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit AMD Ryzen 7 7800X3D' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Stock count');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your role may read stock but not change it.');
    await expect(canvas.getByRole('textbox', { name: /Reason/ })).toHaveValue('Stock count');
  },
};

export const German: Story = { parameters: { storefront: 'de' } };
