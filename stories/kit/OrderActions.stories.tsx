import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderActions } from '@rigsmith/kit';
import { ApiError } from '@rigsmith/kit/api';

const done = () => Promise.resolve();

const meta = {
  title: 'Kit/OrderActions',
  component: OrderActions,
  tags: ['autodocs'],
  args: {
    actions: ['confirm', 'cancel'],
    refundsOnCancel: true,
    defaultCarrier: 'royal_mail',
    onConfirm: fn(done),
    onShip: fn(done),
    onDeliver: fn(done),
    onCancel: fn(done),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, not yet confirmed (in progress): confirm or cancel. */
export const InProgress: Story = {};

/** Confirmed: ship or cancel. */
export const Confirmed: Story = { args: { actions: ['ship', 'cancel'] } };

/** Shipped: only "Mark delivered" (a shipped order is not cancelled here). */
export const Shipped: Story = { args: { actions: ['deliver'], shippedOn: '2026-11-20', today: '2026-11-26' } };

/** "Mark delivered" asks for the day, today unless changed. */
export const DeliverForm: Story = {
  args: Shipped.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }));
    await expect(canvas.getByLabelText(/Delivered on/)).toHaveValue('2026-11-26');
    await expect(canvas.getByLabelText(/Delivered on/)).toHaveFocus();
    await expect(args.onDeliver).not.toHaveBeenCalled();
  },
};

/** A day before the order shipped: the error sits next to the field. */
export const DeliverBeforeShipping: Story = {
  args: Shipped.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }));
    const day = canvas.getByLabelText(/Delivered on/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-18');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as delivered' }));
    await expect(canvas.getByText('The delivery day cannot be before it shipped (20 November 2026)')).toBeVisible();
    await expect(args.onDeliver).not.toHaveBeenCalled();
  },
};

export const Delivered: Story = {
  args: Shipped.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save as delivered' }));
    await expect(args.onDeliver).toHaveBeenCalledWith({ delivered_on: '2026-11-26' });
    await waitFor(() => expect(canvas.getByText('The order is marked as delivered.')).toBeVisible());
  },
};

/** Unpaid: staff may cancel; nothing to refund. */
export const WaitingForPayment: Story = {
  args: { actions: ['cancel'], refundsOnCancel: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(canvas.getByRole('form', { name: 'Cancel this order' })).toHaveTextContent('nothing is refunded');
  },
};

/** Delivered or cancelled: nothing left to do. */
export const NoActions: Story = { args: { actions: [] } };

export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order' }));
    await expect(canvas.getByRole('button', { name: 'Confirm order' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ConfirmedAnnounced: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The order is confirmed.'));
  },
};

export const ShipForm: Story = {
  args: { actions: ['ship', 'cancel'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await expect(canvas.getByRole('combobox', { name: 'Carrier' })).toHaveFocus();
  },
};

export const ShipTrackingInvalid: Story = {
  args: { actions: ['ship', 'cancel'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), 'AB-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as shipped' }));
    await expect(canvas.getByText('Enter a tracking number of 6 to 40 letters and digits')).toBeVisible();
    await expect(args.onShip).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message on top, its field text next to the field, what was typed kept. */
export const ShipRefused: Story = {
  args: {
    actions: ['ship', 'cancel'],
    onShip: fn(() =>
      Promise.reject(
        new ApiError(400, {
          code: 'validation_error',
          message: 'The order could not be marked as shipped.',
          fields: { tracking_number: 'Royal Mail numbers look like AB123456789GB' },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark shipped' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking number' }), '1550123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save as shipped' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The order could not be marked as shipped.');
    await expect(canvas.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('1550123456');
  },
};

/** A paid order: the form says the payment is refunded. */
export const CancelPaidOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(canvas.getByRole('form', { name: 'Cancel this order' })).toHaveTextContent('refunds the payment');
  },
};

export const CancelWithoutReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    await expect(canvas.getByText('Enter the reason for cancelling')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Another member of staff shipped it meanwhile: the illegal transition is refused. */
export const CancelRefused: Story = {
  args: {
    onCancel: fn(() => Promise.reject(new ApiError(409, { code: 'order_transition_not_allowed', message: 'A shipped order cannot be cancelled.' }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Customer asked by phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A shipped order cannot be cancelled.');
    await expect(canvas.getByRole('textbox', { name: /Reason/ })).toHaveValue('Customer asked by phone');
  },
};

export const German: Story = { args: { actions: ['ship', 'cancel'] }, parameters: { storefront: 'de' } };
