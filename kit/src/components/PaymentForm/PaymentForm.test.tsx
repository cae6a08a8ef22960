import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm, type PaymentFormProps } from './PaymentForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const now = new Date('2026-11-25T12:00:00Z');

function renderForm(props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn();
  const utils = renderWithIntl(<PaymentForm amount={{ amount: 129999, currency: 'gbp' }} onSubmit={onSubmit} now={now} {...props} />);
  return { onSubmit, ...utils };
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, card: { number: string; expiry: string; cvc: string; name: string }) {
  await user.type(box('Card number'), card.number);
  await user.type(box('Expiry date'), card.expiry);
  await user.type(box('Security code (CVC)'), card.cvc);
  await user.type(box('Name on card'), card.name);
}

describe('PaymentForm', () => {
  it('lists the sandbox test cards', () => {
    renderForm();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Test payments');
    expect(notice.textContent).toContain('4242 4242 4242 4242 – payment succeeds');
    expect(notice.textContent).toContain('4000 0027 6000 3184 – your bank asks you to confirm');
  });

  it('groups the number as typed and sends the card as the pay call takes it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fill(user, { number: '4242424242424242', expiry: '1230', cvc: '123', name: 'Ada Lovelace' });
    expect(box('Card number').value).toBe('4242 4242 4242 4242');
    expect(box('Card number').getAttribute('autocomplete')).toBe('cc-number');
    await user.click(screen.getByRole('button', { name: 'Pay £1,299.99' }));
    expect(onSubmit).toHaveBeenCalledWith({ card_number: '4242424242424242', expiry: '12/30', cvc: '123', name_on_card: 'Ada Lovelace' });
  });

  it('checks the card before sending it: Luhn, expiry, CVC, name', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fill(user, { number: '4242424242424241', expiry: '10/26', cvc: '12', name: ' ' });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter a valid card number', 'This card has expired', 'Enter the 3 or 4 digit security code', 'This is a required field']);
    expect(box('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it('after a decline says why and keeps the card', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await fill(user, { number: '4000000000000002', expiry: '12/30', cvc: '123', name: 'Ada' });
    rerender(<PaymentForm amount={{ amount: 129999, currency: 'gbp' }} onSubmit={() => {}} now={now} declineMessage="Your card was declined." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your payment was declined');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(box('Card number').value).toBe('4000 0000 0000 0002');
  });

  it('says nothing was charged when there was no answer', () => {
    renderForm({ hasFailed: true });
    expect(screen.getByRole('alert').textContent).toContain('nothing was charged');
  });

  it('is pending while paying, and can leave the sandbox list out', () => {
    renderForm({ isSubmitting: true, showSandboxCards: false });
    expect(screen.getByRole('button', { name: /^Pay/ }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Test payments')).toBeNull();
  });

  it('speaks German', () => {
    renderWithIntl(<PaymentForm amount={{ amount: 149900, currency: 'eur' }} onSubmit={() => {}} now={now} />, { locale: 'de-DE' });
    expect(screen.getByRole('button', { name: /^1\.499,00\s€ bezahlen$/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Kartennummer' })).toBeTruthy();
  });

  it('has no axe violations, also with errors', async () => {
    const user = userEvent.setup();
    const { container } = renderForm({ declineMessage: 'Declined' });
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await expectNoAxeViolations(container);
  });
});
