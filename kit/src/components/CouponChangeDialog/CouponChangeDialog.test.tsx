import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '../../domain/contract/adminCoupons';
import { CouponChangeDialog } from './CouponChangeDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const spring: AdminCoupon = {
  id: 1,
  code: 'SPRING15',
  kind: 'percent',
  percent_bp: 1500,
  amounts: [],
  min_subtotals: [],
  storefronts: 'all',
  valid_from: '2026-03-01T00:00:00.000Z',
  valid_until: '2030-01-01T00:00:00.000Z',
  max_uses: 50,
  times_used: 3,
  status: 'active',
  created_at: '2026-02-20T10:00:00.000Z',
};

const open = (onSubmit = vi.fn(async () => {}), coupon: AdminCoupon = spring) => {
  const onCancel = vi.fn();
  const view = renderWithIntl(<CouponChangeDialog coupon={coupon} onSubmit={onSubmit} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: 'Change SPRING15' });
  return {
    ...view,
    dialog,
    onSubmit,
    onCancel,
    limit: within(dialog).getByRole('textbox', { name: /Use limit/ }) as HTMLInputElement,
    lastDay: within(dialog).getByLabelText(/Last day/) as HTMLInputElement,
    save: within(dialog).getByRole('button', { name: 'Save changes' }),
  };
};

describe('CouponChangeDialog', () => {
  it('starts from the coupon’s limit and last day, and sends only what changed', async () => {
    const user = userEvent.setup();
    const { container, dialog, limit, lastDay, save, onSubmit } = open();
    expect(dialog.textContent).toContain('Used 3 times so far.');
    expect(limit.value).toBe('50');
    expect(lastDay.value).toBe('2029-12-31');
    await user.clear(limit);
    await user.type(limit, '80');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ max_uses: 80 });
    await expectNoAxeViolations(container);
  });

  it('sends a new last day as the instant after it, and an emptied field as null', async () => {
    const user = userEvent.setup();
    const { limit, lastDay, save, onSubmit } = open();
    await user.clear(lastDay);
    await user.type(lastDay, '2031-06-30');
    await user.clear(limit);
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ max_uses: null, valid_until: '2031-07-01T00:00:00Z' });
  });

  it('refuses, next to the field, a limit below the uses, a past last day, or no change', async () => {
    const user = userEvent.setup();
    const { limit, lastDay, save, onSubmit } = open();
    await user.click(save);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(document.body.textContent).toContain('Change the use limit or the end date');

    await user.clear(limit);
    await user.type(limit, '2');
    await user.clear(lastDay);
    await user.type(lastDay, '2020-01-31');
    await user.click(save);
    await waitFor(() => expect(document.body.textContent).toContain('It has been used 3 times: enter 3 or more, or leave it empty for no limit'));
    expect(document.body.textContent).toContain('The last day cannot be in the past: expire the coupon to end it now');
    expect(lastDay.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal next to its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error('This coupon has been used 4 times: the limit cannot be lower.'), {
        fields: { max_uses: 'This coupon has been used 4 times: the limit cannot be lower.' },
      });
    });
    const { container, limit, save } = open(onSubmit);
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(save);
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(limit.value).toBe('3');
    expect(document.body.textContent).toContain('This coupon has been used 4 times: the limit cannot be lower.');
    await expectNoAxeViolations(container);
  });

  it('says nothing was saved when the failure has no message', async () => {
    const user = userEvent.setup();
    const { limit, save } = open(vi.fn(async () => Promise.reject(new Error(''))));
    await user.clear(limit);
    await user.type(limit, '60');
    await user.click(save);
    expect(await screen.findByText('The coupon could not be changed. Nothing was saved; try again later.')).toBeTruthy();
  });

  it('cancels with Escape or Cancel, sending nothing', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onSubmit } = open();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
