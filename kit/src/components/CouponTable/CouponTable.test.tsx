import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '../../domain/contract/adminCoupons';
import { CouponTable } from './CouponTable';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const coupon = (id: number, patch: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  code: `CODE${id}`,
  kind: 'percent',
  percent_bp: 1500,
  amounts: [],
  min_subtotals: [],
  storefronts: 'all',
  valid_from: '2026-12-01T00:00:00.000Z',
  valid_until: null,
  max_uses: null,
  times_used: 0,
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  ...patch,
});
const rows = [
  coupon(1, { code: 'SPRING15', max_uses: 50, times_used: 3, storefronts: ['GB', 'FR'] }),
  coupon(2, {
    code: 'SAVE50',
    kind: 'fixed',
    percent_bp: null,
    amounts: [
      { amount: 5000, currency: 'gbp' },
      { amount: 6000, currency: 'eur' },
    ],
    min_subtotals: [
      { amount: 100000, currency: 'gbp' },
      { amount: 120000, currency: 'eur' },
    ],
    valid_until: '2027-01-01T00:00:00.000Z',
  }),
  coupon(3, { code: 'SUMMER24', status: 'expired', valid_until: '2024-09-01T00:00:00.000Z' }),
  coupon(4, { code: 'LAUNCH20', status: 'used_up', max_uses: 100, times_used: 100 }),
];

describe('CouponTable', () => {
  it('says each coupon’s terms in words, its storefronts, validity, uses and status', async () => {
    const { container } = renderWithIntl(<CouponTable rows={rows} onExpire={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Coupons' });
    const [, spring, save, summer, launch] = within(table).getAllByRole('row');
    expect(spring!.textContent).toContain('15% off');
    expect(spring!.textContent).toContain('United Kingdom and France');
    expect(spring!.textContent).toContain('3 of 50');
    expect(spring!.textContent).toContain('From 1 Dec 2026, 00:00');
    expect(save!.textContent).toContain('£50.00 or €60.00 off, on orders of £1,000.00 or €1,200.00 or more');
    expect(save!.textContent).toContain('1 Dec 2026, 00:00 to 1 Jan 2027, 00:00');
    expect(save!.textContent).toContain('All storefronts');
    expect(save!.textContent).toContain('0 (no limit)');
    expect(summer!.getAttribute('data-status')).toBe('expired');
    expect(summer!.textContent).toContain('Expired');
    expect(within(summer!).queryByRole('button')).toBeNull();
    expect(launch!.textContent).toContain('Used up');
    expect(launch!.textContent).toContain('100 of 100');
    expect(within(launch!).getByRole('button', { name: 'Expire LAUNCH20' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('formats money in the reader’s language', () => {
    renderWithIntl(<CouponTable rows={[rows[1]!]} />, { locale: 'de-DE' });
    expect(screen.getByRole('table', { name: 'Gutscheine' }).textContent).toMatch(
      /50,00\s£ oder 60,00\s€ Rabatt, ab einem Bestellwert von 1.000,00\s£/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('expires only after a confirmation, by keyboard, and announces it', async () => {
    const onExpire = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithIntl(<CouponTable rows={rows} onExpire={onExpire} />);
    screen.getByRole('button', { name: 'Expire SPRING15' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Expire SPRING15 now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onExpire).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Expire SPRING15' }));
    await user.click(await screen.findByRole('button', { name: 'Expire now' }));
    expect(onExpire).toHaveBeenCalledWith(rows[0]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('SPRING15 has expired.'));
  });

  it('shows the server’s refusal', async () => {
    const onExpire = vi.fn(async () => {
      throw Object.assign(new Error('There is no such coupon.'), { fields: {} });
    });
    const user = userEvent.setup();
    renderWithIntl(<CouponTable rows={rows} onExpire={onExpire} />);
    await user.click(screen.getByRole('button', { name: 'Expire SAVE50' }));
    await user.click(await screen.findByRole('button', { name: 'Expire now' }));
    await waitFor(() => expect(document.body.textContent).toContain('SAVE50 could not be expired'));
    expect(document.body.textContent).toContain('There is no such coupon.');
  });

  it('edits a coupon by keyboard: the dialog opens on the row, the change is announced, focus returns to Edit', async () => {
    const onUpdate = vi.fn(async () => {});
    const user = userEvent.setup();
    const { container } = renderWithIntl(<CouponTable rows={rows} onUpdate={onUpdate} />);
    const edit = screen.getByRole('button', { name: 'Edit SPRING15' });
    expect(screen.queryByRole('button', { name: /Expire/ })).toBeNull();
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change SPRING15' });
    const limit = within(dialog).getByRole('textbox', { name: /Use limit/ });
    expect(document.activeElement).toBe(limit);
    await user.clear(limit);
    await user.type(limit, '80');
    within(dialog).getByRole('button', { name: 'Save changes' }).focus();
    await user.keyboard('{Enter}');
    expect(onUpdate).toHaveBeenCalledWith(rows[0], { max_uses: 80 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('SPRING15 has been changed.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit SPRING15' })));
    await expectNoAxeViolations(container);
  });

  it('keeps the dialog open on a refusal, and gives focus back to Edit on Escape', async () => {
    const onUpdate = vi.fn(async () => {
      throw Object.assign(new Error('This coupon has been used 100 times: the limit cannot be lower.'), {
        fields: { max_uses: 'This coupon has been used 100 times: the limit cannot be lower.' },
      });
    });
    const user = userEvent.setup();
    renderWithIntl(<CouponTable rows={rows} onUpdate={onUpdate} onExpire={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit LAUNCH20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change LAUNCH20' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onUpdate).not.toHaveBeenCalled();
    const limit = within(dialog).getByRole('textbox', { name: /Use limit/ });
    await user.clear(limit);
    await user.type(limit, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog.textContent).toContain('This coupon has been used 100 times: the limit cannot be lower.'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit LAUNCH20' })));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when it is loading, empty or failed, with a way to try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithIntl(<CouponTable rows={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading coupons…');
    rerender(<CouponTable rows={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No coupon matches this search.');
    rerender(<CouponTable rows={undefined} isError onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The coupons could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
