import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CouponFieldStatus } from '../../domain';
import { CouponField, type CouponFieldProps } from './CouponField';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function renderField(props: Partial<CouponFieldProps> = {}) {
  const onValueChange = vi.fn();
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const utils = renderWithIntl(
    <CouponField value="" status="empty" onValueChange={onValueChange} onApply={onApply} onRemove={onRemove} {...props} />,
  );
  return { onValueChange, onApply, onRemove, ...utils };
}

const field = () => screen.getByRole('textbox', { name: 'Voucher code' });

describe('CouponField', () => {
  it('applies what was typed with the button or Enter', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return <CouponField value={value} onValueChange={setValue} status="empty" onApply={onApply} onRemove={() => {}} />;
    }
    renderWithIntl(<Controlled />);
    await user.type(field(), 'spring10');
    expect((field() as HTMLInputElement).value).toBe('spring10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('is busy while the code is checked, and ignores another apply', async () => {
    const user = userEvent.setup();
    const { onApply } = renderField({ value: 'SPRING10', status: 'updating' });
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Checking the code…');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('SPEC §8: success says so and offers Remove', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderField({ value: 'SPRING10', status: 'success', appliedCode: 'SPRING10' });
    expect(screen.getByRole('status').textContent).toContain('Voucher Code has been applied');
    expect(screen.getByRole('status').textContent).toContain('SPRING10');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove voucher SPRING10' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('keeps keyboard focus on the field when Apply turns disabled and when Remove goes', async () => {
    const user = userEvent.setup();
    const props = { value: 'spring10', onValueChange: () => {}, onApply: () => {}, onRemove: () => {} };
    const { rerender } = renderWithIntl(<CouponField {...props} status="empty" />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    await user.keyboard('{Enter}');
    rerender(<CouponField {...props} status="updating" />);
    expect(document.activeElement).toBe(apply);
    rerender(<CouponField {...props} status="success" appliedCode="SPRING10" />);
    expect(apply).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(field());

    screen.getByRole('button', { name: 'Remove voucher SPRING10' }).focus();
    await user.keyboard('{Enter}');
    rerender(<CouponField {...props} status="empty" />);
    expect(screen.queryByRole('button', { name: /Remove voucher/ })).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it.each([
    ['invalid-coupon', 'The coupon is not valid'],
    ['invalid-country', 'This coupon is not valid in this country'],
    ['other', 'Oops something went wrong. Try again later'],
  ] as [CouponFieldStatus, string][])('SPEC §8: %s shows “%s” by the field and announces it', (status, text) => {
    renderField({ value: 'NOPE', status });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field().getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(text);
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('has no axe violations in any state', async () => {
    for (const status of ['empty', 'updating', 'success', 'invalid-coupon'] as const) {
      const { container, unmount } = renderField({ value: 'X', status, appliedCode: status === 'success' ? 'X' : null });
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
