import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CouponForm } from './CouponForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const today = '2026-12-01';

describe('CouponForm', () => {
  it('creates a UK-only fixed coupon by keyboard: the amount field follows the storefront’s currency', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithIntl(<CouponForm today={today} onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'uk-tenner');
    // Tab to the kind's radio group, arrow to "Fixed amount".
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: 'Fixed amount' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('textbox', { name: /Amount off in British Pound/ })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Amount off in Euro/ })).toBeTruthy();

    await user.click(within(form).getByRole('checkbox', { name: 'All storefronts' }));
    await user.click(within(form).getByRole('checkbox', { name: 'United Kingdom' }));
    expect(within(form).queryByRole('textbox', { name: /Amount off in Euro/ })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Amount off in British Pound/ }), '10');
    await user.type(within(form).getByLabelText(/Last day/), '2026-12-31');
    await user.type(within(form).getByRole('textbox', { name: /Use limit/ }), '50');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'UK-TENNER',
      kind: 'fixed',
      amount: { gbp: 1000 },
      min_subtotal: null,
      storefronts: ['GB'],
      valid_from: '2026-12-01T00:00:00Z',
      valid_until: '2027-01-01T00:00:00Z',
      max_uses: 50,
    });
    await expectNoAxeViolations(container);
  });

  it('sends a percentage as the API takes it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithIntl(<CouponForm today={today} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'SPRING15');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'SPRING15', kind: 'percent', percent: 12.5, storefronts: 'all', valid_until: null, max_uses: null }),
    );
  });

  it('shows each problem next to its field and in a summary that takes focus; nothing is sent', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithIntl(<CouponForm today={today} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'no way');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '150');
    await user.click(screen.getByRole('checkbox', { name: 'All storefronts' }));
    await user.type(screen.getByRole('textbox', { name: /Use limit/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    for (const message of [
      'Use 3 to 64 letters, digits, hyphens or underscores',
      'Enter a percentage from 1 to 100, to at most two decimal places',
      'Choose at least one storefront',
      'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit',
    ]) {
      expect(summary.textContent).toContain(message);
    }
    expect(screen.getByRole('textbox', { name: /^Code/ }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('keeps everything typed when the server refuses a duplicate code, and shows it on the code', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(<CouponForm today={today} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'WELCOME10');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const refusal = { message: 'There is already a coupon WELCOME10.', fields: { code: 'There is already a coupon WELCOME10.' } };
    rerender(<CouponForm today={today} onSubmit={vi.fn()} serverError={refusal} />);
    const code = screen.getByRole('textbox', { name: /^Code/ });
    expect((code as HTMLInputElement).value).toBe('WELCOME10');
    expect((screen.getByRole('textbox', { name: /Percentage off/ }) as HTMLInputElement).value).toBe('10');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('There is already a coupon WELCOME10.');
  });
});

describe('CouponForm refusals through onSubmit', () => {
  it('shows a rejected submit’s fields and keeps what was typed; without a message it says nothing was saved', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        Object.assign(new Error('There is already a coupon WELCOME10.'), { fields: { code: 'There is already a coupon WELCOME10.' } }),
      )
      .mockRejectedValueOnce(new Error(''));
    renderWithIntl(<CouponForm today={today} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'welcome10');
    await user.type(screen.getByRole('textbox', { name: /Percentage off/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('There is already a coupon WELCOME10.');
    expect((screen.getByRole('textbox', { name: /Percentage off/ }) as HTMLInputElement).value).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The coupon could not be created. Nothing was saved'));
  });
});
