import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderActions, type OrderActionsProps } from './OrderActions';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function setup(props: Partial<OrderActionsProps> = {}) {
  const handlers = {
    onConfirm: vi.fn(async () => {}),
    onShip: vi.fn(async () => {}),
    onDeliver: vi.fn(async () => {}),
    onCancel: vi.fn(async () => {}),
  };
  const user = userEvent.setup();
  const view = renderWithIntl(<OrderActions actions={['confirm', 'cancel']} refundsOnCancel {...handlers} {...props} />);
  return { ...view, ...handlers, ...props, user };
}

const refusal = (message: string, fields?: Record<string, string>) => Object.assign(new Error(message), { code: 'x', fields });

describe('OrderActions', () => {
  it('offers a button per available event, and says when there is none', async () => {
    const { rerender, container } = setup({ actions: ['ship', 'cancel'] });
    const group = screen.getByRole('group', { name: 'Order actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark shipped', 'Cancel order']);
    await expectNoAxeViolations(container);
    rerender(<OrderActions actions={[]} refundsOnCancel={false} onConfirm={vi.fn()} onShip={vi.fn()} onDeliver={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('No action is possible for an order in this status.')).toBeTruthy();
  });

  it('confirms at once and announces it', async () => {
    const { user, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The order is confirmed.'));
  });

  describe('Mark shipped', () => {
    it('opens a form by keyboard, focused on the carrier, and checks the tracking number before sending', async () => {
      const { user, onShip, container } = setup({ actions: ['ship', 'cancel'], defaultCarrier: 'royal_mail' });
      screen.getByRole('button', { name: 'Mark shipped' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Mark shipped' }).getAttribute('aria-expanded')).toBe('true');
      const form = screen.getByRole('form', { name: 'Shipping details' });
      expect(document.activeElement).toBe(within(form).getByRole('combobox', { name: 'Carrier' }));
      expect((within(form).getByRole('combobox', { name: 'Carrier' }) as HTMLSelectElement).value).toBe('royal_mail');
      await user.click(within(form).getByRole('button', { name: 'Save as shipped' }));
      const tracking = within(form).getByRole('textbox', { name: 'Tracking number' });
      expect(tracking.getAttribute('aria-invalid')).toBe('true');
      expect(form.textContent).toContain('Enter the tracking number');
      expect(document.activeElement).toBe(tracking);
      await user.type(tracking, 'AB-12');
      await user.click(within(form).getByRole('button', { name: 'Save as shipped' }));
      expect(form.textContent).toContain('Enter a tracking number of 6 to 40 letters and digits');
      expect(onShip).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it('sends the carrier and the cleaned number, then closes and announces', async () => {
      const { user, onShip } = setup({ actions: ['ship', 'cancel'] });
      await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'DHL');
      await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'jd01 4600-0062');
      await user.click(screen.getByRole('button', { name: 'Save as shipped' }));
      expect(onShip).toHaveBeenCalledWith({ carrier: 'dhl', tracking_number: 'JD0146000062' });
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
      expect(screen.getByRole('status').textContent).toBe('The order is marked as shipped.');
      expect(document.activeElement).toBe(screen.getByRole('status'));
    });

    it("shows the server's refusal and its field text, keeping what was typed", async () => {
      const onShip = vi.fn(async () => {
        throw refusal('Check the tracking number', { tracking_number: 'DHL numbers are 10 to 39 characters' });
      });
      const { user } = setup({ actions: ['ship'], onShip });
      await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
      await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'ABC1234');
      await user.click(screen.getByRole('button', { name: 'Save as shipped' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The order was not changed');
      expect(alert.textContent).toContain('Check the tracking number');
      const tracking = screen.getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement;
      expect(tracking.value).toBe('ABC1234');
      expect(tracking.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('form').textContent).toContain('DHL numbers are 10 to 39 characters');
    });

    it('gives focus back to its button when closed', async () => {
      const { user } = setup({ actions: ['ship'] });
      await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark shipped' }));
    });
  });

  describe('Mark delivered', () => {
    const shipped = { actions: ['deliver'] as OrderActionsProps['actions'], shippedOn: '2026-11-20', today: '2026-11-26' };

    it('opens a date field set to today, and sends the day', async () => {
      const { user, onDeliver, container } = setup(shipped);
      const open = screen.getByRole('button', { name: 'Mark delivered' });
      await user.click(open);
      expect(open.getAttribute('aria-expanded')).toBe('true');
      const form = screen.getByRole('form', { name: 'Delivery' });
      const day = within(form).getByLabelText(/Delivered on/) as HTMLInputElement;
      expect(document.activeElement).toBe(day);
      expect(day.value).toBe('2026-11-26');
      await expectNoAxeViolations(container);
      await user.click(within(form).getByRole('button', { name: 'Save as delivered' }));
      expect(onDeliver).toHaveBeenCalledWith({ delivered_on: '2026-11-26' });
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The order is marked as delivered.'));
      expect(screen.queryByRole('form')).toBeNull();
    });

    it('refuses a day in the future or before it shipped, next to the field', async () => {
      const { user, onDeliver } = setup(shipped);
      await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
      const form = screen.getByRole('form', { name: 'Delivery' });
      const day = within(form).getByLabelText(/Delivered on/) as HTMLInputElement;
      for (const [typed, message] of [
        ['2026-11-27', 'The delivery day cannot be in the future'],
        ['2026-11-19', 'The delivery day cannot be before it shipped (20 November 2026)'],
      ] as const) {
        await user.clear(day);
        await user.type(day, typed);
        await user.click(within(form).getByRole('button', { name: 'Save as delivered' }));
        expect(day.getAttribute('aria-invalid')).toBe('true');
        expect(form.textContent).toContain(message);
        expect(document.activeElement).toBe(day);
      }
      await user.clear(day);
      await user.click(within(form).getByRole('button', { name: 'Save as delivered' }));
      expect(form.textContent).toContain('Enter the day it was delivered');
      expect(onDeliver).not.toHaveBeenCalled();
      await user.type(day, '2026-11-20');
      await user.click(within(form).getByRole('button', { name: 'Save as delivered' }));
      expect(onDeliver).toHaveBeenCalledWith({ delivered_on: '2026-11-20' });
    });

    it("shows the server's text for the day next to the field", async () => {
      const onDeliver = vi.fn(async () => {
        throw refusal('Check the delivery day', { delivered_on: 'The order shipped on 2026-11-25' });
      });
      const { user } = setup({ ...shipped, onDeliver });
      await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
      await user.click(screen.getByRole('button', { name: 'Save as delivered' }));
      const form = screen.getByRole('form', { name: 'Delivery' });
      await waitFor(() => expect(form.textContent).toContain('The order shipped on 2026-11-25'));
      expect((within(form).getByLabelText(/Delivered on/) as HTMLInputElement).value).toBe('2026-11-26');
    });
  });

  describe('Cancel', () => {
    it('asks for a reason and says a paid order is refunded', async () => {
      const { user, onCancel, container } = setup({ refundsOnCancel: true });
      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      const form = screen.getByRole('form', { name: 'Cancel this order' });
      expect(form.textContent).toContain('cancelling it refunds the payment');
      expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: /Reason/ }));
      await user.click(within(form).getByRole('button', { name: 'Cancel the order' }));
      expect(form.textContent).toContain('Enter the reason for cancelling');
      expect(onCancel).not.toHaveBeenCalled();
      await user.type(within(form).getByRole('textbox', { name: /Reason/ }), '  Customer changed their mind ');
      await user.click(within(form).getByRole('button', { name: 'Cancel the order' }));
      expect(onCancel).toHaveBeenCalledWith({ reason: 'Customer changed their mind' });
      await expectNoAxeViolations(container);
    });

    it('says nothing is refunded for an unpaid order', async () => {
      const { user } = setup({ refundsOnCancel: false });
      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      expect(screen.getByRole('form').textContent).toContain('nothing is refunded');
    });
  });
});
